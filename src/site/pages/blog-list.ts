import { blogPageOf } from '@/domain/blog';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

export const blogListPage = publicPage({
  name: 'Dating Advice',
  path: ROUTES.blog,
  feature: 'blog',
  sitemap: true,
  // The search, the category and the page are in the query: the server renders the list they ask for.
  reads: ({ search }) => [publicQueries.blogList(blogPageOf(search))],
  head: async () => (await import('@/domain/page-meta/blog')).BLOG_PAGE_META,
  view: () => import('@/site/features/blog/blog-list-page'),
});
