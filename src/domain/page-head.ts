// A page's head tags, as one list: the PWA writes them into the document after each navigation, and
// a server render can print the same list into its HTML, so link previews and crawlers read them.
import { BRAND, DEFAULT_SHARE_IMAGE } from './constants';
import { escapeMarkup } from './markup';

export interface PageMeta {
  /** Shown as '{title} | Faithful Matches'; the home page may pass the full title with `exactTitle`. */
  title: string;
  description: string;
  keywords?: string;
  exactTitle?: boolean;
  /** Path for the canonical link; defaults to the current path. */
  canonicalPath?: string;
  /** The picture for link previews (a post's image); the site's default without one. */
  image?: string;
  /** 'article' on articles, else 'website'. */
  type?: 'website' | 'article';
}

export interface HeadMetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHead {
  title: string;
  canonical: string;
  meta: HeadMetaTag[];
}

export function pageHead(meta: PageMeta, siteUrl: string, currentPath: string): PageHead {
  const title = meta.exactTitle ? meta.title : `${meta.title} | ${BRAND}`;
  const canonical = new URL(meta.canonicalPath ?? currentPath, siteUrl).href;
  const image = new URL(meta.image || DEFAULT_SHARE_IMAGE, siteUrl).href;
  const tags: Array<[HeadMetaTag['attribute'], string, string | undefined]> = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords],
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    // X reads og:title, og:description and og:image when its own tags are missing.
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
  return {
    title,
    canonical,
    meta: tags
      .filter((tag): tag is [HeadMetaTag['attribute'], string, string] => Boolean(tag[2]))
      .map(([attribute, key, content]) => ({ attribute, key, content })),
  };
}

/** The part of the HTML shell's head that differs per page: the pages function writes each page's own. */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

/** Marks the tags only the server writes (robots), which the PWA removes once it owns the head. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

export interface PageHeadExtras {
  /** Kept out of search results: unknown paths and the members' and owner's screens. */
  noindex?: boolean;
}

/** The head's per-page tags as HTML, every value escaped. */
export function pageHeadHtml(head: PageHead, extras: PageHeadExtras = {}): string {
  const lines = [
    `<title>${escapeMarkup(head.title)}</title>`,
    ...head.meta.map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
  ];
  if (extras.noindex) lines.push(`<meta name="robots" content="noindex" ${SERVER_HEAD_ATTRIBUTE} />`);
  return lines.join('\n    ');
}

/** Where the rendered page's resource hints and antd styles go in the shell's head, before its scripts. */
export const PAGE_STYLES_MARKER = '<!--page-styles-->';
/** The shell's empty app root, which a rendered page fills. */
export const APP_ROOT = '<div id="root"></div>';

/** The HTML a server render adds to the shell: the body, its head's part, and the state it was rendered from. */
export interface RenderedBody {
  html: string;
  /** Resource hints (a picture to fetch first) and antd's styles for the body. */
  headResources: string;
  stateScript: string;
}

/** What the server render needs besides the URL. */
export interface RenderOptions {
  /** The deploy's origin, for absolute URLs in the page (structured data, share links). */
  siteUrl: string;
  /** The API's answer for one of the PWA's query keys (`GET {path}?{params}`, read on the server). */
  read: (queryKey: readonly unknown[]) => Promise<unknown>;
}

/**
 * The server render (src/app/render-page.tsx, bundled apart as functions/lib/render-page.js): a
 * public page with its data, or the shell of a screen only the PWA draws.
 */
export interface PageRenderer {
  renderPage(url: URL, options: RenderOptions): Promise<RenderedBody>;
  renderAppShell(url: URL): Promise<RenderedBody>;
}

/** The shell with a rendered page in its root, its head resources in the head and its state after the root. */
export function withRenderedBody(shell: string, { html, headResources, stateScript }: RenderedBody): string {
  if (!shell.includes(PAGE_STYLES_MARKER) || !shell.includes(APP_ROOT)) {
    throw new Error('The HTML shell has no page-styles marker or empty app root');
  }
  // Functions as replacements: '$' in content must stay itself.
  return shell
    .replace(PAGE_STYLES_MARKER, () => headResources)
    .replace(APP_ROOT, () => `<div id="root">${html}</div>${stateScript}`);
}

/** The shell with `html` between the page-head markers (the markers stay, so it can be done again). */
export function withPageHead(shell: string, html: string): string {
  const start = shell.indexOf(PAGE_HEAD_START);
  const end = shell.indexOf(PAGE_HEAD_END);
  if (start < 0 || end < start) throw new Error('The HTML shell has no page-head markers');
  return `${shell.slice(0, start + PAGE_HEAD_START.length)}\n    ${html}\n    ${shell.slice(end)}`;
}
