import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const contactPage = publicPage({
  name: 'Contact',
  path: ROUTES.contact,
  feature: 'contact',
  sitemap: true,
  reads: () => [],
  head: async () => (await import('@/domain/page-meta/contact')).CONTACT_PAGE_META,
  view: () => import('@/site/features/contact/contact-page'),
});
