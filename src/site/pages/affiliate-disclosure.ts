import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const affiliateDisclosurePage = publicPage({
  name: 'Affiliate Disclosure',
  path: ROUTES.affiliateDisclosure,
  feature: 'legal',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/affiliate-disclosure')).AFFILIATE_DISCLOSURE_PAGE_META,
  view: () => import('@/site/features/legal/affiliate-disclosure-page'),
});
