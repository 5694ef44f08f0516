// Real readers' Core Web Vitals: the buckets and the 75th percentile read from them
// (src/domain/web-vitals.ts), what a beacon counts and what a day stores of it
// (functions/src/services/page-views.ts): histograms, nothing about the reader.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { fieldOverridesOf, ttlField, unindexedField } from '../support/field-overrides';
import { ROUTES } from '@/domain/routes';
import { pageBeaconSchema, webVitalsRangeSchema } from '@/domain/schemas';
import {
  bucketOf,
  OPEN_BUCKET,
  ratingOf,
  summarizeHistogram,
  summarizeWebVitals,
  WEB_VITAL_BUCKETS,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS,
  WHOLE_SITE,
  type StoredVitalsDay,
} from '@/domain/web-vitals';
import {
  countedVitalsOf,
  createPageViewCounter,
  dayVitalsWrite,
  PAGE_VIEW_EXPIRY_FIELD,
  type DayCounts,
} from '../../functions/src/services/page-views';
import { MEMBER_TRACES, startBeaconApi } from '../support/beacon-api';
import { USER_AGENTS } from '../support/user-agents';

const SLUG = 'first-dates-with-purpose';
const ARTICLE = ROUTES.article(SLUG);

describe('the buckets', () => {
  it("have Google's thresholds among their edges, so a bucket's rating is exact", () => {
    for (const name of WEB_VITALS) {
      const { good, poor } = WEB_VITAL_THRESHOLDS[name];
      expect(WEB_VITAL_BUCKETS[name]).toContain(good);
      expect(WEB_VITAL_BUCKETS[name]).toContain(poor);
      expect([...WEB_VITAL_BUCKETS[name]].sort((a, b) => a - b)).toEqual(WEB_VITAL_BUCKETS[name]);
    }
  });

  it('put a value in the first bucket whose edge it does not pass, and past the last in the open one', () => {
    expect(bucketOf('LCP', 0)).toBe('500');
    expect(bucketOf('LCP', 2500)).toBe('2500');
    expect(bucketOf('LCP', 2500.1)).toBe('3000');
    expect(bucketOf('LCP', 60_000)).toBe(OPEN_BUCKET);
    expect(bucketOf('INP', 200)).toBe('200');
    expect(bucketOf('CLS', 0.1)).toBe('0.1');
    expect(bucketOf('CLS', 0.26)).toBe('0.5');
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 4000)).toBe('needs-improvement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
  });
});

