import { CONTACT_PAGE_META } from '@/domain/page-meta/contact';
import { ROUTES } from '@/domain/routes';
import { publicPage } from '../public-page';

export const contactPage = publicPage({
  name: 'Contact',
  path: ROUTES.contact,
  feature: 'contact',
  sitemap: true,
  reads: () => [],
  head: () => CONTACT_PAGE_META,
  view: () => import('@/site/features/contact/contact-page'),
});
