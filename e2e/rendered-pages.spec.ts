import { ROUTES } from '../src/domain/routes';
import { MISSING_PAGE_PATHS, PUBLIC_PAGE_PATHS, SEEDED_ARTICLE } from './support/site';
import { expect, test } from './support/test';

const PATHS = [...PUBLIC_PAGE_PATHS, `${ROUTES.blog}?category=Boundaries`, ...MISSING_PAGE_PATHS];

test.describe('pages rendered on the server', () => {
  for (const path of PATHS) {
    test(`${path} hydrates without an error or a warning, and reads nothing again`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A 404 page's own status is reported by Chromium as a failed resource: that is the point of it.
        if (message.text().includes('the server responded with a status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
          apiReads.push(request.url());
      });

      await page.goto(path); // waits until the app is live (support/test.ts)
      await expect(page.locator('main h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // The data the server rendered with came in the page: hydration asks the API for none of it.
      expect(apiReads).toEqual([]);
      // Nor does it add a style the server already sent (a second copy restyles the whole page).
      const repeatedStyles = await page.evaluate(() => {
        const texts = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
        return texts.filter((text, index) => text !== '' && texts.indexOf(text) !== index).map((t) => t.slice(0, 80));
      });
      expect(repeatedStyles).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The forms and affiliate links without JavaScript: no-script.spec.ts.
  test('an article, the lists and the FAQ can be read', async ({ page }) => {
    await page.goto(SEEDED_ARTICLE);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-content')).not.toBeEmpty();

    await page.goto('/christian-dating-advice');
    await expect(page.getByTestId('post-card').first()).toBeVisible();

    await page.goto('/christian-dating-apps-reviews');
    await expect(page.getByRole('table')).toBeVisible();

    await page.goto('/christian-dating-faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });
});
