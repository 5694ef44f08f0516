import { BRAND } from '../constants';
import type { PageMeta } from '../page-head';

export const PRIVACY_POLICY_PAGE_META: PageMeta = {
  title: 'Privacy Policy',
  description: `How ${BRAND} collects, uses and protects your information: newsletter, contact form, accounts and the one sign-in cookie.`,
  keywords: 'privacy policy, Faithful Matches privacy, cookies, personal data',
};
