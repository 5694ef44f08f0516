// Real readers' Core Web Vitals: each counted page load measures its LCP, INP and CLS with Google's
// `web-vitals` (src/lib/web-vitals-beacon.ts) and sends them once, as the reader first leaves the
// page, to the page views' endpoint (POST /api/page-views). The api function adds each value to a
// histogram of its day, page, device class and metric (`webVitals/{day}`), never keeping the value
// itself; the owner's Insights read the 75th percentile from the histograms. No zod here: the
// beacon's sender imports the names.
import { DEVICE_CLASSES } from './user-agent';

/** The Core Web Vitals, as `web-vitals` names them. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** What a page load's vitals beacon says: the page, and each metric it measured. */
export interface WebVitalsBeacon {
  path: string;
  vitals: Partial<Record<WebVitalName, number>>;
}

/** The largest value taken of each metric: past these, a value is a broken clock, not a slow page. */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/**
 * Google's thresholds: at most `good` is good, more than `poor` is poor, between them needs
 * improvement (web.dev/articles/vitals). LCP and INP in milliseconds; CLS has no unit.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/**
 * Each histogram's buckets by their upper edge, inclusive; the last is open. Google's thresholds are
 * edges, so a 75th percentile's rating is exact, and the percentile itself is read as its bucket's
 * edge ("at most"). Finer where pages usually are.
 */
export const WEB_VITAL_BUCKETS: Record<WebVitalName, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  INP: [50, 100, 150, 200, 300, 400, 500, 1000, 2000],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

/** The key of the open bucket past the last edge. */
export const OPEN_BUCKET = 'more';

/** The key of the bucket a value falls in: its upper edge as written, or OPEN_BUCKET. */
export function bucketOf(name: WebVitalName, value: number): string {
  const edge = WEB_VITAL_BUCKETS[name].find((upper) => value <= upper);
  return edge === undefined ? OPEN_BUCKET : String(edge);
}

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A histogram as stored: how many page loads fell in each bucket, by the bucket's key. */
export type WebVitalHistogram = Record<string, number>;

/** What a histogram says: its 75th percentile (a bucket's edge; undefined in the open bucket), rating and size. */
export interface WebVitalSummary {
  /** The upper edge of the bucket the 75th percentile falls in; undefined when that is the open one. */
  p75?: number;
  rating: WebVitalRating;
  /** Page loads that measured this metric. */
  samples: number;
}

/** The 75th percentile of a histogram, as the bucket it falls in; undefined for an empty one. */
export function summarizeHistogram(name: WebVitalName, histogram: WebVitalHistogram): WebVitalSummary | undefined {
  const count = (key: string) => (Number.isFinite(histogram[key]) ? Math.max(0, histogram[key] ?? 0) : 0);
  const keys = [...WEB_VITAL_BUCKETS[name].map(String), OPEN_BUCKET];
  const samples = keys.reduce((total, key) => total + count(key), 0);
  if (samples === 0) return undefined;
  // The smallest bucket by which at least three quarters of the loads are counted.
  let seen = 0;
  for (const key of keys) {
    seen += count(key);
    if (seen >= samples * 0.75) {
      if (key === OPEN_BUCKET) return { rating: 'poor', samples };
      const p75 = Number(key);
      return { p75, rating: ratingOf(name, p75), samples };
    }
  }
  return undefined;
}

/** Adds one histogram's counts to another's. */
export function addHistogram(into: WebVitalHistogram, from: WebVitalHistogram | undefined): void {
  for (const [key, n] of Object.entries(from ?? {})) {
    if (Number.isFinite(n)) into[key] = (into[key] ?? 0) + n;
  }
}

/** One page's (or the site's) histograms of a day, by device class. */
export type DeviceHistograms = Partial<Record<string, Partial<Record<WebVitalName, WebVitalHistogram>>>>;

/**
 * A day's vitals as stored: `site.{device}.{metric}` and `pages.{path}.{device}.{metric}`
 * histograms. The site's are every counted page's together, kept apart so that a range's read
 * can leave out all but the pages it shows.
 */
