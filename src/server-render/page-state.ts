import type { FormPostResult } from '@/domain/form-post';

/** The element carrying a rendered page's state, read by the browser before it hydrates. */
export const PAGE_STATE_ID = 'fm-page-state';

/** What the page's islands share from the server's render (each island's own data is in its props). */
export interface PageState {
  siteUrl: string;
  /** The page answers a form the browser posted: its outcome, as the server rendered it. */
  formPost?: FormPostResult;
  /**
   * This page load is counted as a view (src/lib/page-view-beacon.ts): a public page that exists,
   * asked for with a GET. A not-found page or a form's answer is not.
   */
  countsView?: true;
}

/**
 * A `type="application/json"` script: data, never run, so the Content-Security-Policy needs no
 * hash for it. '<' is escaped, so no content (a post's '</script>') can end the element early.
 */
export function serializePageState(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state a rendered page carries, or null for a page the browser draws by itself. */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
