import { ROUTES } from '@/domain/routes';

/** The header's six links, in this order and with these labels. */
export const NAV_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.blog, label: 'Dating Advice' },
  { to: ROUTES.appReviews, label: 'App Reviews' },
  { to: ROUTES.resources, label: 'Resources' },
  { to: ROUTES.faq, label: 'FAQ' },
  { to: ROUTES.contact, label: 'Contact' },
] as const;
