import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const privacyPolicyPage = publicPage({
  name: 'Privacy Policy',
  path: ROUTES.privacy,
  feature: 'legal',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/privacy-policy')).PRIVACY_POLICY_PAGE_META,
  view: () => import('@/site/features/legal/privacy-policy-page'),
});
