import { APP_REVIEWS_PAGE_META } from '@/domain/page-meta/app-reviews';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

export const appReviewsPage = publicPage({
  name: 'App Reviews',
  path: ROUTES.appReviews,
  feature: 'app-reviews',
  sitemap: true,
  reads: () => [publicQueries.appReviews()],
  head: () => APP_REVIEWS_PAGE_META,
  view: () => import('@/site/features/app-reviews/app-reviews-page'),
});
