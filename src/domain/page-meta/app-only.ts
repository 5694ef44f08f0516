import { BRAND, TAGLINE } from '../constants';
import type { PageMeta } from '../page-head';

/**
 * The members' and owner's screens, and any page the server could not render in time: the site's
 * name (the PWA writes the screen's own title once it runs).
 */
export const APP_ONLY_PAGE_META: PageMeta = { title: BRAND, exactTitle: true, description: TAGLINE };
