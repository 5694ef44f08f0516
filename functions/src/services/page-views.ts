// Page views, counted per UTC day without a Firestore write per view. Each instance adds the views it
// is sent to counts in memory, and writes them as one increment of the day's document
// (`pageViews/{day}`) once the oldest has waited `flushAfterMs`, or `maxBuffered` have gathered: the
// buffered counter pattern, where Firebase's sharded counters would still write once per view. A day's
// document is written at most once per flush and instance, well within Firestore's one write a second
// to a document.
//
// A view is counted only on a page that exists, and a day names a bounded number of referring sites
// (./counting-bounds.ts): no counting document grows with what a client makes up.
//
// What is kept of a view: its path, the referrer's host and the class of device. Not the address, the
// user agent, the full referrer, a cookie or a user id: none of them reaches this module's output.
// A page load's Core Web Vitals are gathered in the same buffer and written beside the day's views,
// to `webVitals/{day}`: a bucket of each metric's histogram per page and device class (never the
// values themselves: src/domain/web-vitals.ts).
import { COLLECTIONS } from '@/domain/collections';
import { NO_REFERRER, PAGE_VIEW_RETENTION_MONTHS, type PageViewBeacon } from '@/domain/page-views';
import { deviceClass, isBotUserAgent, type DeviceClass } from '@/domain/user-agent';
import { utcDay } from '@/domain/utc-day';
import { bucketOf, WEB_VITALS, type WebVitalName, type WebVitalsBeacon } from '@/domain/web-vitals';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { countingBoundsOf, isCountedPath } from './counting-bounds';

/** The TTL field (firestore.indexes.json fieldOverrides: pageViews.expiresAt, ttl: true). */
export const PAGE_VIEW_EXPIRY_FIELD = 'expiresAt';

/** What a view's request says besides its beacon: who sent it, and whether the reader asked not to be counted. */
export interface ViewRequest {
  userAgent?: string;
  /** The `DNT` header: '1' when the reader asked sites not to track them. */
  doNotTrack?: string;
  /** The `Sec-GPC` header: '1' when the reader's browser sends Global Privacy Control. */
  globalPrivacyControl?: string;
}

/**
 * Whether a request may be counted at all (a view, or a conversion's credit): not when the reader
 * sent Do Not Track or Global Privacy Control, nor from a crawler or a script (the same test as
 * affiliate clicks), nor without a user agent.
 */
export function mayCount(request: ViewRequest): request is ViewRequest & { userAgent: string } {
  if (request.doNotTrack?.trim() === '1' || request.globalPrivacyControl?.trim() === '1') return false;
  return !!request.userAgent && !isBotUserAgent(request.userAgent);
}

/** Whether a page load's beacon may be counted: its reader and sender may be (mayCount), and its page is one counted. */
const mayCountPage = (request: ViewRequest, path: string): request is ViewRequest & { userAgent: string } =>
  mayCount(request) && isCountedPath(path);

/** A view as it is counted: all that is kept of a page load. */
export interface CountedView {
  path: string;
  /** The referrer's host, or NO_REFERRER. */
  referrer: string;
  device: DeviceClass;
}

/**
 * The view a beacon counts, or undefined when it counts none: the reader sent Do Not Track or Global
 * Privacy Control, a crawler or a script sent it (the same test as affiliate clicks), or its path is
 * no page a view is counted for.
 */
export function countedViewOf(beacon: PageViewBeacon, request: ViewRequest): CountedView | undefined {
  if (!mayCountPage(request, beacon.path)) return undefined;
  return { path: beacon.path, referrer: beacon.referrer || NO_REFERRER, device: deviceClass(request.userAgent) };
}

/** A page load's vitals as they are counted: its page, its class of device and the bucket of each metric. */
export interface CountedVitals {
  path: string;
  device: DeviceClass;
  buckets: Partial<Record<WebVitalName, string>>;
}

/** The vitals a beacon counts, or undefined when it counts none: the same readers and pages as views. */
export function countedVitalsOf(beacon: WebVitalsBeacon, request: ViewRequest): CountedVitals | undefined {
  if (!mayCountPage(request, beacon.path)) return undefined;
  const buckets: CountedVitals['buckets'] = {};
  for (const name of WEB_VITALS) {
    const value = beacon.vitals[name];
    if (value !== undefined) buckets[name] = bucketOf(name, value);
  }
  return { path: beacon.path, device: deviceClass(request.userAgent), buckets };
}

// A page's path has no whitespace (pageViewBeaconSchema), so a space can join a histogram's key.
const VITALS_KEY_SEPARATOR = ' ';

