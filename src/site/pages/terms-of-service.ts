import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

// A copy table: a page module declares, it does not compute (../public-page.ts), so those of the
// pages that read nothing are alike but for their values.
export const termsOfServicePage = publicPage({
  name: 'Terms of Service',
  path: ROUTES.terms,
  feature: 'legal',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/terms-of-service')).TERMS_OF_SERVICE_PAGE_META,
  view: () => import('@/site/features/legal/terms-of-service-page'),
});
