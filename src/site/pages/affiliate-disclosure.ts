import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

// A copy table: a page module declares, it does not compute (../public-page.ts), so those of the
// pages that read nothing are alike but for their values.
export const affiliateDisclosurePage = publicPage({
  name: 'Affiliate Disclosure',
  path: ROUTES.affiliateDisclosure,
  feature: 'legal',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/affiliate-disclosure')).AFFILIATE_DISCLOSURE_PAGE_META,
  view: () => import('@/site/features/legal/affiliate-disclosure-page'),
});
