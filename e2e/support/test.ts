import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

import { forwardedFor, uniqueIp } from '../../tests/support/client-address';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';

/** Set by the PWA once React runs the page (src/components/layout/root-layout.tsx, AppReady): the server's HTML is live. */
export const APP_READY = 'html[data-app-ready]';

/**
 * A rendered page shows its content before its script runs, as a reader sees it; a test that then
 * clicks a button would click before anything listens. Every page these tests open waits, after
 * `goto` and `reload`, until the app is live (only for HTML: a feed or an API answer has no app).
 */
function waitForAppOnLoad(page: Page): void {
  const live = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator(APP_READY).waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => live(await goto(url, options));
  page.reload = async (options) => live(await reload(options));
}

/**
 * A second context in one test (the owner and a visitor at once): its pages wait for the app like
 * the test's own. Its pages are not the test's, so they would otherwise click before anything
 * listens (seen: the contact form sent by the browser itself, before hydration, on a busy machine).
 */
export async function newLiveContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: asDistinctClient(), ...options });
  context.on('page', waitForAppOnLoad);
  return context;
}

/**
 * The header by which a browser context stands for a reader of its own: the stack runs with the
 * production rate limits (the API suite checks them), and without it every context would share the
 * one allowance of 127.0.0.1, the address all of them connect from.
 */
function asDistinctClient(): Record<string, string> {
  return { 'x-forwarded-for': forwardedFor(uniqueIp()) };
}

export const test = base.extend<{
  /**
   * Whether pages wait for the app after `goto` (the default, for tests of what the app does).
   * Off in the specs that meet a page as a reader does, pressing controls as soon as they show.
   */
  waitForApp: boolean;
}>({
  waitForApp: [true, { option: true }],
  // Also what the test's `request` fixture sends (accounts made through the API count as this reader).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => provide({ ...extraHTTPHeaders, ...asDistinctClient() }),
  // `provide`, not Playwright's usual `use`: the React lint takes `use(...)` for React's hook.
  context: async ({ context, javaScriptEnabled, waitForApp }, provide, testInfo) => {
    // Without JavaScript there is no app to wait for: the page is what the server sent.
    if (javaScriptEnabled !== false && waitForApp) context.on('page', waitForAppOnLoad);
    const refused = recordRefusedChanges(context);
    await provide(context);
    // CI keeps no trace: a failed test prints what the API refused it, which its screenshot cannot
    // show, so a failure tells the API's refusal from the page's own fault (it told an owner's missing
    // toast apart: no change had failed). Bodies still being read are waited for, briefly.
    if (testInfo.status !== testInfo.expectedStatus) {
      await Promise.race([Promise.allSettled(refused.pending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
      if (refused.lines.length > 0)
        console.log(`[api] changes the API refused during this test:\n${refused.lines.join('\n')}`);
    }
  },
});

/**
 * Every change (not a read) to the API that failed: answered with an error, as `METHOD path -> status
 * body`, or never answered, as `METHOD path -> the browser's error`.
 */
function recordRefusedChanges(context: BrowserContext): { lines: string[]; pending: Promise<unknown>[] } {
  const refused: string[] = [];
  const pending: Promise<unknown>[] = [];
  const isApiChange = (request: Request) =>
    request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  context.on('response', (response) => {
    if (response.ok() || !isApiChange(response.request())) return;
    pending.push(
      response.text().then(
        (body) => refused.push(`${name(response.request())} -> ${response.status()} ${body.slice(0, 300)}`),
        () => refused.push(`${name(response.request())} -> ${response.status()}`),
      ),
    );
  });
  context.on('requestfailed', (request) => {
    if (isApiChange(request)) refused.push(`${name(request)} -> ${request.failure()?.errorText ?? 'failed'}`);
  });
  return { lines: refused, pending };
}
