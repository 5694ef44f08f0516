import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

export const appReviewsPage = publicPage({
  name: 'App Reviews',
  path: ROUTES.appReviews,
  feature: 'app-reviews',
  sitemap: true,
  reads: () => [publicQueries.appReviews()],
  head: async () => (await import('@/domain/page-meta/app-reviews')).APP_REVIEWS_PAGE_META,
  view: () => import('@/site/features/app-reviews/app-reviews-page'),
});
