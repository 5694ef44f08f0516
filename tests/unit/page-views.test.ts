// Page views (functions/src/services/page-views.ts): what a beacon counts, that nothing personal in
// its request reaches the stored counts (through the API's route, functions/src/routes/page-views.ts),
// and that counting costs a write per flush, not per view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { fieldOverridesOf, ttlField, unindexedField } from '../support/field-overrides';
import { NO_REFERRER } from '@/domain/page-views';
import { utcDay } from '@/domain/utc-day';
import { ROUTES } from '@/domain/routes';
import {
  countedViewOf,
  createClientWindowLimit,
  createPageViewCounter,
  dayExpiry,
  PAGE_VIEW_EXPIRY_FIELD,
  type CountedView,
  type DayCounts,
} from '../../functions/src/services/page-views';
import { isCountedPath } from '../../functions/src/services/counting-bounds';
import { MEMBER_TRACES, startBeaconApi, type BeaconApi } from '../support/beacon-api';
import { USER_AGENTS } from '../support/user-agents';

const SLUG = 'first-dates-with-purpose';
const ARTICLE = ROUTES.article(SLUG);

describe('countedViewOf', () => {
  it('counts a public page that exists or an article, by path, referrer host and device', () => {
    expect(countedViewOf({ path: ARTICLE, referrer: 'google.com' }, { userAgent: USER_AGENTS.phone })).toEqual({
      path: ARTICLE,
      referrer: 'google.com',
      device: 'phone',
    });
    expect(countedViewOf({ path: ROUTES.home, referrer: '' }, { userAgent: USER_AGENTS.desktop })).toEqual({
      path: ROUTES.home,
      referrer: NO_REFERRER,
      device: 'desktop',
    });
  });

  it('counts nothing under Do Not Track or Global Privacy Control, from a crawler or a script, or without a user agent', () => {
    const beacon = { path: ARTICLE, referrer: '' };
    expect(countedViewOf(beacon, { userAgent: USER_AGENTS.phone, doNotTrack: '1' })).toBeUndefined();
    expect(countedViewOf(beacon, { userAgent: USER_AGENTS.phone, globalPrivacyControl: '1' })).toBeUndefined();
    expect(countedViewOf(beacon, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBeUndefined();
    expect(countedViewOf(beacon, { userAgent: 'curl/8.5.0' })).toBeUndefined();
    expect(countedViewOf(beacon, {})).toBeUndefined();
    expect(countedViewOf(beacon, { userAgent: USER_AGENTS.phone, doNotTrack: '0' })).toBeDefined();
  });

  it('counts no path that is not a public page: the app, a made-up path, a malformed slug', () => {
    for (const path of [
      ROUTES.dashboard,
      ROUTES.adminBlog,
      '/no-such-page',
      `${ROUTES.blog}/Not_A_Slug`,
      `${ROUTES.blog}/a/b`,
    ]) {
      expect(isCountedPath(path), path).toBe(false);
    }
    for (const path of [ROUTES.home, ROUTES.blog, ROUTES.faq, ROUTES.privacy, ARTICLE]) {
      expect(isCountedPath(path), path).toBe(true);
    }
  });
});

describe('what is stored', () => {
  let api: BeaconApi;
  beforeAll(async () => {
    // The article is published: its slug's claim is stored.
    api = await startBeaconApi({ [`${COLLECTIONS.postSlugs}/${SLUG}`]: { postId: 'post-1' } });
  });
  afterAll(() => api.close());

  it('holds the day, the counts by path, referrer host and device, and its expiry: nothing about a reader', async () => {
    // The member's beacon, through the API as the page sends it: their address, session cookie (whose
    // session names them), user agent and full Referer come with it; the body says the referrer's host.
    const answer = await api.send({ path: ARTICLE, referrer: 'google.com' });
    expect(answer.status).toBe(204);

    expect(api.written).toHaveLength(1);
    const stored = api.written[0]!.data as Record<string, unknown>;
    expect(api.written[0]!.path).toBe(`${COLLECTIONS.pageViews}/${String(stored.day)}`);
    const text = JSON.stringify(stored);
    for (const trace of MEMBER_TRACES) expect(text, trace).not.toContain(trace);
    // What it holds instead: the view's page, the referrer's host and the device class.
    expect(Object.keys(stored).sort()).toEqual(['day', 'devices', 'expiresAt', 'pages', 'referrers', 'views']);
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(
      plain({ views: stored.views, pages: stored.pages, referrers: stored.referrers, devices: stored.devices }),
    ).toEqual({
      views: { operand: 1 },
      pages: { [ARTICLE]: { operand: 1 } },
      referrers: { 'google.com': { operand: 1 } },
      devices: { phone: { operand: 1 } },
    });
  });

  it('expires 13 months after its day, by the TTL policy firestore.indexes.json declares; its maps are not indexed', () => {
    expect(dayExpiry('2026-11-28').toISOString()).toBe('2027-12-28T00:00:00.000Z');
    expect(dayExpiry('2026-01-31').toISOString()).toBe('2027-03-03T00:00:00.000Z');
    const declared = fieldOverridesOf(COLLECTIONS.pageViews);
    expect(declared).toContainEqual(ttlField(COLLECTIONS.pageViews, PAGE_VIEW_EXPIRY_FIELD));
    // A day's maps have a key per page and per referrer: indexed, each key would be an index entry.
    for (const map of ['pages', 'referrers', 'devices']) {
      expect(declared).toContainEqual(unindexedField(COLLECTIONS.pageViews, map));
    }
  });
});

describe('createPageViewCounter', () => {
  const views = (n: number): CountedView[] =>
    Array.from({ length: n }, (_, i) => ({
      path: ROUTES.article(`article-${i % 50}`),
      referrer: i % 3 ? 'google.com' : NO_REFERRER,
      device: i % 4 ? 'phone' : 'desktop',
    }));

  function counterWithClock(
    options: { flushAfterMs?: number; maxBuffered?: number; maxKept?: number; fail?: () => boolean } = {},
  ) {
    let clock = Date.parse('2026-11-28T12:00:00Z');
    const writes: { day: string; counts: DayCounts }[] = [];
    const counter = createPageViewCounter(
      async (day, counts) => {
        if (options.fail?.()) throw new Error('Firestore unavailable');
        writes.push({ day, counts });
      },
      {
        flushAfterMs: options.flushAfterMs ?? 60_000,
        maxBuffered: options.maxBuffered ?? 500,
        maxKept: options.maxKept ?? 5_000,
        now: () => clock,
      },
    );
    return { counter, writes, tick: (ms: number) => (clock += ms) };
  }

  it('writes 1,000 views arriving within the flush time as 2 writes (each 500 at once), with every view counted', async () => {
    const { counter, writes } = counterWithClock();
    for (const view of views(1_000)) await counter.add(view);
    expect(writes).toHaveLength(2);
    const total = (key: 'views') => writes.reduce((sum, write) => sum + write.counts[key], 0);
    expect(total('views')).toBe(1_000);
    const pages = new Map<string, number>();
    for (const { counts } of writes) for (const [path, n] of counts.pages) pages.set(path, (pages.get(path) ?? 0) + n);
    expect(pages.size).toBe(50);
    expect([...pages.values()].every((n) => n === 20)).toBe(true);
    expect(writes[0]!.counts.devices.get('desktop')).toBe(125);
  });

  it('writes once the oldest view has waited the flush time, in the request of the view that finds it due', async () => {
    const { counter, writes, tick } = counterWithClock({ flushAfterMs: 10_000 });
    await counter.add(views(1)[0]!);
    tick(9_000);
    await counter.add(views(1)[0]!);
    expect(writes).toHaveLength(0);
    tick(1_000);
    await counter.add(views(1)[0]!);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.counts.views).toBe(3);
    expect(counter.buffered).toBe(0);
  });

  it('counts each view on its own UTC day', async () => {
    const { counter, writes, tick } = counterWithClock();
    tick(11 * 3_600_000 + 59 * 60_000); // 23:59 UTC
    await counter.add(views(1)[0]!);
    tick(2 * 60_000);
    await counter.add(views(1)[0]!);
    await counter.flush();
    expect(writes.map((write) => write.day).sort()).toEqual(['2026-11-28', '2026-11-29']);
    expect(utcDay(Date.parse('2026-11-29T00:01:00Z'))).toBe('2026-11-29');
  });

  it('keeps the views of a failed write for the next one, up to maxKept', async () => {
    let failing = true;
    const { counter, writes } = counterWithClock({ maxKept: 3, fail: () => failing });
    for (const view of views(3)) await counter.add(view);
    await counter.flush();
    expect(counter.buffered).toBe(3);
    await counter.add(views(1)[0]!);
    await counter.flush();
    // Four would pass maxKept: that day's views are given up rather than held without bound.
    expect(counter.buffered).toBe(0);
    failing = false;
    for (const view of views(2)) await counter.add(view);
    await counter.flush();
    expect(writes.map((write) => write.counts.views)).toEqual([2]);
  });
});

describe('createClientWindowLimit', () => {
  it('allows each client max beacons a window, and every client again in the next', () => {
    const allow = createClientWindowLimit({ max: 2, windowMs: 60_000 });
    const at = Date.parse('2026-11-28T12:00:10Z');
    expect([allow('a', at), allow('a', at), allow('a', at), allow('b', at)]).toEqual([true, true, false, true]);
    expect(allow('a', at + 50_000)).toBe(true);
  });
});
