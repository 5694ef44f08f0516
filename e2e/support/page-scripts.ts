// What a public page costs a first-time reader in scripts: every script and stylesheet the page
// itself fetched until the network was idle (entry, route chunk and whatever loads lazily after the
// first render), gzip level 9, as a reader's device downloads and parses them. The service
// worker's precache downloads (made by the worker, after the page) are not the page's. Shared by
// the suite's gate (e2e/script-budget.spec.ts) and `npm run bench:bundle`.
import type { BrowserContext, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * KB of JavaScript (gzip) a public page may load before the network is idle; every one comes alive
 * by its islands alone (src/components/island.tsx), on Preact (scripts/lib/preact-islands.ts). A
 * page's islands take only their controls as props, and the parts they act on (the FAQ's questions,
 * the testimonials' cards) stay the server's HTML. Contact's form, whose code comes only once the
 * reader reaches into it, is not counted: a visit that only reads loads none of it. A counted page's
 * measure of its own Core Web Vitals (`web-vitals`, loaded last: src/lib/web-vitals-beacon.ts) is
 * counted. Issue 42 asks 75 KB of an article and the blog list, and 90 KB of every page: all are held
 * to the lower.
 */
export const SCRIPT_BUDGET_KB = 75;

/** Strings only the Firebase JS SDK carries (its package names and service hosts). */
const FIREBASE_MARKERS = [
  /@firebase\/(app|auth|firestore|storage|functions)/,
  /identitytoolkit\.googleapis\.com/,
  /firestore\.googleapis\.com/,
];

/**
 * A string only antd's style runtime (@ant-design/cssinjs) carries: every antd component brings it,
 * and public pages hydrate none (src/components/ui/README.md).
 */
const ANTD_MARKER = 'data-ant-cssinjs-cache-path';

/** A string only React DOM carries (the key of its fibers on DOM nodes): the app's runtime, not the islands'. */
const REACT_DOM_MARKER = '__reactFiber';

export interface PageScripts {
  /** gzip bytes of JavaScript. */
  js: number;
  css: number;
  scripts: number;
  /** Whether any of the scripts is the Firebase SDK's (public pages must not load it). */
  firebase: boolean;
  /** Whether any of the scripts is antd's style runtime (public pages must not load it). */
  antd: boolean;
  /** Whether any of the scripts is React DOM (public pages' islands run on Preact). */
  reactDom: boolean;
  /** Whether only the page's islands come alive (its root says so), rather than the whole app. */
  islands: boolean;
}

/** Opens `url` in a new page of `context` and measures what it loaded once the network is idle. */
export async function measurePageScripts(context: BrowserContext, url: string): Promise<PageScripts> {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  const bodies: Promise<Omit<PageScripts, 'islands'>>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(origin)) return;
    bodies.push(
      response.body().then((body) => {
        const gzip = gzipSync(body, { level: 9 }).length;
        const text = body.toString('utf8');
        return type === 'script'
          ? {
              js: gzip,
              css: 0,
              scripts: 1,
              firebase: FIREBASE_MARKERS.some((marker) => marker.test(text)),
              antd: text.includes(ANTD_MARKER),
              reactDom: text.includes(REACT_DOM_MARKER),
            }
          : { js: 0, css: gzip, scripts: 0, firebase: false, antd: false, reactDom: false };
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  // Whatever the rendered page asks for next (its data, a lazy chunk) counts too.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // Counted until now: a script that comes later would be read after the page closed, and its
  // rejected read failed the test (seen in a fresh-clone run, on the 404 page).
  page.off('response', onResponse);
  const measured = await Promise.all(bodies);
  const islands = (await page.locator('#root[data-islands]').count()) === 1;
  await page.close();
  const total = measured.reduce(
    (sum, one) => ({
      js: sum.js + one.js,
      css: sum.css + one.css,
      scripts: sum.scripts + one.scripts,
      firebase: sum.firebase || one.firebase,
      antd: sum.antd || one.antd,
      reactDom: sum.reactDom || one.reactDom,
    }),
    { js: 0, css: 0, scripts: 0, firebase: false, antd: false, reactDom: false },
  );
  return { ...total, islands };
}
