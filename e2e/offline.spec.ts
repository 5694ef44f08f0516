import { ROUTES } from '../src/domain/routes';
import { PUBLIC_PAGE_PATHS, reloadUnderWorker } from './support/site';
import { expect, test } from './support/test';

const SLUG = 'healthy-boundaries-in-christian-dating';

test('a visited article can be read offline', async ({ page, context }) => {
  await page.goto(`/christian-dating-advice/${SLUG}`);
  const heading = page.getByRole('article').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();

  await reloadUnderWorker(page);
  await expect(heading).toBeVisible();
  // Let the worker's network-first route for pages store the rendered article.
  await expect
    .poll(() =>
      page.evaluate(async (slug) => {
        const cache = await caches.open('pages');
        const keys = await cache.keys();
        return keys.some((request) => request.url.endsWith(`/christian-dating-advice/${slug}`));
      }, SLUG),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(title ?? '');
  await expect(page.getByTestId('article-content')).not.toBeEmpty();
  await context.setOffline(false);
});

test('an article not yet visited, opened offline, says so and loads when the connection returns', async ({
  page,
  context,
}) => {
  const unvisited = 'praying-for-your-future-spouse';
  // Any page makes the service worker install and take over the next load.
  await page.goto('/');
  await reloadUnderWorker(page);

  await context.setOffline(true);
  await page.goto(`/christian-dating-advice/${unvisited}`);
  const offline = page.getByRole('heading', { level: 1, name: "You're offline" });
  await expect(offline).toBeVisible();
  await expect(page.getByText('It will load by itself as soon as your connection is back')).toBeVisible();
  await expect(page.getByText('Blog Post Not Found')).toHaveCount(0);

  // Back online: the article arrives without a reload.
  await context.setOffline(false);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(offline).toHaveCount(0);
});

test("a first visit keeps every reader's page for offline, and none of the owner's or sign-in's scripts", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await reloadUnderWorker(page);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const cache = name ? await caches.open(name) : undefined;
    return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
  });
  const scripts = precached.filter((path) => /^\/assets\/.*\.js$/.test(path));
  expect(scripts.length).toBeGreaterThan(20);
  // The owner's sales chart alone is 1.6 MB; the sign-in screens' Firebase SDK, 0.75 MB.
  expect(
    scripts.filter((path) => /\/(clicks-chart|admin-layout|post-editor-page|sign-in-page|firebase-root)-/.test(path)),
  ).toEqual([]);

  await context.setOffline(true);
  // Never read, each page comes from the precache: its script runs and draws it (data aside).
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path);
    await expect(page.locator('main h1'), path).toHaveCount(1);
    await expect(page.getByText('Something went wrong'), path).toHaveCount(0);
  }
  // The owner's area and signing in need the connection for their scripts as for their data, and say so.
  for (const path of [ROUTES.adminBlog, ROUTES.signIn]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" }), path).toBeVisible();
  }
  await context.setOffline(false);
});
