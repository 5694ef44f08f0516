// The server render's seam with the pages function: the markers in the PWA's HTML shell where a
// page's head, styles and body go, what a render gives back, and how it is put into the shell.
import type { FormPostResult } from '@/domain/form-post';
import type { PublicReadCall } from '@/domain/public-reads';

/** The part of the HTML shell's head that differs per page: the pages function writes each page's own. */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

/** Where the rendered page's resource hints and antd styles go in the shell's head, before its scripts. */
export const PAGE_STYLES_MARKER = '<!--page-styles-->';
/**
 * What a public page's root carries: only its islands come alive (src/components/island.tsx), so the
 * page's entry (src/app/main.tsx) loads the islands runtime; the shell of a screen the app draws has
 * none, and the entry loads the app.
 */
export const ISLANDS_ROOT_ATTRIBUTE = 'data-islands';

/** The shell's empty app root, which a rendered page fills. */
export const APP_ROOT = '<div id="root"></div>';

/** The HTML a server render adds to the shell: the body, its head's part, and the state it was rendered from. */
export interface RenderedBody {
  html: string;
  /** Resource hints (a picture to fetch first) and antd's styles for the body. */
  headResources: string;
  stateScript: string;
  /**
   * True for a public page, whose islands alone come alive; false for the shell of a screen the app
   * draws. Its root says which to the page's entry, so every render must say.
   */
  islands: boolean;
}

/** What the server render needs besides the URL. */
export interface RenderOptions {
  /** The deploy's origin, for absolute URLs in the page (structured data, share links). */
  siteUrl: string;
  /** A public read's answer, read on the server as a rendered page carries it. */
  read: (call: PublicReadCall) => Promise<unknown>;
  /** The outcome of the form post the page answers (functions/src/routes/form-posts.ts). */
  formPost?: FormPostResult;
}

/** A page's whole answer: its status, its head and its body. */
export interface RenderedPage extends RenderedBody {
  /** 404 for a path no page takes, or an article that is not published. */
  status: 200 | 404;
  /** The tags for between the shell's page-head markers. */
  headHtml: string;
}

/**
 * The server render (src/server-render/render-page.tsx, bundled apart as functions/lib/render-page.js): a
 * public page with its data, or the shell of a screen only the PWA draws.
 */
export interface PageRenderer {
  render(url: URL, options: RenderOptions): Promise<RenderedPage>;
}

/** The shell with a rendered page in its root, its head resources in the head and its state after the root. */
export function withRenderedBody(shell: string, { html, headResources, stateScript, islands }: RenderedBody): string {
  if (!shell.includes(PAGE_STYLES_MARKER) || !shell.includes(APP_ROOT)) {
    throw new Error('The HTML shell has no page-styles marker or empty app root');
  }
  // Functions as replacements: '$' in content must stay itself.
  return shell
    .replace(PAGE_STYLES_MARKER, () => headResources)
    .replace(
      APP_ROOT,
      () => `<div id="root"${islands ? ` ${ISLANDS_ROOT_ATTRIBUTE}` : ''}>${html}</div>${stateScript}`,
    );
}

/** The shell with `html` between the page-head markers (the markers stay, so it can be done again). */
export function withPageHead(shell: string, html: string): string {
  const start = shell.indexOf(PAGE_HEAD_START);
  const end = shell.indexOf(PAGE_HEAD_END);
  if (start < 0 || end < start) throw new Error('The HTML shell has no page-head markers');
  return `${shell.slice(0, start + PAGE_HEAD_START.length)}\n    ${html}\n    ${shell.slice(end)}`;
}
