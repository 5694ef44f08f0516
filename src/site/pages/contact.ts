import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

// A copy table: a page module declares, it does not compute (../public-page.ts), so those of the
// pages that read nothing are alike but for their values.
export const contactPage = publicPage({
  name: 'Contact',
  path: ROUTES.contact,
  feature: 'contact',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/contact')).CONTACT_PAGE_META,
  view: () => import('@/site/features/contact/contact-page'),
});
