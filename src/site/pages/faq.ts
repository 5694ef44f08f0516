import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

// A copy table: a page module declares, it does not compute (../public-page.ts), so those of the
// pages that read nothing are alike but for their values.
export const faqPage = publicPage({
  name: 'FAQ',
  path: ROUTES.faq,
  feature: 'faq',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/faq')).FAQ_PAGE_META,
  view: () => import('@/site/features/faq/faq-page'),
});
