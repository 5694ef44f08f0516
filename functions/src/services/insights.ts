// The owner's Insights: conversions credited to the page they started on, and the range's numbers
// read back. A conversion (an affiliate click, a newsletter signup, a contact message) is credited
// to the page the reader pressed on, which the browser names in the request's `Referer` (the site
// sends `strict-origin-when-cross-origin`, so a same-origin request carries its page's path): no
// cookie, no storage in the browser, and it works for a plain link or a form posted without
// scripts. The credit is an increment of the day's document that page views write
// (./page-views.ts), written once the conversion itself is stored, and apart from it: counting
// never stops the business. A day's document that cannot take the increment (full, or Firestore
// failing) loses that credit, never the message, the signup or the click.
import { COLLECTIONS } from '@/domain/collections';
import {
  addSpans,
  convertingPaths,
  INSIGHTS_TOP_ROWS,
  rankedPaths,
  spanDays,
  spanId,
  spanOfDay,
  spansOfRange,
  summarizeInsights,
  type ConversionKind,
  type InsightsSpan,
  type SiteInsights,
  type SpanOfDays,
  type StoredInsightsDay,
} from '@/domain/insights';
import { AFFILIATE_DISCLOSURE_PAGE_META } from '@/domain/page-meta/affiliate-disclosure';
import { APP_REVIEWS_PAGE_META } from '@/domain/page-meta/app-reviews';
import { BLOG_PAGE_META } from '@/domain/page-meta/blog';
import { CONTACT_PAGE_META } from '@/domain/page-meta/contact';
import { FAQ_PAGE_META } from '@/domain/page-meta/faq';
import { HOME_PAGE_META } from '@/domain/page-meta/home';
import { PRIVACY_POLICY_PAGE_META } from '@/domain/page-meta/privacy-policy';
import { RESOURCES_PAGE_META } from '@/domain/page-meta/resources';
import { TERMS_OF_SERVICE_PAGE_META } from '@/domain/page-meta/terms-of-service';
import type { PUBLIC_PAGES } from '@/domain/routes';
import { articleSlugOf, ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { summarizeWebVitals, type SiteWebVitals, type StoredVitalsDay } from '@/domain/web-vitals';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { countingBoundsOf, isCountedPath } from './counting-bounds';
import { dayExpiry, mayCount, PAGE_VIEW_EXPIRY_FIELD, type ViewRequest } from './page-views';

/** What a conversion's request says of where it started, besides what a view's request says. */
export interface ConversionRequest extends ViewRequest {
  /** The `Referer` header: the address of the page the reader pressed on. */
  referer?: string;
  /** Whether the browser said the request came from the site's own page (Sec-Fetch-Site, Origin). */
  fromTheSite: boolean;
  /** The site's origin, to recognise its own pages in `referer`. */
  siteOrigin: string;
}

/** A conversion as it is credited: to a page of the site, or to none known. */
export interface ConversionCredit {
  page?: string;
}

/**
 * The credit a conversion gets, or undefined when it is not counted: the reader sent Do Not Track or
 * Global Privacy Control, or a crawler or a script made it (the conversion itself is stored as ever).
 * The page is the referring page's path when that is one of the site's pages a view is counted for.
 */
export function conversionCreditOf(request: ConversionRequest): ConversionCredit | undefined {
  if (!mayCount(request)) return undefined;
  let url: URL;
  try {
    url = new URL(request.referer ?? '');
  } catch {
    return {};
  }
  const ours = url.origin === request.siteOrigin || request.fromTheSite;
  return ours && isCountedPath(url.pathname) ? { page: url.pathname } : {};
}

/** The merge a credited conversion adds to its day's document. */
export function conversionWrite(
  day: string,
  kind: ConversionKind,
  credit: ConversionCredit,
  affiliate?: string,
): Record<string, unknown> {
  const one = FieldValue.increment(1);
  return {
    day,
    conversions: { [kind]: one },
    ...(credit.page ? { [kind]: { [credit.page]: one } } : {}),
    ...(affiliate ? { affiliates: { [affiliate]: one } } : {}),
    [PAGE_VIEW_EXPIRY_FIELD]: Timestamp.fromDate(dayExpiry(day)),
  };
}

/** How long a stored conversion's answer waits for its credit; a slower credit goes on without it. */
export const CREDIT_WAIT_MS = 1_500;

/**
 * Credits a stored conversion to its day and page: a write of its own, after the conversion's, whose
 * failure is logged and goes no further. The page is credited only if it exists, and the affiliate
 * only if it names a stored item (./counting-bounds.ts): a `Referer` and a click's name are whatever
 * a client sends. Nothing when uncredited.
 */
export async function creditConversion(
  db: Firestore,
  kind: ConversionKind,
  credit: ConversionCredit | undefined,
  { affiliate, now = Date.now() }: { affiliate?: string; now?: number } = {},
): Promise<void> {
  if (!credit) return;
  const day = utcDay(now);
  const bounds = countingBoundsOf(db);
  const write = (async () => {
    const page = credit.page && (await bounds.isRealPage(credit.page)) ? credit.page : undefined;
    const item = affiliate !== undefined && (await bounds.isKnownAffiliate(affiliate)) ? affiliate : undefined;
    await db
      .collection(COLLECTIONS.pageViews)
      .doc(day)
      .set(conversionWrite(day, kind, { page }, item), { merge: true });
  })().catch((error: unknown) =>
    logger.error(`A ${kind} conversion was stored but not credited`, { day, error: String(error) }),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CREDIT_WAIT_MS)));
  await Promise.race([write, waited]).finally(() => clearTimeout(timer));
}

