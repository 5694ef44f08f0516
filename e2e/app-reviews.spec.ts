import { expect, test, type Page } from './support/test';
import { decodeStringList } from '../src/domain/app-review';
import type { AppReview } from '../src/domain/types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage, drawnByTheApp, STUBBED_NETWORK, holdRequests } from './support/site';
import { expectCountedOnceOnTheWayTo, fakeAffiliateSite } from './support/affiliate';
import { affiliateRedirectPath } from '../src/domain/routes';

const PATH = '/christian-dating-apps-reviews';

async function loadReviews(page: Page): Promise<AppReview[]> {
  const response = await page.request.get('/api/app-reviews');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AppReview[];
}

test.describe('app reviews', () => {
  test('comparison table and detailed cards show every review with the exact texts', async ({ page }) => {
    const reviews = await loadReviews(page);
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    await gotoPage(page, PATH);
    await expect(page).toHaveTitle(`Christian Dating App Reviews | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christian Dating App Reviews');

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Platform',
      'Rating',
      'Price',
      'Members',
      'Best For',
      'Try Now',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(reviews.length);
    // In the order the API sends them.
    await expect(rows.locator('th')).toHaveText(reviews.map((review) => review.name));
    await expect(rows.first()).toContainText(reviews[0].memberCount);
    await expect(rows.first().getByRole('link', { name: /Try Now/ })).toHaveText('Try Now');

    for (const review of reviews) {
      const card = page.locator(`#review-${review.id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(review.name);
      await expect(card.getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
      await expect(card).toContainText(review.monthlyPrice);
      await expect(card).toContainText(review.bestFor);
      await expect(card.getByRole('heading', { name: 'Pros' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Cons' })).toBeVisible();
      const listed = card.getByRole('listitem');
      await expect(listed).toHaveText([...decodeStringList(review.pros), ...decodeStringList(review.cons)]);
      await expect(card).toContainText(/recommended for|worth a look for|only for/i);
      const visit = card.getByRole('link', { name: `Visit ${review.name} (opens in a new tab)` });
      await expect(visit).toHaveAttribute('href', affiliateRedirectPath(review.id, 'app-reviews-page'));
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'sponsored noopener');
      if (review.logoUrl) await expect(card.getByRole('img', { name: `${review.name} logo` })).toBeVisible();
    }
    // Price ranges are written with ' - '.
    const ranged = reviews.find((review) => review.monthlyPrice.includes('-'));
    if (ranged) await expect(page.locator(`#review-${ranged.id}`)).toContainText(/\S - \S/);

    await expectNoSeriousA11yViolations(page);
  });

  test('the #review-{id} anchor scrolls to that card once the reviews have loaded', async ({ page }) => {
    await page.goto(`${PATH}#review-christian-mingle`);
    const card = page.locator('#review-christian-mingle');
    await expect(card.getByRole('heading', { name: 'Christian Mingle' })).toBeVisible();
    await expect(card).toBeInViewport();
  });

  test('the table links to each detailed card', async ({ page }) => {
    const reviews = await loadReviews(page);
    const last = reviews[reviews.length - 1];
    await gotoPage(page, PATH);
    await page.getByRole('table').getByRole('link', { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#review-${last.id}$`));
    await expect(page.locator(`#review-${last.id}`)).toBeInViewport();
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test('Try Now opens the affiliate in a new tab through the tracking redirect, counted once', async ({ page }) => {
      const [review] = await loadReviews(page);
      await fakeAffiliateSite(page.context(), review.affiliateUrl);

      await gotoPage(page, PATH);
      const tryNow = page
        .getByRole('table')
        .locator('tbody tr')
        .first()
        .getByRole('link', { name: /Try Now/ });
      const popup = await expectCountedOnceOnTheWayTo(page, tryNow, {
        affiliate: review.name,
        source: 'app-reviews-page',
        url: review.affiliateUrl,
      });
      // The partner's page cannot reach back into ours.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      // The visitor stays where they were.
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    });

    test('shows 3 skeletons while loading', async ({ page }) => {
      const release = await holdRequests(page, '**/api/app-reviews');
      await drawnByTheApp(page, PATH);
      await expect(page.getByTestId('review-skeleton')).toHaveCount(3);
      release();
      await expect(page.getByTestId('review-skeleton')).toHaveCount(0);
      await expect(page.getByRole('table')).toBeVisible();
    });

    test("shows 'No reviews available' when there are none", async ({ page }) => {
      await page.route('**/api/app-reviews', (route) => route.fulfill({ json: [] }));
      await drawnByTheApp(page, PATH);
      await expect(page.getByText('No reviews available', { exact: true })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('shows an error with a retry when the reviews cannot be loaded', async ({ page }) => {
      let fail = true;
      await page.route('**/api/app-reviews', (route) => (fail ? route.abort() : route.continue()));
      await drawnByTheApp(page, PATH);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Failed to load app reviews');
      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('table')).toBeVisible();
    });
  });
});
