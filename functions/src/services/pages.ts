// What the HTML of each page says in its head: the same tags and schema.org blocks the PWA writes
// once it runs, here for crawlers and link previews, which read only the HTML. Reads only what the
// head shows (one post, or the app list), through the instance's read cache.
import { BRAND, TAGLINE } from '@/domain/constants';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { pageHead, pageHeadHtml, type PageMeta } from '@/domain/page-head';
import { articlePageMeta, NOT_FOUND_PAGE_META, PUBLIC_PAGE_META } from '@/domain/page-meta';
import { articleSlugOf, isAppOnlyPath, PUBLIC_PAGES, ROUTES } from '@/domain/routes';
import { appReviewsJsonLd } from '@/domain/structured-data/app-reviews';
import { articleJsonLd } from '@/domain/structured-data/article';
import { faqJsonLd } from '@/domain/structured-data/faq';
import { homeJsonLd } from '@/domain/structured-data/home';
import { serializeJsonLd } from '@/domain/structured-data/serialize';
import type { AppReview, BlogPost } from '@/domain/types';
import type { Firestore } from 'firebase-admin/firestore';
import { PUBLIC_READS } from '../routes/public-content';
import { getPublicPostBySlug } from './blog-posts';
import { listAppReviews } from './catalog';
import type { ReadCache } from './read-cache';

export interface PageReads {
  post(slug: string): Promise<BlogPost>;
  appReviews(): Promise<AppReview[]>;
}

/** The reads behind the heads, through the instance's read cache (the same keys as the API's). */
export function pageReads(db: () => Firestore, cache: ReadCache): PageReads {
  return {
    post: (slug) => cache.read(PUBLIC_READS.post(slug), () => getPublicPostBySlug(db(), slug)),
    appReviews: () => cache.read(PUBLIC_READS.appReviews, () => listAppReviews(db())),
  };
}

export interface PageAnswer {
  status: 200 | 404;
  /** The tags for between the shell's page-head markers. */
  headHtml: string;
}

/** The members' and owner's screens: the site's name, out of search results. */
const APP_ONLY_META: PageMeta = { title: BRAND, exactTitle: true, description: TAGLINE };

const isPublicPage = (path: string): path is (typeof PUBLIC_PAGES)[number] =>
  (PUBLIC_PAGES as readonly string[]).includes(path);

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** The head for `path`; throws when a read fails for another reason than "no such post". */
export async function pageAnswer(path: string, siteUrl: string, reads: PageReads): Promise<PageAnswer> {
  const head = (meta: PageMeta, jsonLd: unknown[] = [], noindex = false) =>
    pageHeadHtml(pageHead(meta, siteUrl, path), { jsonLd: jsonLd.map(serializeJsonLd), noindex });

  if (isPublicPage(path)) {
    const meta = PUBLIC_PAGE_META[path];
    if (path === ROUTES.home) return { status: 200, headHtml: head(meta, [homeJsonLd(siteUrl)]) };
    if (path === ROUTES.faq) return { status: 200, headHtml: head(meta, [faqJsonLd(FAQ_ITEMS)]) };
    if (path === ROUTES.appReviews) {
      return { status: 200, headHtml: head(meta, [appReviewsJsonLd(await reads.appReviews(), siteUrl)]) };
    }
    return { status: 200, headHtml: head(meta) };
  }
  const slug = articleSlugOf(path);
  if (slug !== undefined) {
    try {
      const post = await reads.post(slug);
      return { status: 200, headHtml: head(articlePageMeta(post), [articleJsonLd(post, siteUrl)]) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (isAppOnlyPath(path)) return { status: 200, headHtml: head(APP_ONLY_META, [], true) };
  return { status: 404, headHtml: head(NOT_FOUND_PAGE_META, [], true) };
}

/** The site's own head, for when a page's data cannot be read in time. */
export function fallbackHeadHtml(path: string, siteUrl: string): string {
  return pageHeadHtml(pageHead(APP_ONLY_META, siteUrl, path));
}
