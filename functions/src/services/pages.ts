// What the HTML of each page says in its head and which status it answers with. The body and its
// structured data come from the render (src/server-render/render-page.tsx); the head is written here, with
// the same values the PWA writes once it runs. Reads only the post of an article.
import { BRAND, TAGLINE } from '@/domain/constants';
import { pageHead, pageHeadHtml, type PageMeta } from '@/domain/page-head';
import { articlePageMeta, NOT_FOUND_PAGE_META, PUBLIC_PAGE_META } from '@/domain/page-meta';
import { PUBLIC_READS } from '@/domain/public-reads';
import { articleSlugOf, isAppOnlyPath, PUBLIC_PAGES } from '@/domain/routes';
import type { PublicReads } from './public-reads';

export interface PageAnswer {
  status: 200 | 404;
  /** The tags for between the shell's page-head markers. */
  headHtml: string;
  /** 'page': rendered with its content; 'shell': a screen only the PWA draws (members, the owner). */
  body: 'page' | 'shell';
}

/** The members' and owner's screens: the site's name, out of search results. */
const APP_ONLY_META: PageMeta = { title: BRAND, exactTitle: true, description: TAGLINE };

const isPublicPage = (path: string): path is (typeof PUBLIC_PAGES)[number] =>
  (PUBLIC_PAGES as readonly string[]).includes(path);

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** The head and status for `path`; throws when a read fails for another reason than "no such post". */
export async function pageAnswer(
  path: string,
  siteUrl: string,
  reads: Pick<PublicReads, 'answer'>,
): Promise<PageAnswer> {
  const head = (meta: PageMeta, noindex = false) => pageHeadHtml(pageHead(meta, siteUrl, path), { noindex });

  if (isPublicPage(path)) return { status: 200, headHtml: head(PUBLIC_PAGE_META[path]), body: 'page' };
  const slug = articleSlugOf(path);
  if (slug !== undefined) {
    try {
      return {
        status: 200,
        headHtml: head(articlePageMeta(await reads.answer(PUBLIC_READS.blogPost, { slug }))),
        body: 'page',
      };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (isAppOnlyPath(path)) return { status: 200, headHtml: head(APP_ONLY_META, true), body: 'shell' };
  // The 404 card, or the article page's 'Blog Post Not Found'.
  return { status: 404, headHtml: head(NOT_FOUND_PAGE_META, true), body: 'page' };
}

/** The site's own head, for when a page cannot be read or rendered in time. */
export function fallbackHeadHtml(path: string, siteUrl: string): string {
  return pageHeadHtml(pageHead(APP_ONLY_META, siteUrl, path));
}