describe('the 75th percentile', () => {
  it("is the edge of the bucket that holds three quarters of the page loads, rated by Google's thresholds", () => {
    expect(summarizeHistogram('LCP', { '1000': 3, '3000': 1 })).toEqual({ p75: 1000, rating: 'good', samples: 4 });
    expect(summarizeHistogram('LCP', { '1000': 2, '3000': 2 })).toEqual({
      p75: 3000,
      rating: 'needs-improvement',
      samples: 4,
    });
    expect(summarizeHistogram('INP', { '50': 1, '1000': 3 })).toEqual({ p75: 1000, rating: 'poor', samples: 4 });
    expect(summarizeHistogram('CLS', { [OPEN_BUCKET]: 1 })).toEqual({ rating: 'poor', samples: 1 });
    expect(summarizeHistogram('CLS', {})).toBeUndefined();
    // A key that is no bucket of the metric is not counted.
    expect(summarizeHistogram('LCP', { '1000': 1, '0.1': 5 })).toEqual({ p75: 1000, rating: 'good', samples: 1 });
  });

  it("sums the range's days into the site's and each published page's rows, by device and for all", () => {
    const days: StoredVitalsDay[] = [
      {
        day: '2026-11-27',
        // Every page's counts summed, the unpublished article's among them.
        site: { phone: { LCP: { '3000': 2, '10000': 4 }, INP: { '100': 1 } }, desktop: { LCP: { '1000': 2 } } },
        pages: {
          [ARTICLE]: { phone: { LCP: { '3000': 2 }, INP: { '100': 1 } }, desktop: { LCP: { '1000': 2 } } },
          '/christian-dating-advice/unpublished': { phone: { LCP: { '10000': 4 } } },
        },
      },
      {
        day: '2026-11-28',
        site: { desktop: { LCP: { '1000': 1 }, CLS: { '0.01': 1 } } },
        pages: { [ROUTES.home]: { desktop: { LCP: { '1000': 1 }, CLS: { '0.01': 1 } } } },
      },
    ];
    const titles = new Map([
      [ARTICLE, 'First Dates'],
      [ROUTES.home, 'Home'],
    ]);
    const vitals = summarizeWebVitals(days, { from: '2026-11-27', to: '2026-11-28', titles, limit: 100 });
    expect([vitals.from, vitals.to]).toEqual(['2026-11-27', '2026-11-28']);
    expect(vitals.site).toEqual([
      {
        path: '',
        title: WHOLE_SITE,
        device: 'all',
        loads: 9,
        LCP: { p75: 10000, rating: 'poor', samples: 9 },
        INP: { p75: 100, rating: 'good', samples: 1 },
        CLS: { p75: 0.01, rating: 'good', samples: 1 },
      },
      {
        path: '',
        title: WHOLE_SITE,
        device: 'phone',
        loads: 6,
        LCP: { p75: 10000, rating: 'poor', samples: 6 },
        INP: { p75: 100, rating: 'good', samples: 1 },
      },
      {
        path: '',
        title: WHOLE_SITE,
        device: 'desktop',
        loads: 3,
        LCP: { p75: 1000, rating: 'good', samples: 3 },
        CLS: { p75: 0.01, rating: 'good', samples: 1 },
      },
    ]);
    // The unpublished article counts for the site alone; the most measured page comes first.
    expect(vitals.pages.map((row) => [row.path, row.device, row.loads, row.LCP?.p75])).toEqual([
      [ARTICLE, 'all', 4, 3000],
      [ARTICLE, 'phone', 2, 3000],
      [ARTICLE, 'desktop', 2, 1000],
      [ROUTES.home, 'all', 1, 1000],
      [ROUTES.home, 'desktop', 1, 1000],
    ]);
    // At most 28 days are read at once.
    expect(webVitalsRangeSchema.safeParse({ from: '2026-11-02', to: '2026-11-29' }).success).toBe(true);
    expect(webVitalsRangeSchema.safeParse({ from: '2026-11-01', to: '2026-11-29' }).success).toBe(false);
  });
});

