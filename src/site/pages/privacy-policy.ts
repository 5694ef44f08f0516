import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

// A copy table: a page module declares, it does not compute (../public-page.ts), so those of the
// pages that read nothing are alike but for their values.
export const privacyPolicyPage = publicPage({
  name: 'Privacy Policy',
  path: ROUTES.privacy,
  feature: 'legal',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/privacy-policy')).PRIVACY_POLICY_PAGE_META,
  view: () => import('@/site/features/legal/privacy-policy-page'),
});
