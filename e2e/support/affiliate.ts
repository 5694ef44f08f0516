import { expect, type BrowserContext, type Page } from '@playwright/test';
import { COLLECTIONS } from '../../src/domain/collections';
import type { AffiliateSource } from '../../src/domain/types';
import { adminDb } from '../../tests/support/emulators';

/**
 * Answers the (offline) partner's site with a tiny page for every page of the context, the new tab
 * included; returns the addresses asked for.
 */
export async function fakeAffiliateSite(context: BrowserContext, affiliateUrl: string): Promise<string[]> {
  const asked: string[] = [];
  const origin = new URL(affiliateUrl).origin;
  await context.route(
    (url) => url.origin === origin,
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><h1>Partner site</h1>',
      });
    },
  );
  return asked;
}

/** How many clicks the owner's numbers hold for this item from this page (read as the admin's clicks API reads them). */
export async function recordedClicks(affiliate: string, source: AffiliateSource): Promise<number> {
  const snap = await adminDb
    .collection(COLLECTIONS.affiliateClicks)
    .where('affiliate', '==', affiliate)
    .where('source', '==', source)
    .count()
    .get();
  return snap.data().count;
}

/** Notes every call to the click-tracking API the page makes: the links must make none. */
export function watchTrackingPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/track-affiliate-click')) posts.push(request.url());
  });
  return posts;
}

/**
 * Presses an affiliate link and checks the partner opened in a new tab, detached from this page,
 * through the site's redirect, and the click was recorded once, by that navigation alone.
 */
export async function expectCountedOnceOnTheWayTo(
  page: Page,
  link: ReturnType<Page['getByRole']>,
  { affiliate, source, url }: { affiliate: string; source: AffiliateSource; url: string },
): Promise<Page> {
  const before = await recordedClicks(affiliate, source);
  const posts = watchTrackingPosts(page);
  await expect(link).toHaveAttribute('href', new RegExp(`^/go/[^?]+\\?source=${source}$`));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForURL(url);
  await expect(popup.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  await expect.poll(() => recordedClicks(affiliate, source), { timeout: 15_000 }).toBe(before + 1);
  expect(posts).toEqual([]);
  return popup;
}