/** The key of one bucket of a page's, device's and metric's histogram, in a day's buffered counts. */
export const vitalsKey = (path: string, device: DeviceClass, name: WebVitalName, bucket: string) =>
  [path, device, name, bucket].join(VITALS_KEY_SEPARATOR);

/** One day's views and vitals gathered by an instance since its last write. */
export interface DayCounts {
  views: number;
  pages: Map<string, number>;
  referrers: Map<string, number>;
  devices: Map<DeviceClass, number>;
  /** Page loads whose vitals were gathered. */
  vitalsLoads: number;
  /** Page loads by histogram bucket, keyed by vitalsKey (the buckets are @/domain/web-vitals's bucketOf). */
  vitals: Map<string, number>;
}

const emptyDay = (): DayCounts => ({
  views: 0,
  pages: new Map(),
  referrers: new Map(),
  devices: new Map(),
  vitalsLoads: 0,
  vitals: new Map(),
});

/** What the buffer holds of a day: its views and its page loads' vitals. */
const beaconsIn = (counts: DayCounts) => counts.views + counts.vitalsLoads;

/** A counted beacon: a page's view, or a page load's vitals. */
export type CountedBeacon = CountedView | CountedVitals;

function addTo<Key>(counts: Map<Key, number>, key: Key, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

function addDay(into: DayCounts, from: DayCounts): void {
  into.views += from.views;
  for (const [path, n] of from.pages) addTo(into.pages, path, n);
  for (const [host, n] of from.referrers) addTo(into.referrers, host, n);
  for (const [device, n] of from.devices) addTo(into.devices, device, n);
  into.vitalsLoads += from.vitalsLoads;
  for (const [key, n] of from.vitals) addTo(into.vitals, key, n);
}

/** A beacon's counts, as a day's. */
function countsOf(beacon: CountedBeacon): DayCounts {
  const counts = emptyDay();
  if ('buckets' in beacon) {
    counts.vitalsLoads = 1;
    for (const name of WEB_VITALS) {
      const bucket = beacon.buckets[name];
      if (bucket) counts.vitals.set(vitalsKey(beacon.path, beacon.device, name, bucket), 1);
    }
  } else {
    counts.views = 1;
    counts.pages.set(beacon.path, 1);
    counts.referrers.set(beacon.referrer, 1);
    counts.devices.set(beacon.device, 1);
  }
  return counts;
}

/** The first instant past a day's retention: 13 months after the day. */
export function dayExpiry(day: string): Date {
  const expiry = new Date(`${day}T00:00:00Z`);
  expiry.setUTCMonth(expiry.getUTCMonth() + PAGE_VIEW_RETENTION_MONTHS);
  return expiry;
}

const increments = <Key extends string>(counts: Map<Key, number>) =>
  Object.fromEntries([...counts].map(([key, n]) => [key, FieldValue.increment(n)]));

/**
 * The merge a flush writes to a day's document. Maps are written as nested objects, whose keys are
 * taken as they are (a path's '/' or a host's '.' names no nested field, as it would in `update`).
 */
export function dayCountsWrite(day: string, counts: DayCounts) {
  return {
    day,
    views: FieldValue.increment(counts.views),
    pages: increments(counts.pages),
    referrers: increments(counts.referrers),
    devices: increments(counts.devices),
    [PAGE_VIEW_EXPIRY_FIELD]: Timestamp.fromDate(dayExpiry(day)),
  };
}

/**
 * The merge a flush writes to a day's vitals: `pages.{path}.{device}.{metric}.{bucket}` increments,
 * and the same summed over the pages into `site.{device}.{metric}.{bucket}`, so the site's rows need
 * no page's histograms read (./insights.ts, siteWebVitals). Nested objects: a path's '/' or a
 * bucket's '.' names no nested field, as it would in `update`.
 */
export function dayVitalsWrite(day: string, vitals: ReadonlyMap<string, number>) {
  const siteCounts = new Map<string, number>();
  for (const [key, n] of vitals) {
    const [, ...histogramKey] = key.split(VITALS_KEY_SEPARATOR);
    const siteKey = histogramKey.join(VITALS_KEY_SEPARATOR);
    siteCounts.set(siteKey, (siteCounts.get(siteKey) ?? 0) + n);
  }
  return {
    day,
    site: nestedIncrements(siteCounts),
    pages: nestedIncrements(vitals),
    [PAGE_VIEW_EXPIRY_FIELD]: Timestamp.fromDate(dayExpiry(day)),
  };
}

/** Counts keyed by VITALS_KEY_SEPARATOR-joined names, as nested objects of increments: 'a b c' → {a: {b: {c: +n}}}. */
function nestedIncrements(counts: ReadonlyMap<string, number>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, n] of counts) {
    const names = key.split(VITALS_KEY_SEPARATOR);
    const leaf = names.pop()!;
    let level = nested;
    for (const name of names) level = (level[name] ??= {}) as Record<string, unknown>;
    level[leaf] = FieldValue.increment(n);
  }
  return nested;
}

