import { describe, expect, it } from 'vitest';
import { clickWindowStart, summarizeAffiliateClicks, type RecordedClick } from './affiliate-stats';

const now = new Date('2026-11-22T15:00:00.000Z');
const at = (iso: string) => Date.parse(iso);
const click = (affiliate: string, iso: string, extra: Partial<RecordedClick> = {}): RecordedClick => ({
  affiliate,
  source: 'app-reviews-page',
  bot: false,
  clickedAt: at(iso),
  ...extra,
});

describe('summarizeAffiliateClicks', () => {
  it('opens the window at midnight UTC 29 days before today', () => {
    expect(new Date(clickWindowStart(now)).toISOString()).toBe('2026-10-24T00:00:00.000Z');
  });

  it('counts per day, per affiliate and per source over 7 and 30 days, leaving bots out', () => {
    const stats = summarizeAffiliateClicks(
      [
        click('Christian Mingle', '2026-11-22T09:00:00.000Z'),
        click('Christian Mingle', '2026-11-16T00:00:00.000Z'), // first instant of the 7-day window
        click('Christian Mingle', '2026-11-15T23:59:59.999Z', { source: 'resources-page' }),
        click('eHarmony', '2026-10-24T00:00:00.000Z'),
        click('eHarmony', '2026-10-23T23:59:59.999Z'), // a day too old
        click('eHarmony', '2026-11-22T10:00:00.000Z', { bot: true }),
      ],
      now,
    );
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ date: '2026-10-24', clicks: 1 });
    expect(stats.days.at(-1)).toEqual({ date: '2026-11-22', clicks: 1 });
    expect(stats.days.find((day) => day.date === '2026-11-15')?.clicks).toBe(1);
    expect(stats.totals).toEqual({ last7: 2, last30: 4, botsLast30: 1 });
    expect(stats.byAffiliate).toEqual([
      { name: 'Christian Mingle', last7: 2, last30: 3 },
      { name: 'eHarmony', last7: 0, last30: 1 },
    ]);
    expect(stats.bySource).toEqual([
      { name: 'app-reviews-page', last7: 2, last30: 3 },
      { name: 'resources-page', last7: 0, last30: 1 },
    ]);
  });

  it('answers zeros, not gaps, for a site without clicks', () => {
    const stats = summarizeAffiliateClicks([], now);
    expect(stats.days.every((day) => day.clicks === 0)).toBe(true);
    expect(stats.totals).toEqual({ last7: 0, last30: 0, botsLast30: 0 });
    expect(stats.byAffiliate).toEqual([]);
  });
});
