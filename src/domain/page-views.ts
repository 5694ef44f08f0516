// Page views, counted without cookies or personal data: a public page's script sends one beacon per
// page load (src/lib/page-view-beacon.ts) to POST /api/page-views, and the api function adds it to
// the day's counts (functions/src/services/page-views.ts). What the beacon says, what the server
// keeps of it, and the names both sides share. No zod and no imports here: the beacon's sender loads
// with every page.

export const PAGE_VIEWS_PATH = '/api/page-views';

export const PAGE_VIEW_LIMITS = {
  path: 300,
  /** A host name's longest (RFC 1035). */
  referrer: 253,
  /** The whole JSON body: anything larger is refused (413) unread. */
  bodyBytes: 1024,
} as const;

/** What a page load's beacon says: the page's path, and the host of the page that linked to it. */
export interface PageViewBeacon {
  path: string;
  /** The referrer's host alone (never its path or query), or '' when there was none. */
  referrer: string;
}

/** The day's counts' key for a view with no referrer: typed in, a bookmark, an app's link. */
export const NO_REFERRER = '(none)';

/**
 * The most referring sites a day's counts name: past them, a new site's views count as
 * OTHER_REFERRERS. A referrer is whatever a beacon says, so without a bound a flood of made-up hosts
 * would fill the day's document (Firestore's 1 MiB) and stop its counting.
 */
export const REFERRERS_PER_DAY_MAX = 100;

/** The day's counts' key for the views of the referring sites past REFERRERS_PER_DAY_MAX. */
export const OTHER_REFERRERS = '(other)';

/**
 * The referring page's host, lowercased and without `www.`; '' for no referrer or one that is not a
 * web page's address. The browser sends only this, so a search's or another site's path and query
 * (which may name a person) never leave it; the server reduces what it is sent the same way.
 */
export function referrerHost(referrer: string): string {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    return url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .slice(0, PAGE_VIEW_LIMITS.referrer);
  } catch {
    return '';
  }
}

/** How long a day's counts are kept: 13 months, so a month compares with the same month a year before. */
export const PAGE_VIEW_RETENTION_MONTHS = 13;