export interface PageViewCounterOptions {
  /** Longest a view waits in memory before its day is written. */
  flushAfterMs: number;
  /** Beacons gathered that are written at once, however young. */
  maxBuffered: number;
  /** Beacons kept through failed writes: past this, a failed day's are given up (the failure is reported). */
  maxKept: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface PageViewCounter {
  /** Counts a view or a page load's vitals; resolves once in memory, or written when it made the buffer due. */
  add(beacon: CountedBeacon): Promise<void>;
  /** Writes every day gathered so far. A day that fails to write is kept for the next flush. */
  flush(): Promise<void>;
  /** Beacons in memory, not yet written. */
  readonly buffered: number;
}

export function createPageViewCounter(
  write: (day: string, counts: DayCounts) => Promise<void>,
  { flushAfterMs, maxBuffered, maxKept, now = Date.now, onError = () => undefined }: PageViewCounterOptions,
): PageViewCounter {
  let days = new Map<string, DayCounts>();
  let buffered = 0;
  let oldestAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const writing = days;
    days = new Map();
    buffered = 0;
    await Promise.all(
      [...writing].map(async ([day, counts]) => {
        try {
          await write(day, counts);
        } catch (error) {
          onError(error);
          if (buffered + beaconsIn(counts) <= maxKept) keep(day, counts);
        }
      }),
    );
  }

  function dayOf(day: string): DayCounts {
    let counts = days.get(day);
    if (!counts) days.set(day, (counts = emptyDay()));
    return counts;
  }

  // A quiet instance writes what it holds too. Where the platform gives an instance no CPU between
  // requests, the timer runs late, and the next view's own check writes the buffer in its request.
  function keep(day: string, counts: DayCounts): void {
    if (buffered === 0) oldestAt = now();
    addDay(dayOf(day), counts);
    buffered += beaconsIn(counts);
    // Unref'd: a server keeps the process alive anyway; a script or a test that added a view need not wait.
    timer ??= setTimeout(() => void flush(), flushAfterMs).unref();
  }

  return {
    async add(beacon) {
      const at = now();
      keep(utcDay(at), countsOf(beacon));
      if (buffered >= maxBuffered || at - oldestAt >= flushAfterMs) await flush();
    },
    flush,
    get buffered() {
      return buffered;
    },
  };
}

/**
 * Writes a day's counts to Firestore: one merge of increments of its views' document and one of its
 * vitals', in one batch, whatever the number of beacons.
 */
export const firestoreDayWriter =
  (db: () => Firestore) =>
  async (day: string, counts: DayCounts): Promise<void> => {
    const batch = db().batch();
    if (counts.views > 0) {
      // At most REFERRERS_PER_DAY_MAX referring sites a day, whatever the beacons name (./counting-bounds.ts).
      const referrers = await countingBoundsOf(db()).capReferrers(day, counts.referrers);
      batch.set(db().collection(COLLECTIONS.pageViews).doc(day), dayCountsWrite(day, { ...counts, referrers }), {
        merge: true,
      });
    }
    if (counts.vitals.size > 0) {
      batch.set(db().collection(COLLECTIONS.webVitals).doc(day), dayVitalsWrite(day, counts.vitals), { merge: true });
    }
    await batch.commit();
  };

/**
 * Beacons allowed per client (an address or IPv6 /64) and window, counted in this instance's memory.
 * The Firestore-backed limits of the forms (./rate-limits.ts) would cost the writes per view this
 * counter saves; a client spread over instances gets each instance's allowance, which still bounds
 * what one client can add to the counts.
 */
export function createClientWindowLimit({ max, windowMs }: { max: number; windowMs: number }) {
  let windowStart = 0;
  let seen = new Map<string, number>();
  return (client: string, at = Date.now()): boolean => {
    if (at - windowStart >= windowMs) {
      windowStart = at - (at % windowMs);
      seen = new Map();
    }
    const count = (seen.get(client) ?? 0) + 1;
    seen.set(client, count);
    return count <= max;
  };
}
