// The owner's Insights: which page a conversion is credited to (functions/src/services/insights.ts),
// what a credit writes, and the range's numbers summed from the days' documents (src/domain/insights.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { fieldOverridesOf, ttlField, unindexedField } from '../support/field-overrides';
import {
  addSpans,
  convertingPaths,
  daysBetween,
  INSIGHTS_SPAN_COUNTS,
  INSIGHTS_SPAN_MAX_DAYS,
  INSIGHTS_TOP_ROWS,
  insightsCsv,
  lastDays,
  rankedPaths,
  rate,
  spanDays,
  spanOfDay,
  spansOfRange,
  summarizeInsights,
  type StoredInsightsDay,
} from '@/domain/insights';
import { ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { insightsRangeSchema } from '@/domain/schemas';
import {
  conversionCreditOf,
  conversionWrite,
  shownPageTitles,
  type ConversionRequest,
} from '../../functions/src/services/insights';
import { PAGE_VIEW_EXPIRY_FIELD } from '../../functions/src/services/page-views';
import { USER_AGENTS } from '../support/user-agents';

const SITE = 'https://faithfulmatches.com';
const ARTICLE = ROUTES.article('first-dates-with-purpose');

const request = (changes: Partial<ConversionRequest>): ConversionRequest => ({
  referer: `${SITE}${ARTICLE}?utm_source=x`,
  fromTheSite: false,
  siteOrigin: SITE,
  userAgent: USER_AGENTS.phone,
  ...changes,
});

describe('conversionCreditOf', () => {
  it("credits the site's page the reader pressed on, by its path alone", () => {
    expect(conversionCreditOf(request({}))).toEqual({ page: ARTICLE });
    expect(conversionCreditOf(request({ referer: `${SITE}${ROUTES.appReviews}#review-1` }))).toEqual({
      page: ROUTES.appReviews,
    });
  });

  it('counts, uncredited, a conversion from another site, no page, or a page no view is counted for', () => {
    // strict-origin-when-cross-origin sends another site's origin alone: its '/' is not our Home.
    expect(conversionCreditOf(request({ referer: 'https://elsewhere.example/' }))).toEqual({});
    expect(conversionCreditOf(request({ referer: undefined }))).toEqual({});
    expect(conversionCreditOf(request({ referer: `${SITE}${ROUTES.dashboard}` }))).toEqual({});
    // Another name for the site (the emulators' localhost) when the browser says it is the same origin.
    expect(conversionCreditOf(request({ referer: `http://localhost:5000${ARTICLE}`, fromTheSite: true }))).toEqual({
      page: ARTICLE,
    });
  });

  it('counts nothing under Do Not Track or Global Privacy Control, or for a crawler or a script', () => {
    expect(conversionCreditOf(request({ doNotTrack: '1' }))).toBeUndefined();
    expect(conversionCreditOf(request({ globalPrivacyControl: '1' }))).toBeUndefined();
    expect(
      conversionCreditOf(request({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
    ).toBeUndefined();
    expect(conversionCreditOf(request({ userAgent: undefined }))).toBeUndefined();
  });

  it("writes the day's total, the page's count and the affiliate's, and nothing about the reader", () => {
    const write = conversionWrite('2026-11-29', 'clicks', { page: ARTICLE }, 'Upward');
    expect(Object.keys(write).sort()).toEqual(['affiliates', 'clicks', 'conversions', 'day', 'expiresAt']);
    expect(Object.keys(write.clicks as object)).toEqual([ARTICLE]);
    expect(Object.keys(conversionWrite('2026-11-29', 'signups', {})).sort()).toEqual([
      'conversions',
      'day',
      'expiresAt',
    ]);
  });
});

describe('summarizeInsights', () => {
  const published = new Map([['first-dates-with-purpose', 'First Dates With Purpose']]);
  const articleTitles = async (slugs: string[]) =>
    new Map(slugs.flatMap((slug) => (published.has(slug) ? [[slug, published.get(slug)!] as const] : [])));
  let titles: Map<string, string>;
  beforeAll(async () => {
    titles = await shownPageTitles(rankedPaths(stored), articleTitles);
  });
  const stored: StoredInsightsDay[] = [
    {
      day: '2026-11-27',
      views: 5,
      pages: { [ARTICLE]: 3, [ROUTES.home]: 1, [ROUTES.article('gone')]: 1 },
      referrers: { '(none)': 3, 'google.com': 2 },
      devices: { phone: 4, desktop: 1 },
      conversions: { clicks: 2, signups: 1 },
      clicks: { [ARTICLE]: 1 },
      signups: { [ROUTES.home]: 1 },
      affiliates: { Upward: 2 },
    },
    { day: '2026-11-29', views: 2, pages: { [ARTICLE]: 2 }, devices: { phone: 2 }, referrers: { 'google.com': 2 } },
  ];

  it('fills every day of the range, sums the totals and ranks published pages with their titles', () => {
    const insights = summarizeInsights(stored.map(spanOfDay), { from: '2026-11-26', to: '2026-11-29', titles });
    expect(insights.days.map((day) => [day.day, day.views, day.clicks, day.signups])).toEqual([
      ['2026-11-26', 0, 0, 0],
      ['2026-11-27', 5, 2, 1],
      ['2026-11-28', 0, 0, 0],
      ['2026-11-29', 2, 0, 0],
    ]);
    expect(insights.totals).toMatchObject({ views: 7, clicks: 2, signups: 1, contacts: 0 });
    expect(insights.pages).toEqual([
      { path: ARTICLE, title: 'First Dates With Purpose', views: 5, clicks: 1, signups: 0, contacts: 0 },
      { path: ROUTES.home, title: expect.any(String), views: 1, clicks: 0, signups: 1, contacts: 0 },
    ]);
    expect(insights.referrers).toEqual([
      { name: 'google.com', count: 4 },
      { name: '(none)', count: 3 },
    ]);
    expect(insights.devices).toEqual([
      { name: 'phone', count: 6 },
      { name: 'desktop', count: 1 },
    ]);
    expect(insights.affiliates).toEqual([{ name: 'Upward', count: 2 }]);
  });

  it('ranks the converting articles by their conversions among every page, not among the most viewed', async () => {
    // INSIGHTS_TOP_ROWS articles read more than the one that converts, read once.
    const busy = Array.from({ length: INSIGHTS_TOP_ROWS }, (_, i) => ROUTES.article(`busy-${i}`));
    const quiet = ROUTES.article('quiet-but-converting');
    const day: StoredInsightsDay = {
      day: '2026-11-28',
      pages: { ...Object.fromEntries(busy.map((path) => [path, 10])), [quiet]: 1 },
      signups: { [quiet]: 2, [busy[0]!]: 1 },
      contacts: { [quiet]: 1, [ROUTES.contact]: 3 },
    };
    const everyArticle = async (slugs: string[]) => new Map(slugs.map((slug) => [slug, slug] as const));
    const spans = [spanOfDay(day)];
    const titled = new Map([
      ...(await shownPageTitles(rankedPaths(spans), everyArticle)),
      ...(await shownPageTitles(convertingPaths(spans), everyArticle)),
    ]);
    expect(convertingPaths(spans)).toEqual([quiet, busy[0]]);
    const insights = summarizeInsights(spans, { from: '2026-11-28', to: '2026-11-28', titles: titled });
    expect(insights.pages.map((page) => page.path)).not.toContain(quiet);
    expect(insights.converting.map((page) => [page.path, page.views, page.signups, page.contacts])).toEqual([
      [quiet, 1, 2, 1],
      [busy[0], 10, 1, 0],
    ]);
  });

  it('ranks the pages by views, the path breaking ties, a page with conversions only last', () => {
    expect(rankedPaths([...stored, { day: '2026-11-30', contacts: { [ROUTES.faq]: 1 } }])).toEqual([
      ARTICLE,
      ROUTES.home,
      ROUTES.article('gone'),
      ROUTES.faq,
    ]);
  });

  it("reads the titles of the pages shown only, in rank order, past those readers can't reach", async () => {
    const asked: string[][] = [];
    const ranked = [ROUTES.article('draft'), ROUTES.home, ARTICLE, ROUTES.article('third'), ROUTES.faq];
    const shown = await shownPageTitles(
      ranked,
      async (slugs) => {
        asked.push(slugs);
        return articleTitles(slugs);
      },
      2,
    );
    expect([...shown.keys()]).toEqual([ROUTES.home, ARTICLE]);
    expect(shown.get(ARTICLE)).toBe('First Dates With Purpose');
    // The draft's batch came first; the third article and the FAQ, past the two rows, are never read.
    expect(asked).toEqual([['draft'], ['first-dates-with-purpose']]);
  });

  it('exports the daily rows as CSV, and rates nothing over no views', () => {
    const insights = summarizeInsights(stored.map(spanOfDay), { from: '2026-11-27', to: '2026-11-28', titles });
    expect(insightsCsv(insights.days)).toBe(
      'day,views,clicks,signups,contacts\r\n2026-11-27,5,2,1,0\r\n2026-11-28,0,0,0,0\r\n',
    );
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(1, 0)).toBeUndefined();
  });
});

describe('spans of days', () => {
  const today = '2026-11-29';

  it('cover a range exactly, each aligned to its own length, the days from today on alone', () => {
    for (const [from, to] of [
      ['2026-11-02', '2026-11-29'],
      ['2026-09-01', '2026-11-29'],
      ['2025-10-27', '2026-11-29'],
      ['2026-11-27', '2026-11-29'],
      ['2026-11-29', '2026-12-02'],
      ['2026-10-01', '2026-10-31'],
    ] as const) {
      const spans = spansOfRange({ from, to }, today);
      expect(spans.flatMap(spanDays)).toEqual(daysBetween(from, to));
      for (const span of spans) {
        expect(Number.isInteger(Math.log2(span.size)) && span.size <= INSIGHTS_SPAN_MAX_DAYS).toBe(true);
        expect((Date.parse(`${span.first}T00:00:00Z`) / 86_400_000) % span.size).toBe(0);
        if (span.size > 1) expect(spanDays(span).at(-1)! < today).toBe(true);
      }
      expect(spans.filter((span) => span.first >= today).every((span) => span.size === 1)).toBe(true);
    }
  });

  it('read a month as at most 7 documents and a quarter as 10, and a new day sums about one new span', () => {
    for (const [length, most] of [
      [28, 7],
      [90, 10],
    ] as const) {
      const seen = new Set<string>();
      const newPerDay: number[] = [];
      for (let day = 0; day < 120; day += 1) {
        const now = Date.parse('2026-08-01T12:00:00Z') + day * 86_400_000;
        const spans = spansOfRange(lastDays(length, now), utcDay(now));
        expect(spans.length).toBeLessThanOrEqual(most);
        const kept = spans.filter((span) => span.size > 1).map((span) => `${span.first}+${span.size}`);
        if (day > 0) newPerDay.push(kept.filter((id) => !seen.has(id)).length);
        for (const id of kept) seen.add(id);
      }
      // Each day's range reuses the aligned spans earlier days summed: most days sum one new span.
      expect(newPerDay.reduce((sum, n) => sum + n, 0) / newPerDay.length).toBeLessThan(1);
    }
  });

  it('kept, expire by a TTL policy, and no field of theirs is indexed', () => {
    const declared = fieldOverridesOf(COLLECTIONS.pageViewSpans);
    expect(declared).toContainEqual(ttlField(COLLECTIONS.pageViewSpans, PAGE_VIEW_EXPIRY_FIELD));
    // A span names every page read on any of its days: indexed, its maps would pass Firestore's
    // 40,000 index entries a document.
    for (const field of ['days', 'sources', ...INSIGHTS_SPAN_COUNTS])
      expect(declared).toContainEqual(unindexedField(COLLECTIONS.pageViewSpans, field));
  });

  it('sum to the numbers their days give', async () => {
    const days: StoredInsightsDay[] = [
      {
        day: '2026-11-24',
        views: 4,
        pages: { [ARTICLE]: 3, [ROUTES.faq]: 1 },
        referrers: { 'google.com': 4 },
        devices: { phone: 4 },
        conversions: { clicks: 1 },
        clicks: { [ARTICLE]: 1 },
        affiliates: { Upward: 1 },
      },
      { day: '2026-11-25', views: 2, pages: { [ARTICLE]: 2 }, devices: { desktop: 2 }, signups: { [ROUTES.faq]: 1 } },
      { day: '2026-11-26', conversions: { contacts: 1 }, contacts: { [ROUTES.contact]: 1 } },
    ];
    const titles = new Map([
      [ARTICLE, 'First Dates With Purpose'],
      [ROUTES.faq, 'FAQ'],
      [ROUTES.contact, 'Contact'],
    ]);
    const range = { from: '2026-11-23', to: '2026-11-27' };
    const summed = addSpans([spanOfDay(days[2]!), spanOfDay(days[0]!), spanOfDay(days[1]!)]);
    expect(summed.days.map((row) => row.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(summed.pages).toEqual({ [ARTICLE]: 5, [ROUTES.faq]: 1 });
    // A day without conversions' totals (written before they were kept) counts its pages' conversions.
    expect(summed.days[1]).toEqual({ day: '2026-11-25', views: 2, clicks: 0, signups: 1, contacts: 0 });
    expect(summarizeInsights([summed], { ...range, titles })).toEqual(
      summarizeInsights(days.map(spanOfDay), { ...range, titles }),
    );
    expect(rankedPaths([summed])).toEqual(rankedPaths(days));
  });
});

describe('the range', () => {
  it('is two days, the first not after the last, at most 400 days', () => {
    expect(insightsRangeSchema.safeParse(lastDays(28, Date.parse('2026-11-29T12:00:00Z'))).data).toEqual({
      from: '2026-11-02',
      to: '2026-11-29',
    });
    expect(insightsRangeSchema.safeParse({ from: '2026-11-29', to: '2026-11-01' }).success).toBe(false);
    expect(insightsRangeSchema.safeParse({ from: '2025-01-01', to: '2026-11-29' }).success).toBe(false);
    expect(insightsRangeSchema.safeParse({ from: '29/11/2026', to: '2026-11-29' }).success).toBe(false);
  });
});