/** The published articles' titles among the slugs asked for, by slug (./blog-posts.ts, publicPostTitles). */
export type ArticleTitles = (slugs: string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The range's numbers: its spans of days (insightsSpans), then the titles of the pages shown, so only
 * pages readers can reach are listed.
 */
export async function siteInsights(
  db: Firestore,
  range: { from: string; to: string },
  articleTitles: ArticleTitles,
  options?: SpanReadOptions,
): Promise<SiteInsights> {
  const spans = await insightsSpans(db, range, options);
  // The most viewed pages' titles, and the most converting articles' (ranked among every page).
  const [viewed, converting] = await Promise.all([
    shownPageTitles(rankedPaths(spans), articleTitles),
    shownPageTitles(convertingPaths(spans), articleTitles),
  ]);
  return summarizeInsights(spans, { ...range, titles: new Map([...viewed, ...converting]) });
}

/** A kept span's document: its sums, and the update time of each day's document it summed. */
interface StoredSpan extends InsightsSpan {
  /** Each summed day's document's update time (Timestamp.valueOf()), by day: a day not here had none. */
  sources: Record<string, string>;
}

/**
 * A kept span larger than this (as JSON, a close upper bound of Firestore's measure) is summed on
 * each read and not stored: a document holds at most 1 MiB, and a span names every page read on any
 * of its days.
 */
const SPAN_MAX_BYTES = 512 * 1024;

export interface SpanReadOptions {
  /** The day still being counted (UTC): it and later days are read alone, never kept in a span. */
  today?: string;
  /** A span's sum that could not be kept: the answer is right without it, and the next read sums it again. */
  onKeepError?: (error: unknown) => void;
}

/** Whether a kept span summed exactly its `counted` days' documents as they are now (`updated`). */
function isCurrent(
  stored: DocumentSnapshot,
  counted: readonly string[],
  updated: ReadonlyMap<string, string>,
): boolean {
  const sources = (stored.get('sources') ?? {}) as Record<string, unknown>;
  return Object.keys(sources).length === counted.length && counted.every((day) => sources[day] === updated.get(day));
}

/**
 * The range's page views and conversions as spans of days (spansOfRange). A day before today belongs
 * to a span of up to INSIGHTS_SPAN_MAX_DAYS, whose sums are kept in `pageViewSpans` once summed; a
 * kept span is used only while every day it summed has the same update time (a conversion credited
 * late, a flush retried after midnight, a restored backup: the span is summed again). Three reads in
 * turn: every day's update time (a projection of no field), the spans kept, then the days no kept
 * span covers. At +1,000 articles a day's document names each one, so reading a dozen spans rather
 * than 90 days is what keeps the owner's quarter fast; the reads billed are the days' plus the spans'.
 */
export async function insightsSpans(
  db: Firestore,
  range: { from: string; to: string },
  { today = utcDay(Date.now()), onKeepError = () => undefined }: SpanReadOptions = {},
): Promise<InsightsSpan[]> {
  const stamps = await daysOf(db, COLLECTIONS.pageViews, range, []);
  const updated = new Map(stamps.docs.map((doc) => [doc.id, doc.updateTime.valueOf()]));
  const counted = (span: SpanOfDays) => spanDays(span).filter((day) => updated.has(day));
  // A span with one counted day or none is that day's document, read as it is.
  const kept = spansOfRange(range, today).filter((span) => counted(span).length > 1);
  const spansRef = db.collection(COLLECTIONS.pageViewSpans);
  const keptSnaps = kept.length > 0 ? await db.getAll(...kept.map((span) => spansRef.doc(spanId(span)))) : [];

  const spans: InsightsSpan[] = [];
  const toSum: SpanOfDays[] = [];
  const covered = new Set<string>();
  kept.forEach((span, index) => {
    const snap = keptSnaps[index]!;
    const days = counted(span);
    if (snap.exists && isCurrent(snap, days, updated)) {
      // A kept span's `sources` and expiry are no counts: summarizeInsights and rankedPaths never read them.
      spans.push(snap.data() as StoredSpan);
      for (const day of days) covered.add(day);
    } else toSum.push(span);
  });
  const toRead = [...updated.keys()].filter((day) => !covered.has(day));
  const pageViews = db.collection(COLLECTIONS.pageViews);
  const daySnaps = toRead.length > 0 ? await db.getAll(...toRead.map((day) => pageViews.doc(day))) : [];
  const days = new Map(daySnaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap]));

  const batch = db.batch();
  let keeping = 0;
  for (const span of toSum) {
    const summed = counted(span).flatMap((day) => days.get(day) ?? []);
    for (const snap of summed) days.delete(snap.id);
    const sum = addSpans(summed.map(daySpan));
    spans.push(sum);
    const stored: StoredSpan = {
      ...sum,
      sources: Object.fromEntries(summed.map((snap) => [snap.id, snap.updateTime!.valueOf()])),
    };
    if (JSON.stringify(stored).length > SPAN_MAX_BYTES) continue;
    batch.set(spansRef.doc(spanId(span)), {
      ...stored,
      [PAGE_VIEW_EXPIRY_FIELD]: Timestamp.fromDate(dayExpiry(span.first)),
    });
    keeping += 1;
  }
  for (const snap of days.values()) spans.push(daySpan(snap));
  if (keeping > 0) await batch.commit().catch(onKeepError);
  return spans;
}

