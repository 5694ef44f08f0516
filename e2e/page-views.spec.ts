// A reader's page load sends one view to the site's own api (src/lib/page-view-beacon.ts): the path
// and the referrer's host, and no cookie, though the browser holds the site's. A page that is no view
// (a 404, a screen of the app) sends none, nor does a reader whose browser sends Do Not Track or Global
// Privacy Control.
import { PAGE_VIEWS_PATH } from '../src/domain/page-views';
import { ROUTES } from '../src/domain/routes';
import { APP_SCREEN, BASE_URL, SEEDED_ARTICLE } from './support/site';
import { APP_READY, expect, test, type Page, type Request } from './support/test';

/** The beacons the page sends: each one's body, and its request, for the headers it went with. */
function watchViews(page: Page): { body: unknown; request: Request }[] {
  const views: { body: unknown; request: Request }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== PAGE_VIEWS_PATH) return;
    views.push({ body: request.postDataJSON() as unknown, request });
  });
  return views;
}

/**
 * The Cookie header a request went with, or null. Read from the headers the browser sent: Playwright's
 * `headers()` never names cookies, which the browser adds below the page.
 */
const cookieSent = (request: Request) => request.headerValue('cookie');

/** A signed-in member's session cookie, as the site sets it: the one cookie Hosting forwards to the api. */
const MEMBER_SESSION = { name: '__session', value: 'e2e-member-session' };

test.describe('page views', () => {
  test('each page load sends one view: its path, and the referrer’s host for a link followed; no cookie', async ({
    page,
  }) => {
    await page.context().addCookies([{ ...MEMBER_SESSION, url: BASE_URL }]);
    const views = watchViews(page);
    const home = await page.goto('/');
    // The browser sends the site its cookie: the page's own request went with it.
    expect(await cookieSent(home!.request())).toContain(`${MEMBER_SESSION.name}=${MEMBER_SESSION.value}`);
    await expect.poll(() => views.map((view) => view.body)).toEqual([{ path: ROUTES.home, referrer: '' }]);

    // The header's link is a page load: a second view, referred by this site.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Dating Advice', exact: true }).click();
    await expect(page).toHaveURL(ROUTES.blog);
    await page.locator(APP_READY).waitFor({ state: 'attached' });
    await expect
      .poll(() => views.map((view) => view.body))
      .toEqual([
        { path: ROUTES.home, referrer: '' },
        { path: ROUTES.blog, referrer: new URL(BASE_URL).hostname },
      ]);
    // Yet no beacon did: it is sent without credentials.
    expect(await Promise.all(views.map((view) => cookieSent(view.request)))).toEqual([null, null]);
  });

  test('a missing page and a screen of the app send none', async ({ page }) => {
    const views = watchViews(page);
    // First, before the service worker controls the page: a page it answers with the app's shell
    // (when the network takes longer than it waits) is drawn by the app, and sends no view.
    await page.goto(SEEDED_ARTICLE);
    await page.goto(ROUTES.article('no-such-article'));
    await page.goto(APP_SCREEN);
    // The entry decides before it loads React: once the app is live, no beacon is coming.
    expect(views.map((view) => view.body)).toEqual([{ path: SEEDED_ARTICLE, referrer: '' }]);
  });

  for (const [signal, property] of [
    ['Global Privacy Control', 'globalPrivacyControl'],
    ['Do Not Track', 'doNotTrack'],
  ] as const) {
    test(`a reader whose browser sends ${signal} sends none`, async ({ page }) => {
      await page.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) });
      }, property);
      const views = watchViews(page);
      await page.goto(SEEDED_ARTICLE);
      await page.goto(ROUTES.faq);
      expect(views).toEqual([]);
    });
  }
});
