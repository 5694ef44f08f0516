// The owner's Insights (/admin/insights): page views and the conversions that started on each page,
// summed from the days' documents (`pageViews/{YYYY-MM-DD}`, functions/src/services/page-views.ts)
// over a range of days. One document per day holds everything a day counted. A range is read as spans
// of days (InsightsSpan): a day's document is a span of one, and the sums of closed spans of up to
// INSIGHTS_SPAN_MAX_DAYS days are kept (functions/src/services/insights.ts), so a range of 90 days
// reads about a dozen documents of sums rather than 90 days that each name every page read.
import { toCsv } from './csv';
import { articleSlugOf } from './routes';
import { DAY_MS, utcDay } from './utc-day';

/** The ranges the screen offers first, in days ending today. */
export const INSIGHTS_RANGE_DAYS = [7, 28] as const;
/** The longest range asked for: the days' documents are kept 13 months (PAGE_VIEW_RETENTION_MONTHS). */
export const INSIGHTS_MAX_DAYS = 400;
/** Rows of pages and referrers an answer carries, the most viewed first. */
export const INSIGHTS_TOP_ROWS = 100;

/** What a conversion is: an affiliate click, a newsletter signup or a contact message. */
export const CONVERSION_KINDS = ['clicks', 'signups', 'contacts'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** A day's document as stored: the views' counts and the conversions credited to the page they started on. */
export interface StoredInsightsDay {
  day: string;
  views?: number;
  pages?: Record<string, number>;
  referrers?: Record<string, number>;
  devices?: Record<string, number>;
  /** Every conversion of the day, credited to a page or not. */
  conversions?: Partial<Record<ConversionKind, number>>;
  /** Conversions by the path of the page they started on. */
  clicks?: Record<string, number>;
  signups?: Record<string, number>;
  contacts?: Record<string, number>;
  /** Affiliate clicks by the app's or resource's name. */
  affiliates?: Record<string, number>;
}

export type ConversionCounts = Record<ConversionKind, number>;

export interface InsightsDay extends ConversionCounts {
  day: string;
  views: number;
}

export interface PageInsight extends ConversionCounts {
  path: string;
  /** The page's or article's title. */
  title: string;
  views: number;
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface SiteInsights {
  /** First and last day of the range, inclusive, `YYYY-MM-DD` (UTC). */
  from: string;
  to: string;
  /** Every day of the range, oldest first, 0 where nothing was counted. */
  days: InsightsDay[];
  totals: InsightsDay;
  /** Published pages only, the most viewed first (at most INSIGHTS_TOP_ROWS). */
  pages: PageInsight[];
  /**
   * Published articles that led to a click, a signup or a message, the most conversions first (then
   * the most viewed), of every page counted: an article read little may convert the most.
   */
  converting: PageInsight[];
  referrers: NamedCount[];
  devices: NamedCount[];
  /** Affiliate clicks by app or resource, the most clicked first. */
  affiliates: NamedCount[];
}

/** Every day from `from` to `to`, inclusive, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(utcDay(at));
  }
  return days;
}

/** The range of the last `days` days, today included. */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/** `part` out of `whole`, as a share from 0 to 1; undefined when there is nothing to divide by. */
export function rate(part: number, whole: number): number | undefined {
  return whole > 0 ? part / whole : undefined;
}

const sum = (values: Record<string, number> | undefined) =>
  Object.values(values ?? {}).reduce((total, n) => total + (Number.isFinite(n) ? n : 0), 0);

function addAll(into: Map<string, number>, counts: Record<string, number> | undefined): void {
  for (const [key, n] of Object.entries(counts ?? {})) {
    if (Number.isFinite(n)) into.set(key, (into.get(key) ?? 0) + n);
  }
}

const named = (counts: Map<string, number>, limit = Infinity): NamedCount[] =>
  [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);

/** The counts a span of days sums: by page, referrer host, device class, conversion and affiliate. */
export const INSIGHTS_SPAN_COUNTS = ['pages', 'referrers', 'devices', ...CONVERSION_KINDS, 'affiliates'] as const;
type SpanCounts = Partial<Record<(typeof INSIGHTS_SPAN_COUNTS)[number], Record<string, number>>>;

/** Consecutive days' numbers: each day's row, oldest first, and the days' counts summed. */
export interface InsightsSpan extends SpanCounts {
  days: InsightsDay[];
}

/** A day's stored document as a span of one day. */
export function spanOfDay(stored: StoredInsightsDay): InsightsSpan {
  const span: InsightsSpan = {
    days: [
      {
        day: stored.day,
        views: stored.views ?? 0,
        clicks: stored.conversions?.clicks ?? sum(stored.clicks),
        signups: stored.conversions?.signups ?? sum(stored.signups),
        contacts: stored.conversions?.contacts ?? sum(stored.contacts),
      },
    ],
  };
  for (const field of INSIGHTS_SPAN_COUNTS) if (stored[field]) span[field] = stored[field];
  return span;
}

/** Spans' numbers as one span: their days' rows, oldest first, and every count added up. */
export function addSpans(spans: readonly InsightsSpan[]): InsightsSpan {
  const summed: InsightsSpan = {
    days: spans.flatMap((span) => span.days).sort((a, b) => a.day.localeCompare(b.day)),
  };
  for (const field of INSIGHTS_SPAN_COUNTS) {
    const counts = new Map<string, number>();
    for (const span of spans) addAll(counts, span[field]);
    if (counts.size > 0) summed[field] = Object.fromEntries(counts);
  }
  return summed;
}

/** The longest span of days whose sums are kept as one document. */
export const INSIGHTS_SPAN_MAX_DAYS = 64;

/** Days starting at `first`: `size` is a power of two, and `first` a multiple of it in days since 1970-01-01. */
export interface SpanOfDays {
  first: string;
  size: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A span's days, oldest first. */
export const spanDays = ({ first, size }: SpanOfDays): string[] =>
  Array.from({ length: size }, (_, index) => utcDay((dayNumber(first) + index) * DAY_MS));

/** A kept span's document id: its first day and its length, `2026-10-05+8`. */
export const spanId = ({ first, size }: SpanOfDays) => `${first}+${size}`;

/**
 * How a range is read: the days before `today` as the fewest aligned spans that cover them exactly
 * (each as long as it can be, up to INSIGHTS_SPAN_MAX_DAYS, so a span is the same days whichever
 * range asks for it, and any range needs at most about two per doubling of its length), then each
 * day from `today` on alone: a day still being counted is never part of a kept sum.
 */
export function spansOfRange({ from, to }: { from: string; to: string }, today: string): SpanOfDays[] {
  const last = dayNumber(to);
  const lastClosed = Math.min(last, dayNumber(today) - 1);
  const spans: SpanOfDays[] = [];
  let at = dayNumber(from);
  while (at <= last) {
    let size = at <= lastClosed ? INSIGHTS_SPAN_MAX_DAYS : 1;
    while (size > 1 && (at % size !== 0 || at + size - 1 > lastClosed)) size /= 2;
    spans.push({ first: utcDay(at * DAY_MS), size });
    at += size;
  }
  return spans;
}

/**
 * Every page the spans of days name, the most viewed first and the path breaking ties, as summarizeInsights
 * ranks its rows (a page with conversions and no views last): which pages' titles to read.
 */
export function rankedPaths(spans: ReadonlyArray<Pick<InsightsSpan, 'pages' | ConversionKind>>): string[] {
  const views = new Map<string, number>();
  for (const span of spans) {
    for (const [path, n] of Object.entries(span.pages ?? {})) views.set(path, (views.get(path) ?? 0) + n);
    for (const kind of CONVERSION_KINDS)
      for (const path of Object.keys(span[kind] ?? {})) views.set(path, views.get(path) ?? 0);
  }
  return [...views].sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB)).map(([path]) => path);
}

const conversionsOf = (page: ConversionCounts) => CONVERSION_KINDS.reduce((total, kind) => total + page[kind], 0);

/** Articles that led to any conversion, the most first (then the most viewed). */
export function convertingArticles(pages: Iterable<PageInsight>): PageInsight[] {
  return [...pages]
    .filter((page) => articleSlugOf(page.path) !== undefined && conversionsOf(page) > 0)
    .sort((a, b) => conversionsOf(b) - conversionsOf(a) || b.views - a.views || a.path.localeCompare(b.path));
}

/** The articles credited with conversions in `spans`, the most conversions first: the ones to title for `converting`. */
export function convertingPaths(spans: ReadonlyArray<Pick<InsightsSpan, ConversionKind>>): string[] {
  const conversions = new Map<string, number>();
  for (const span of spans)
    for (const kind of CONVERSION_KINDS)
      for (const [path, n] of Object.entries(span[kind] ?? {}))
        if (articleSlugOf(path) !== undefined && Number.isFinite(n))
          conversions.set(path, (conversions.get(path) ?? 0) + n);
  return [...conversions]
    .filter(([, n]) => n > 0)
    .sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB))
    .map(([path]) => path);
}