/** A day's document as a span of one day. */
const daySpan = (snap: DocumentSnapshot) => spanOfDay({ ...(snap.data() as StoredInsightsDay), day: snap.id });

/** A range's day documents of a collection whose ids are days: one query by id, of `fields` only if named. */
const daysOf = (
  db: Firestore,
  collection: string,
  { from, to }: { from: string; to: string },
  fields?: Array<string | FieldPath>,
) => {
  const days = db
    .collection(collection)
    .where(FieldPath.documentId(), '>=', from)
    .where(FieldPath.documentId(), '<=', to);
  return (fields ? days.select(...fields) : days).get();
};

/**
 * Real readers' Web Vitals over a range (at most WEB_VITALS_MAX_DAYS): the site's and the most read
 * published pages' 75th percentiles, by device class. A call of its own, so the owner's views and
 * conversions never wait for it. The most read pages are ranked from the range's spans of views
 * (insightsSpans, which the Insights call has usually just kept). A day's histograms name every page
 * measured on every device, many times the bytes of its views' day: the read asks for the site's
 * histograms and those of the INSIGHTS_TOP_ROWS most read pages only (a projection), not every page's.
 */
export async function siteWebVitals(
  db: Firestore,
  range: { from: string; to: string },
  articleTitles: ArticleTitles,
  options?: SpanReadOptions,
): Promise<SiteWebVitals> {
  const titles = await shownPageTitles(rankedPaths(await insightsSpans(db, range, options)), articleTitles);
  const days = await daysOf(db, COLLECTIONS.webVitals, range, [
    'site',
    ...[...titles.keys()].map((path) => new FieldPath('pages', path)),
  ]);
  const stored = days.docs.map((doc) => ({ ...(doc.data() as StoredVitalsDay), day: doc.id }));
  return summarizeWebVitals(stored, { ...range, titles, limit: INSIGHTS_TOP_ROWS });
}

/** What the owner's Insights call each page of the sitemap: its title. Every such page has one (`satisfies`). */
const PUBLIC_PAGE_TITLES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    [ROUTES.home]: HOME_PAGE_META.title,
    [ROUTES.blog]: BLOG_PAGE_META.title,
    [ROUTES.appReviews]: APP_REVIEWS_PAGE_META.title,
    [ROUTES.resources]: RESOURCES_PAGE_META.title,
    [ROUTES.contact]: CONTACT_PAGE_META.title,
    [ROUTES.faq]: FAQ_PAGE_META.title,
    [ROUTES.privacy]: PRIVACY_POLICY_PAGE_META.title,
    [ROUTES.terms]: TERMS_OF_SERVICE_PAGE_META.title,
    [ROUTES.affiliateDisclosure]: AFFILIATE_DISCLOSURE_PAGE_META.title,
  } satisfies Record<(typeof PUBLIC_PAGES)[number], string>),
);

/**
 * The titles of the first `limit` pages of `ranked` that readers can reach now (the sitemap's pages
 * and the published articles), read a batch at a time in rank order: the articles read are the rows
 * shown and the unpublished ones ranked among them, never every post.
 */
export async function shownPageTitles(
  ranked: readonly string[],
  articleTitles: ArticleTitles,
  limit = INSIGHTS_TOP_ROWS,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  let next = 0;
  while (titles.size < limit && next < ranked.length) {
    const batch = ranked.slice(next, next + limit - titles.size);
    next += batch.length;
    const slugs = batch.flatMap((path) => articleSlugOf(path) ?? []);
    const articles = slugs.length > 0 ? await articleTitles(slugs) : new Map<string, string>();
    for (const path of batch) {
      const slug = articleSlugOf(path);
      const title = slug === undefined ? PUBLIC_PAGE_TITLES.get(path) : articles.get(slug);
      if (title !== undefined) titles.set(path, title);
    }
  }
  return titles;
}
