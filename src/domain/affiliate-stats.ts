import { DAY_MS, utcDay } from './utc-day';
import type { AffiliateClickStats, ClickCount } from './types';

export const CLICK_WINDOW_DAYS = 30;
export const CLICK_RECENT_DAYS = 7;

export interface RecordedClick {
  affiliate: string;
  source: string;
  bot: boolean;
  /** epoch milliseconds */
  clickedAt: number;
}

/** Midnight UTC that opens the 30-day window ending today (the first instant worth reading). */
export function clickWindowStart(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - (CLICK_WINDOW_DAYS - 1) * DAY_MS;
}

function countBy(clicks: RecordedClick[], key: 'affiliate' | 'source', recentStart: number): ClickCount[] {
  const counts = new Map<string, ClickCount>();
  for (const click of clicks) {
    const name = click[key];
    const row = counts.get(name) ?? { name, last7: 0, last30: 0 };
    row.last30 += 1;
    if (click.clickedAt >= recentStart) row.last7 += 1;
    counts.set(name, row);
  }
  return [...counts.values()].sort((a, b) => b.last30 - a.last30 || b.last7 - a.last7 || a.name.localeCompare(b.name));
}

/**
 * The owner's numbers: per UTC day over the last 30 days (today included), and per affiliate and
 * per source over the last 7 and 30. Clicks flagged as bots are counted apart and left out.
 */
export function summarizeAffiliateClicks(clicks: RecordedClick[], now: Date): AffiliateClickStats {
  const windowStart = clickWindowStart(now);
  const recentStart = windowStart + (CLICK_WINDOW_DAYS - CLICK_RECENT_DAYS) * DAY_MS;
  const inWindow = clicks.filter((click) => click.clickedAt >= windowStart && click.clickedAt <= now.getTime());
  const people = inWindow.filter((click) => !click.bot);

  const perDay = new Map<string, number>();
  for (let day = 0; day < CLICK_WINDOW_DAYS; day += 1) perDay.set(utcDay(windowStart + day * DAY_MS), 0);
  for (const click of people) {
    const date = utcDay(click.clickedAt);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }

  return {
    generatedAt: now.toISOString(),
    days: [...perDay].map(([date, count]) => ({ date, clicks: count })),
    totals: {
      last7: people.filter((click) => click.clickedAt >= recentStart).length,
      last30: people.length,
      botsLast30: inWindow.length - people.length,
    },
    byAffiliate: countBy(people, 'affiliate', recentStart),
    bySource: countBy(people, 'source', recentStart),
  };
}
