import { expect, type Page } from '@playwright/test';
import { TRACKING_TIMEOUT_MS } from '../../src/lib/affiliate';

/** Playwright sees each browser request a little after it leaves, each by its own delay. */
const OBSERVATION_SLACK_MS = 250;

export interface TrackedClick {
  sentAt: number | null;
  body: unknown;
  answeredAt: number | null;
  status: number;
}

/** Passes the click-tracking call through to the real API, noting when it left and when its answer came back. */
export async function watchAffiliateTracking(page: Page): Promise<TrackedClick> {
  const tracked: TrackedClick = { sentAt: null, body: null, answeredAt: null, status: 0 };
  await page.route('**/api/track-affiliate-click', async (route) => {
    tracked.sentAt = Date.now();
    tracked.body = route.request().postDataJSON();
    const response = await route.fetch();
    tracked.status = response.status();
    tracked.answeredAt = Date.now();
    await route.fulfill({ response });
  });
  return tracked;
}

/**
 * The click left before the tab went to the partner, and the tab waited for its answer or, when
 * the API took longer than TRACKING_TIMEOUT_MS (as on a loaded machine), for that long and went
 * on; either way the API recorded it. A tab that went at once would fail here.
 */
export async function expectTrackedBeforeOpening(tracked: TrackedClick, openedAt: number | null): Promise<void> {
  expect(openedAt).not.toBeNull();
  expect(tracked.sentAt).not.toBeNull();
  expect(tracked.sentAt!).toBeLessThanOrEqual(openedAt!);
  const waitedForTheAnswer = tracked.answeredAt !== null && tracked.answeredAt <= openedAt!;
  if (!waitedForTheAnswer) {
    expect(openedAt! - tracked.sentAt!).toBeGreaterThanOrEqual(TRACKING_TIMEOUT_MS - OBSERVATION_SLACK_MS);
  }
  await expect.poll(() => tracked.status, { timeout: 30_000 }).toBe(201);
}
