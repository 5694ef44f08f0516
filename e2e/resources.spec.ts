import { expect, test, type Page } from './support/test';
import type { Resource } from '../src/domain/types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectCountedOnceOnTheWayTo, fakeAffiliateSite } from './support/affiliate';
import { BRAND, gotoPage, drawnByTheApp, STUBBED_NETWORK, holdRequests } from './support/site';

const PATH = '/christian-relationship-resources';
// Where a tab lands the reader: the library, not the top of the page.
const LIBRARY = '#resource-library';
const TYPE_LABEL = { book: 'Book', devotional: 'Devotional', course: 'Course' } as const;

async function loadResources(page: Page): Promise<Resource[]> {
  const response = await page.request.get('/api/resources');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Resource[];
}

test.describe('resources', () => {
  test('all resources, the featured course and the newsletter, with the right actions', async ({ page }) => {
    const resources = await loadResources(page);
    expect(resources.length).toBeGreaterThanOrEqual(9);
    await gotoPage(page, PATH);
    await expect(page).toHaveTitle(`Christian Relationship Resources | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christian Relationship Resources');

    const featured = page.locator('section[aria-labelledby="featured-course-title"]');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText('Biblical Dating Masterclass');
    await expect(featured).toContainText('6 weeks');
    await expect(featured).toContainText('24 lessons');
    await expect(featured.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(featured).toContainText('$97');

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Books', 'Devotionals', 'Courses']);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    // Every tab controls the one panel, which the chosen tab names.
    const panel = page.getByRole('tabpanel', { name: 'All' });
    const panelId = await panel.getAttribute('id');
    expect(panelId).toBeTruthy();
    for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('aria-controls', panelId!);

    const cards = page.getByTestId('resource-card');
    await expect(cards).toHaveCount(resources.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(resources.map((resource) => resource.title));

    for (const resource of resources) {
      const card = cards.filter({ has: page.getByRole('heading', { name: resource.title, exact: true }) });
      await expect(card).toContainText(TYPE_LABEL[resource.type]);
      await expect(card).toContainText(resource.price);
      await expect(card).toContainText(resource.description);
      if (resource.author) await expect(card).toContainText(`by ${resource.author}`);
      if (!resource.affiliateUrl) {
        await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
      } else {
        const label = resource.price === 'Free' ? 'Download' : 'Get Now';
        const action = card.getByRole('link', { name: `${label}: ${resource.title} (opens in a new tab)` });
        await expect(action).toHaveText(label);
        await expect(action).toHaveAttribute('rel', 'sponsored noopener');
        await expect(action).toHaveAttribute('target', '_blank');
      }
    }
    // The seed content covers all three actions.
    await expect(cards.getByRole('link', { name: /^Download:/ })).not.toHaveCount(0);
    await expect(cards.getByRole('button', { name: 'Coming Soon' })).not.toHaveCount(0);
    await expect(cards.getByRole('link', { name: /^Get Now:/ })).not.toHaveCount(0);

    await expect(page.locator('#newsletter')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the tabs filter by type, each a link to its query that lands at the library', async ({ page }) => {
    const resources = await loadResources(page);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/resources') requests += 1;
    });
    await gotoPage(page, PATH);
    const cards = page.getByTestId('resource-card');
    await expect(cards).toHaveCount(resources.length);

    for (const [tab, type] of [
      ['Books', 'book'],
      ['Devotionals', 'devotional'],
      ['Courses', 'course'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(`${PATH}?type=${type}${LIBRARY}`);
      await expect(page.getByRole('heading', { name: 'Browse Resources' })).toBeInViewport();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const expected = resources.filter((resource) => resource.type === type);
      expect(expected.length).toBeGreaterThan(0);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((resource) => resource.title));
    }
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).toHaveURL(`${PATH}${LIBRARY}`);
    await expect(cards).toHaveCount(resources.length);
    // Each tab's list came in its rendered page: no tab asks the API.
    expect(requests).toBe(0);

    // A tab's address opens the page on that tab, rendered by the server.
    await gotoPage(page, `${PATH}?type=devotional`);
    await expect(page.getByRole('tab', { name: 'Devotionals' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      resources.filter((resource) => resource.type === 'devotional').map((resource) => resource.title),
    );
  });

  test('the arrow keys, Home and End move between the tabs', async ({ page }) => {
    await gotoPage(page, PATH);
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${PATH}?type=book${LIBRARY}`);
    await expect(page.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Books' }).focus();
    await page.keyboard.press('End');
    await expect(page).toHaveURL(`${PATH}?type=course${LIBRARY}`);
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Courses' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${PATH}${LIBRARY}`);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test('Get Now opens the shop in a new tab through the tracking redirect, counted once (source resources-page)', async ({
      page,
    }) => {
      const resources = await loadResources(page);
      const resource = resources.find(
        (item) => item.affiliateUrl && item.price !== 'Free' && /^https?:/.test(item.affiliateUrl),
      );
      expect(resource).toBeDefined();
      const url = resource!.affiliateUrl!;
      await fakeAffiliateSite(page.context(), url);

      await gotoPage(page, PATH);
      const getNow = page.getByRole('link', { name: `Get Now: ${resource!.title} (opens in a new tab)` });
      await expectCountedOnceOnTheWayTo(page, getNow, { affiliate: resource!.title, source: 'resources-page', url });
    });

    test('shows 6 skeletons while loading', async ({ page }) => {
      const release = await holdRequests(page, '**/api/resources');
      await drawnByTheApp(page, PATH);
      await expect(page.getByTestId('card-skeleton')).toHaveCount(6);
      release();
      await expect(page.getByTestId('resource-card').first()).toBeVisible();
      await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    });

    test("shows 'No resources found' when there are none, and in an empty tab", async ({ page }) => {
      await page.route('**/api/resources', (route) =>
        route.fulfill({
          json: [{ id: 'only-book', title: 'Only Book', type: 'book', rating: 4, description: 'A book.', price: '$5' }],
        }),
      );
      await drawnByTheApp(page, PATH);
      await expect(page.getByTestId('resource-card')).toHaveCount(1);
      await page.getByRole('tab', { name: 'Courses' }).click();
      await expect(page.getByText('No resources found', { exact: true })).toBeVisible();

      await page.unroute('**/api/resources');
      await page.route('**/api/resources', (route) => route.fulfill({ json: [] }));
      await drawnByTheApp(page, PATH);
      await expect(page.getByText('No resources found', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('shows an error when the resources cannot be loaded', async ({ page }) => {
      await page.route('**/api/resources', (route) => route.abort());
      await drawnByTheApp(page, PATH);
      await expect(page.getByRole('alert')).toContainText('Failed to load resources');
      // The featured course is static and stays.
      await expect(page.getByRole('heading', { name: 'Biblical Dating Masterclass' })).toBeVisible();
    });
  });
});