describe('a vitals beacon', () => {
  it('is taken by the endpoint with at least one metric in range, and no other field', () => {
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: { LCP: 1200, CLS: 0 } }).success).toBe(true);
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: {} }).success).toBe(false);
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: { LCP: -1 } }).success).toBe(false);
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: { LCP: 1e9 } }).success).toBe(false);
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: { FID: 10 } }).success).toBe(false);
    expect(pageBeaconSchema.safeParse({ path: ARTICLE, vitals: { LCP: 1 }, uid: 'x' }).success).toBe(false);
  });

  it('counts the bucket of each metric, by page and device, and nothing under DNT or GPC, from a crawler or off the site', () => {
    const beacon = { path: ARTICLE, vitals: { LCP: 1234, INP: 64 } };
    expect(countedVitalsOf(beacon, { userAgent: USER_AGENTS.phone })).toEqual({
      path: ARTICLE,
      device: 'phone',
      buckets: { LCP: '1500', INP: '100' },
    });
    expect(countedVitalsOf(beacon, { userAgent: USER_AGENTS.phone, doNotTrack: '1' })).toBeUndefined();
    expect(countedVitalsOf(beacon, { userAgent: USER_AGENTS.phone, globalPrivacyControl: '1' })).toBeUndefined();
    expect(countedVitalsOf(beacon, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBeUndefined();
    expect(countedVitalsOf({ ...beacon, path: ROUTES.dashboard }, { userAgent: USER_AGENTS.phone })).toBeUndefined();
  });

  it('is stored as histogram counts of its day: no value, and no user agent', async () => {
    const writes: Array<{ day: string; counts: DayCounts }> = [];
    const counter = createPageViewCounter(
      async (day, counts) => {
        writes.push({ day, counts });
      },
      { flushAfterMs: 10_000, maxBuffered: 500, maxKept: 5_000, now: () => Date.parse('2026-11-28T12:00:00Z') },
    );
    await counter.add(
      countedVitalsOf({ path: ARTICLE, vitals: { LCP: 1234.5678, CLS: 0.0123 } }, { userAgent: USER_AGENTS.phone })!,
    );
    await counter.add(countedVitalsOf({ path: ARTICLE, vitals: { LCP: 1400 } }, { userAgent: USER_AGENTS.phone })!);
    await counter.add(countedVitalsOf({ path: ARTICLE, vitals: { LCP: 900 } }, { userAgent: USER_AGENTS.desktop })!);
    await counter.add(countedVitalsOf({ path: ROUTES.home, vitals: { LCP: 1300 } }, { userAgent: USER_AGENTS.phone })!);
    expect(counter.buffered).toBe(4);
    await counter.flush();

    expect(writes).toHaveLength(1);
    expect(writes[0]!.counts.views).toBe(0);
    const stored = dayVitalsWrite(writes[0]!.day, writes[0]!.counts.vitals);
    expect(Object.keys(stored).sort()).toEqual(['day', PAGE_VIEW_EXPIRY_FIELD, 'pages', 'site']);
    const increments = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(increments(stored.pages)).toEqual(
      increments({
        [ARTICLE]: {
          phone: { LCP: { '1500': { operand: 2 } }, CLS: { '0.025': { operand: 1 } } },
          desktop: { LCP: { '1000': { operand: 1 } } },
        },
        [ROUTES.home]: { phone: { LCP: { '1500': { operand: 1 } } } },
      }),
    );
    // The site's histograms are the pages' summed.
    expect(increments(stored.site)).toEqual(
      increments({
        phone: { LCP: { '1500': { operand: 3 } }, CLS: { '0.025': { operand: 1 } } },
        desktop: { LCP: { '1000': { operand: 1 } } },
      }),
    );
    const text = JSON.stringify(stored);
    for (const personal of ['1234.5678', '0.0123', 'Pixel', 'Windows']) expect(text).not.toContain(personal);
  });

  it("keeps nothing of its request: the reader's address, session, user id, user agent or Referer", async () => {
    // The article is published: its slug's claim is stored.
    const api = await startBeaconApi({ [`${COLLECTIONS.postSlugs}/${SLUG}`]: { postId: 'post-1' } });
    try {
      // The member's beacon, through the API as the page sends it, with all their request says of them.
      const answer = await api.send({ path: ARTICLE, vitals: { LCP: 1234.5678, CLS: 0.0123 } });
      expect(answer.status).toBe(204);
      expect(api.written).toHaveLength(1);
      const { path, data } = api.written[0]!;
      const stored = data as Record<string, unknown>;
      expect(path).toBe(`${COLLECTIONS.webVitals}/${String(stored.day)}`);
      const text = JSON.stringify(stored);
      for (const trace of [...MEMBER_TRACES, '1234.5678', '0.0123']) expect(text, trace).not.toContain(trace);
      // What it holds instead: the bucket of each metric, by page and device class.
      expect(Object.keys(stored).sort()).toEqual(['day', PAGE_VIEW_EXPIRY_FIELD, 'pages', 'site']);
      const histograms = { phone: { LCP: { '1500': { operand: 1 } }, CLS: { '0.025': { operand: 1 } } } };
      expect(JSON.parse(JSON.stringify({ pages: stored.pages, site: stored.site }))).toEqual({
        pages: { [ARTICLE]: histograms },
        site: histograms,
      });
    } finally {
      await api.close();
    }
  });

  it('expires with its day, by a TTL policy, its histograms not indexed', () => {
    const declared = fieldOverridesOf(COLLECTIONS.webVitals);
    expect(declared).toContainEqual(ttlField(COLLECTIONS.webVitals, PAGE_VIEW_EXPIRY_FIELD));
    expect(declared).toContainEqual(unindexedField(COLLECTIONS.webVitals, 'pages'));
  });
});
