import { expect, test } from '@playwright/test';

const SLUG = 'healthy-boundaries-in-christian-dating';

test('a visited article can be read offline', async ({ page, context }) => {
  await page.goto(`/christian-dating-advice/${SLUG}`);
  const heading = page.getByRole('article').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();

  // Wait until the service worker is active; with registerType 'prompt' it takes
  // control of the page on the next load, which caches the API answer as well.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await page.reload();
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Let the NetworkFirst handler store the article's API answer.
  await expect
    .poll(() =>
      page.evaluate(async (slug) => {
        const cache = await caches.open('api-public');
        const keys = await cache.keys();
        return keys.some((request) => request.url.endsWith(`/api/blog-posts/${slug}`));
      }, SLUG),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(title ?? '');
  await expect(page.getByTestId('article-content')).not.toBeEmpty();
  await context.setOffline(false);
});
