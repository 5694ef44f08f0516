import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const faqPage = publicPage({
  name: 'FAQ',
  path: ROUTES.faq,
  feature: 'faq',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/faq')).FAQ_PAGE_META,
  view: () => import('@/site/features/faq/faq-page'),
});
