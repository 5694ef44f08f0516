import { HOME_POST_COUNT } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

export const homePage = publicPage({
  name: 'Home',
  path: ROUTES.home,
  feature: 'home',
  sitemap: true,
  reads: () => [publicQueries.latestPosts(HOME_POST_COUNT), publicQueries.appReviews(), publicQueries.testimonials()],
  head: async () => (await import('@/domain/page-meta/home')).HOME_PAGE_META,
  view: () => import('@/site/features/home/home-page'),
});
