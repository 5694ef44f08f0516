import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

const postOf = ({ params }: { params: Readonly<Record<string, string | undefined>> }) =>
  publicQueries.blogPost(params.slug ?? '');

export const articlePage = publicPage({
  name: 'Article',
  path: `${ROUTES.blog}/:slug`,
  feature: 'blog',
  // Each published article is listed from the posts themselves (functions/src/services/feeds.ts).
  sitemap: false,
  reads: (request) => [postOf(request)],
  head: async (request, data) => {
    const post = data.getQueryData(postOf(request).queryKey);
    return post ? (await import('@/domain/page-meta/article')).articlePageMeta(post) : undefined;
  },
  view: () => import('@/site/features/blog/article-page'),
  example: (slug) => ROUTES.article(slug),
});
