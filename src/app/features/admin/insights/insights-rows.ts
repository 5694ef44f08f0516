// What the Insights screen shows of the server's sums (src/domain/insights.ts): the rates, the
// labels and the range. Pure, so the screen stays a layout.
import { INSIGHTS_RANGE_DAYS, lastDays, rate } from '@/domain/insights';
import { insightsRangeSchema } from '@/domain/schemas';
import type { DeviceClass } from '@/domain/user-agent';
import { NO_REFERRER, OTHER_REFERRERS } from '@/domain/page-views';
import { DAY_MS, utcDay } from '@/domain/utc-day';
import {
  WEB_VITALS_MAX_DAYS,
  WEB_VITAL_BUCKETS,
  type SiteWebVitals,
  type VitalsDevice,
  type WebVitalName,
  type WebVitalRating,
  type WebVitalSummary,
  type WebVitalsRow,
} from '@/domain/web-vitals';

/** A share as a percentage with one decimal ('12.5%'), or '—' when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  const share = rate(part, whole);
  return share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}

/** A conversion's share of the views, for a total's caption ('(12.5% of views)'); none without views. */
export function ofViews(part: number, views: number): string | undefined {
  return views > 0 ? `(${percent(part, views)} of views)` : undefined;
}

/** A referrer's name as the owner reads it. */
export const referrerLabel = (host: string) =>
  host === NO_REFERRER ? 'Direct or unknown' : host === OTHER_REFERRERS ? 'Other sites' : host;

const DEVICE_LABEL: Record<DeviceClass, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Computer' };
/** A device class as the owner reads it. */
export const deviceLabel = (device: string) => DEVICE_LABEL[device as DeviceClass] ?? device;

/** The file name of the daily rows' CSV. */
export const insightsCsvFilename = ({ from, to }: { from: string; to: string }) => `insights-${from}-to-${to}.csv`;

/** The range in the address (`?from=&to=`), when it is one the server takes (the same schema); else undefined. */
export function rangeOfSearch(search: URLSearchParams): { from: string; to: string } | undefined {
  return insightsRangeSchema.safeParse({ from: search.get('from'), to: search.get('to') }).data;
}

/** The range the screen shows when the address names none. */
const DEFAULT_INSIGHTS_DAYS = 28;

/** The range the screen shows for an address: the one it names, or the last DEFAULT_INSIGHTS_DAYS days. */
export const insightsRangeOf = (search: URLSearchParams) => rangeOfSearch(search) ?? lastDays(DEFAULT_INSIGHTS_DAYS);

type Range = { from: string; to: string };

/** Which of the offered ranges (the last 7 or 28 days, today included) `range` is, if it is one. */
export function presetOf(range: Range, now = Date.now()): (typeof INSIGHTS_RANGE_DAYS)[number] | undefined {
  return INSIGHTS_RANGE_DAYS.find((days) => {
    const preset = lastDays(days, now);
    return preset.from === range.from && preset.to === range.to;
  });
}

/**
 * Whether the date picker refuses `day` (`YYYY-MM-DD`): a day after today (UTC, as the server counts)
 * or, once the range's first day `from` is picked, one that would make it longer than INSIGHTS_MAX_DAYS.
 */
export function dayRefused(day: string, from: string | undefined, now = Date.now()): boolean {
  if (day > lastDays(1, now).to) return true;
  if (!from) return false;
  const [first, last] = day < from ? [day, from] : [from, day];
  return !insightsRangeSchema.safeParse({ from: first, to: last }).success;
}

/** The days the Web Vitals table reads for a range: the range itself, or its last WEB_VITALS_MAX_DAYS. */
export function vitalsRangeOf({ from, to }: Range): Range {
  const earliest = utcDay(Date.parse(`${to}T00:00:00Z`) - (WEB_VITALS_MAX_DAYS - 1) * DAY_MS);
  return { from: from > earliest ? from : earliest, to };
}

/** The device classes' names for the Web Vitals' choice, with all of them together. */
export const vitalsDeviceLabel = (device: VitalsDevice) => (device === 'all' ? 'All devices' : deviceLabel(device));

/** The site's row and then each page's, on the chosen class of device. */
export const vitalsRowsFor = (vitals: SiteWebVitals, device: VitalsDevice): WebVitalsRow[] =>
  [...vitals.site, ...vitals.pages].filter((row) => row.device === device);

export const RATING_LABEL: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

const vitalNumber = (name: WebVitalName, value: number) =>
  name === 'CLS' ? String(value) : name === 'LCP' ? `${value / 1000} s` : `${value} ms`;

/**
 * A 75th percentile as the owner reads it: its bucket's edge ('≤ 2.5 s', '≤ 200 ms', '≤ 0.1'), or more
 * than the last edge for the open bucket.
 */
export function vitalValue(name: WebVitalName, summary: WebVitalSummary): string {
  if (summary.p75 !== undefined) return `≤ ${vitalNumber(name, summary.p75)}`;
  const edges = WEB_VITAL_BUCKETS[name];
  return `> ${vitalNumber(name, edges[edges.length - 1] ?? 0)}`;
}