export interface StoredVitalsDay {
  day: string;
  site?: DeviceHistograms;
  /** Every page measured that day, or those a read asked for. */
  pages?: Record<string, DeviceHistograms>;
}

/** The device classes the owner can choose between, and all of them together. */
export const VITALS_DEVICES = ['all', ...DEVICE_CLASSES] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

/** A page's (or the site's) vitals over a range, on one class of device or all of them. */
export interface WebVitalsRow extends Partial<Record<WebVitalName, WebVitalSummary>> {
  /** The page's path; '' for the whole site. */
  path: string;
  title: string;
  device: VitalsDevice;
  /** Page loads that reported any metric (the most of any one metric's samples). */
  loads: number;
}

/** The longest range of days the Web Vitals are read for: every day holds a histogram per page and device. */
export const WEB_VITALS_MAX_DAYS = 28;

/** What the site's row of the Web Vitals is called. */
export const WHOLE_SITE = 'Whole site';

export interface SiteWebVitals {
  /** First and last day read, inclusive, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  /** The whole site, one row per device class with data and one for all of them. */
  site: WebVitalsRow[];
  /** The most read published pages' rows (the read asks for INSIGHTS_TOP_ROWS of them), most measured first. */
  pages: WebVitalsRow[];
}

type Histograms = Partial<Record<WebVitalName, WebVitalHistogram>>;

function rowOf(path: string, title: string, device: VitalsDevice, histograms: Histograms): WebVitalsRow | undefined {
  const row: WebVitalsRow = { path, title, device, loads: 0 };
  for (const name of WEB_VITALS) {
    const summary = summarizeHistogram(name, histograms[name] ?? {});
    if (!summary) continue;
    row[name] = summary;
    row.loads = Math.max(row.loads, summary.samples);
  }
  return row.loads > 0 ? row : undefined;
}

/**
 * The range's vitals from its stored days: the site's and each published page's 75th percentiles,
 * by device class and for all. A path not among `titles` (no longer published) has no row; it
 * counted in the site's histograms when it was measured, as its views do.
 */
export function summarizeWebVitals(
  stored: StoredVitalsDay[],
  { from, to, titles, limit }: { from: string; to: string; titles: ReadonlyMap<string, string>; limit: number },
): SiteWebVitals {
  // path ('' for the site) → device → metric → histogram
  const sums = new Map<string, Map<VitalsDevice, Histograms>>();
  const add = (path: string, devices: DeviceHistograms | undefined) => {
    for (const device of DEVICE_CLASSES) {
      const histograms = devices?.[device];
      if (!histograms) continue;
      let byDevice = sums.get(path);
      if (!byDevice) sums.set(path, (byDevice = new Map()));
      for (const into of [device, 'all'] as const) {
        let sum = byDevice.get(into);
        if (!sum) byDevice.set(into, (sum = {}));
        for (const name of WEB_VITALS) {
          if (histograms[name]) addHistogram((sum[name] ??= {}), histograms[name]);
        }
      }
    }
  };
  for (const day of stored) {
    add('', day.site);
    for (const [path, devices] of Object.entries(day.pages ?? {})) {
      if (titles.has(path)) add(path, devices);
    }
  }
  const rowsOf = (path: string, title: string) =>
    VITALS_DEVICES.flatMap((device) => {
      const row = rowOf(path, title, device, sums.get(path)?.get(device) ?? {});
      return row ? [row] : [];
    });
  const pages = [...sums.keys()]
    .filter((path) => path !== '')
    .map((path) => rowsOf(path, titles.get(path) ?? path))
    .sort((a, b) => (b[0]?.loads ?? 0) - (a[0]?.loads ?? 0) || (a[0]?.path ?? '').localeCompare(b[0]?.path ?? ''))
    .slice(0, limit)
    .flat();
  return { from, to, site: rowsOf('', WHOLE_SITE), pages };
}