/**
 * The range's numbers from the spans of days that cover it (a day's document is a span of one:
 * spanOfDay). `titles` names the pages that are published now, of `rankedPaths` the first
 * INSIGHTS_TOP_ROWS at least: a path not in it (an article since deleted or unpublished, a mistyped
 * address) is left out of the pages, though its views stay in the day's totals.
 */
export function summarizeInsights(
  spans: readonly InsightsSpan[],
  { from, to, titles }: { from: string; to: string; titles: ReadonlyMap<string, string> },
): SiteInsights {
  const byDay = new Map(spans.flatMap((span) => span.days.map((row) => [row.day, row] as const)));
  const pages = new Map<string, PageInsight>();
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const affiliates = new Map<string, number>();
  const pageOf = (path: string) => {
    let page = pages.get(path);
    if (!page)
      pages.set(path, (page = { path, title: titles.get(path) ?? path, views: 0, clicks: 0, signups: 0, contacts: 0 }));
    return page;
  };
  for (const span of spans) {
    for (const [path, n] of Object.entries(span.pages ?? {})) if (titles.has(path)) pageOf(path).views += n;
    for (const kind of CONVERSION_KINDS) {
      for (const [path, n] of Object.entries(span[kind] ?? {})) if (titles.has(path)) pageOf(path)[kind] += n;
    }
    addAll(referrers, span.referrers);
    addAll(devices, span.devices);
    addAll(affiliates, span.affiliates);
  }

  const days = daysBetween(from, to).map(
    (day): InsightsDay => byDay.get(day) ?? { day, views: 0, clicks: 0, signups: 0, contacts: 0 },
  );
  const totals: InsightsDay = { day: `${from}..${to}`, views: 0, clicks: 0, signups: 0, contacts: 0 };
  for (const row of days) {
    totals.views += row.views;
    for (const kind of CONVERSION_KINDS) totals[kind] += row[kind];
  }
  return {
    from,
    to,
    days,
    totals,
    pages: [...pages.values()]
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, INSIGHTS_TOP_ROWS),
    converting: convertingArticles(pages.values()).slice(0, INSIGHTS_TOP_ROWS),
    referrers: named(referrers, INSIGHTS_TOP_ROWS),
    devices: named(devices),
    affiliates: named(affiliates, INSIGHTS_TOP_ROWS),
  };
}

/** The CSV header of the daily rows' export. */
export const INSIGHTS_CSV_COLUMNS = ['day', 'views', ...CONVERSION_KINDS] as const;

/** The daily rows as CSV, for a spreadsheet. */
export const insightsCsv = (days: InsightsDay[]): string =>
  toCsv(
    INSIGHTS_CSV_COLUMNS,
    days.map((row) => INSIGHTS_CSV_COLUMNS.map((key) => row[key])),
  );
