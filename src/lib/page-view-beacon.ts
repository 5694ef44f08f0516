// One view per page load of a public page, sent to the site's own api (POST /api/page-views) by a
// `keepalive` fetch: the browser sends it in the background, so no page waits for it, and it is sent
// even as the reader leaves. It says the page's path and the referrer's host, nothing else: no cookie
// goes with it (sent without credentials; the api function reads none either), and nothing is kept on
// the reader's device. Loaded with every page, so it stays small: no zod, no React.
import { PAGE_VIEWS_PATH, referrerHost, type PageViewBeacon } from '@/domain/page-views';

/** The reader's privacy signals, as the browser exposes them (`globalPrivacyControl` is not in every one). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** What a page load is, for its view: whether the server counts it, the page's path and its referrer. */
export interface PageLoad {
  /** The page's state says so (PageState.countsView): a public page that exists, asked for with a GET. */
  counted: boolean;
  path: string;
  referrer: string;
}

/**
 * The beacon of this page load, or undefined when none is sent: the reader asked not to be tracked
 * (Do Not Track or Global Privacy Control: the api function checks their headers too), or the page is
 * no view to count (the server says which are, in the page's state: not a 404, not a form's answer,
 * not a screen of the app).
 */
export function pageViewBeacon(
  { counted, path, referrer }: PageLoad,
  signals: PrivacySignals,
): PageViewBeacon | undefined {
  if (signals.doNotTrack === '1' || signals.globalPrivacyControl === true) return undefined;
  if (!counted) return undefined;
  return { path, referrer: referrerHost(referrer) };
}

/**
 * Posts a beacon's body to the page views' endpoint, for a page load's view and its vitals alike. Not
 * `navigator.sendBeacon`: a beacon goes with the site's cookies (a member's session among them), and
 * it cannot be told otherwise. A string goes as text/plain, which the api function takes as JSON on
 * this route. Nothing reads the answer, and a beacon lost (offline, the api down) is a view uncounted,
 * not an error to report.
 */
export const postBeacon = (body: string) =>
  void fetch(PAGE_VIEWS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);

/**
 * Sends this page load's view, once the reader sees the page: a page the browser prerendered waits
 * until it is shown. Whether the view is sent: only then are the page's vitals measured too.
 */
export function sendPageView(
  counted: boolean,
  document: Document = window.document,
  signals: PrivacySignals = navigator,
  send: (body: string) => void = postBeacon,
): boolean {
  const view = pageViewBeacon({ counted, path: document.location.pathname, referrer: document.referrer }, signals);
  if (!view) return false;
  const body = JSON.stringify(view);
  // `prerendering` is not in TypeScript's DOM types yet (Chromium has it; other browsers never prerender).
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => send(body), { once: true });
  } else send(body);
  return true;
}
