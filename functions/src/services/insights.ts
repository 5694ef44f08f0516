// The owner's Insights: conversions credited to the page they started on, and the range's numbers
// read back. A conversion (an affiliate click, a newsletter signup, a contact message) is credited
// to the page the reader pressed on, which the browser names in the request's `Referer` (the site
// sends `strict-origin-when-cross-origin`, so a same-origin request carries its page's path): no
// cookie, no storage in the browser, and it works for a plain link or a form posted without
// scripts. The credit is an increment of the day's document that page views write
// (./page-views.ts), added to the batch that stores the conversion itself, so it costs no extra
// round trip and exists only if the conversion does.
import { COLLECTIONS } from '@/domain/collections';
import {
  INSIGHTS_TOP_ROWS,
  rankedPaths,
  summarizeInsights,
  type ConversionKind,
  type SiteInsights,
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
import { FieldPath, FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { dayExpiry, isCountedPath, mayCount, PAGE_VIEW_EXPIRY_FIELD, type ViewRequest } from './page-views';

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

/** Adds a credited conversion to `batch`, which stores the conversion itself. Nothing when uncredited. */
export function addConversionCredit(
  db: Firestore,
  batch: WriteBatch,
  kind: ConversionKind,
  credit: ConversionCredit | undefined,
  { affiliate, now = Date.now() }: { affiliate?: string; now?: number } = {},
): void {
  if (!credit) return;
  const day = utcDay(now);
  batch.set(db.collection(COLLECTIONS.pageViews).doc(day), conversionWrite(day, kind, credit, affiliate), {
    merge: true,
  });
}

/** The published articles' titles among the slugs asked for, by slug (./blog-posts.ts, publicPostTitles). */
export type ArticleTitles = (slugs: string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The range's numbers: one read of the days' documents by id (a day with nothing counted has none),
 * then the titles of the pages shown, so only pages readers can reach are listed.
 */
export async function siteInsights(
  db: Firestore,
  { from, to }: { from: string; to: string },
  articleTitles: ArticleTitles,
): Promise<SiteInsights> {
  const days = await daysOf(db, COLLECTIONS.pageViews, { from, to });
  const stored = days.docs.map((doc) => ({ ...(doc.data() as StoredInsightsDay), day: doc.id }));
  const titles = await shownPageTitles(rankedPaths(stored), articleTitles);
  return summarizeInsights(stored, { from, to, titles });
}

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
 * conversions never wait for it. A day's histograms name every page measured on every device, many
 * times the bytes of its views' day: the read asks for the site's histograms and those of the
 * INSIGHTS_TOP_ROWS most read pages only (a projection), not every page's.
 */
export async function siteWebVitals(
  db: Firestore,
  range: { from: string; to: string },
  articleTitles: ArticleTitles,
): Promise<SiteWebVitals> {
  const views = await daysOf(db, COLLECTIONS.pageViews, range, ['pages']);
  const titles = await shownPageTitles(rankedPaths(views.docs.map((doc) => doc.data())), articleTitles);
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
