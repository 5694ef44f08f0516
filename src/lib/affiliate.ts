// Affiliate links on App Reviews and Resources point at the site's own tracking redirect,
// `/go/{id}?source=…` (functions/src/routes/affiliate-redirect.ts), which records the click and
// sends the reader on to the partner. A plain link needs no script: a press before the page is
// live, or without JavaScript, is counted like any other, and exactly once, by the link's own
// navigation (nothing here posts the click as well). POST /api/track-affiliate-click stays for
// callers of the API.
import { affiliateRedirectPath } from '@/domain/routes';
import type { AffiliateSource } from '@/domain/types';

export const AFFILIATE_REL = 'sponsored noopener';

export interface AffiliateLink {
  /** The app's or the resource's id: the redirect finds its affiliate link by it. */
  id: string;
  source: AffiliateSource;
}

/** Props for an `<a>` affiliate link: a new tab, detached from this page, marked as paid. */
export function affiliateLinkProps({ id, source }: AffiliateLink) {
  return { href: affiliateRedirectPath(id, source), target: '_blank', rel: AFFILIATE_REL } as const;
}
