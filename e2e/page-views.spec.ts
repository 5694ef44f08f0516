// A reader's page load sends one view to the site's own api (src/lib/page-view-beacon.ts): the path
// and the referrer's host, no cookie. A page that is no view (a 404, a screen of the app) sends none,
// nor does a reader whose browser sends Do Not Track or Global Privacy Control.
import { PAGE_VIEWS_PATH } from '../src/domain/page-views';
import { ROUTES } from '../src/domain/routes';
import { APP_SCREEN, BASE_URL, SEEDED_ARTICLE } from './support/site';
import { APP_READY, expect, test, type Page } from './support/test';

/** The beacons the page sends, as the api function receives them. */
function watchViews(page: Page): { body: unknown; cookie: string | undefined }[] {
  const views: { body: unknown; cookie: string | undefined }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== PAGE_VIEWS_PATH) return;
    views.push({ body: request.postDataJSON() as unknown, cookie: request.headers().cookie });
  });
  return views;
}

test.describe('page views', () => {
  test('each page load sends one view: its path, and the referrer’s host for a link followed', async ({ page }) => {
    const views = watchViews(page);
    await page.goto('/');
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
    expect(views.every((view) => view.cookie === undefined)).toBe(true);
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
