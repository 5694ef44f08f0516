import { FAQ_PAGE_META } from '@/domain/page-meta/faq';
import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const faqPage = publicPage({
  name: 'FAQ',
  path: ROUTES.faq,
  feature: 'faq',
  sitemap: true,
  reads: () => [],
  head: () => FAQ_PAGE_META,
  view: () => import('@/site/features/faq/faq-page'),
});
