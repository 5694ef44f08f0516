// Affiliate links on App Reviews and Resources: pressing one records the click with
// POST /api/track-affiliate-click, failures only logged, and THEN opens the link
// in a new tab.
//
// Why a blank tab first: browsers allow a new tab only inside the click's own
// task, but the link must open after the tracking answer. So the tab is opened
// empty at once (allowed), detached from this page (`opener = null`), and sent
// to the affiliate once the tracking request has settled or a short timeout
// passed, so a slow API never holds the visitor back.
import type { MouseEvent } from 'react';
import { apiRequest } from './api-client';
import type { AffiliateSource } from '@/domain/types';

export const AFFILIATE_REL = 'sponsored noopener';
export const AFFILIATE_TRACKING_PATH = '/api/track-affiliate-click';
/** How long the new tab waits for the tracking answer before it goes on anyway. */
export const TRACKING_TIMEOUT_MS = 1500;

export interface AffiliateLink {
  /** The app's name or the resource's title. */
  affiliate: string;
  source: AffiliateSource;
  url: string;
}

/** Only web links may be opened: a `javascript:` URL in content must never run. */
export function isOpenableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Records the click; never throws: a tracking failure is only logged, and the link opens anyway. */
export async function trackAffiliateClick({
  affiliate,
  source,
}: Pick<AffiliateLink, 'affiliate' | 'source'>): Promise<void> {
  try {
    await apiRequest('POST', AFFILIATE_TRACKING_PATH, { affiliate, source });
  } catch (error) {
    console.error('Affiliate click tracking failed', error);
  }
}

function settleWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Call synchronously from the click handler (the blank tab needs the user's
 * gesture). Resolves once the tab has been pointed at the affiliate.
 */
export async function openAffiliateLink({ affiliate, source, url }: AffiliateLink): Promise<void> {
  if (!isOpenableUrl(url)) {
    console.error('Refusing to open affiliate link with an unsafe URL', url);
    return;
  }
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  await settleWithin(trackAffiliateClick({ affiliate, source }), TRACKING_TIMEOUT_MS);
  if (tab) {
    if (!tab.closed) tab.location.href = url;
    return;
  }
  // A blocker refused even the gesture-bound tab: going there in this tab beats not going at all.
  window.location.assign(url);
}

/**
 * Props for an `<a>` (or antd `<Button href>`) affiliate link. A plain click is
 * handled by openAffiliateLink; a modified click (new tab/window, middle button)
 * keeps the browser's own behaviour and is tracked on the way.
 */
export function affiliateLinkProps(link: AffiliateLink) {
  return {
    href: link.url,
    target: '_blank',
    rel: AFFILIATE_REL,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        void trackAffiliateClick(link);
        return;
      }
      event.preventDefault();
      void openAffiliateLink(link);
    },
    onAuxClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button === 1) void trackAffiliateClick(link);
    },
  } as const;
}
