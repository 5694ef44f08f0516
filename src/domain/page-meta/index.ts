// What each page says about itself in its head. One module per page, so that each page's chunk
// carries only its own (a shared table became a chunk of its own, about 1 KB gzip on every page);
// this index gathers them for the pages function, the build's Home head and the tests.
import type { PageMeta } from '../page-head';
import { ROUTES, type PUBLIC_PAGES } from '../routes';
import { HOME_PAGE_META } from './home';
import { BLOG_PAGE_META } from './blog';
import { APP_REVIEWS_PAGE_META } from './app-reviews';
import { RESOURCES_PAGE_META } from './resources';
import { CONTACT_PAGE_META } from './contact';
import { FAQ_PAGE_META } from './faq';
import { PRIVACY_POLICY_PAGE_META } from './privacy-policy';
import { TERMS_OF_SERVICE_PAGE_META } from './terms-of-service';
import { AFFILIATE_DISCLOSURE_PAGE_META } from './affiliate-disclosure';

export { articlePageMeta } from './article';
export { NOT_FOUND_PAGE_META } from './not-found';

export const PUBLIC_PAGE_META: Record<(typeof PUBLIC_PAGES)[number], PageMeta> = {
  [ROUTES.home]: HOME_PAGE_META,
  [ROUTES.blog]: BLOG_PAGE_META,
  [ROUTES.appReviews]: APP_REVIEWS_PAGE_META,
  [ROUTES.resources]: RESOURCES_PAGE_META,
  [ROUTES.contact]: CONTACT_PAGE_META,
  [ROUTES.faq]: FAQ_PAGE_META,
  [ROUTES.privacy]: PRIVACY_POLICY_PAGE_META,
  [ROUTES.terms]: TERMS_OF_SERVICE_PAGE_META,
  [ROUTES.affiliateDisclosure]: AFFILIATE_DISCLOSURE_PAGE_META,
};
