// The owner edits what the site earns from: app reviews, resources and testimonials. Other specs
// read the seeded items at the same time, so this one only edits and deletes items it made itself
// (named with a tag unique to the run, placed after the seeded ones).
import { expect, newLiveContext, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createAccount, OWNER_SESSION, signInAs } from './support/auth';
import { BASE_URL, gotoPage, openToast } from './support/site';
import type { AppReview, Resource, Testimonial } from '../src/domain/types';

async function expectToast(page: Page, title: string, description: string) {
  await expect(openToast(page).filter({ hasText: title }).filter({ hasText: description })).toBeVisible();
}

/** Made through the API as the owner (from the site's own origin, as the PWA sends it). */
async function createAsOwner<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/admin/${path}`, { data, headers: { origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

async function readList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

/** Home's testimonial cards: the carousel's track holds every one (it scrolls sideways). */
async function lastTestimonials(page: Page) {
  await gotoPage(page, '/');
  const cards = page.locator('section[aria-roledescription="carousel"]').getByTestId('testimonial-card');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test.describe('the owner edits the catalog', () => {
  test.use({ storageState: OWNER_SESSION });

  test('adds an app review with pros and cons; a reader who saved it keeps a working dashboard once it is deleted', async ({
    page,
    browser,
  }) => {
    // Two people, six screens and three saves on a busy machine.
    test.slow();
    const tag = Date.now().toString(36);
    const name = `Covenant Connect ${tag}`;
    const pros = ['Thoughtful matching', 'Church references'];
    const cons = ['Small outside the US'];

    await page.goto('/admin/app-reviews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App Reviews');
    await expect(page.locator('tr[data-row-key]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'New App Review' }).click();
    const drawer = page.getByRole('dialog', { name: 'New App Review' });
    await drawer.getByLabel('Name', { exact: true }).fill(name);
    await drawer.getByLabel('Rating', { exact: true }).fill('4.5');
    await drawer.getByLabel('Members', { exact: true }).fill('80K+');
    await drawer.getByLabel('Monthly Price', { exact: true }).fill('$14.99 - $24.99');
    await drawer.getByLabel('Best For', { exact: true }).fill('Marriage-minded singles who want a slower pace');
    await drawer.getByLabel('Description', { exact: true }).fill('Careful matching with references from church.');
    await drawer.getByLabel('Affiliate URL', { exact: true }).fill(`https://covenant.example.com/?ref=${tag}`);
    for (const [index, pro] of pros.entries()) {
      await drawer.getByRole('button', { name: 'Add pro' }).click();
      await drawer.getByLabel(`Pro ${index + 1}`, { exact: true }).fill(pro);
    }
    await drawer.getByRole('button', { name: 'Add con' }).click();
    await drawer.getByLabel('Con 1', { exact: true }).fill(cons[0]);
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Create App Review' }).click();
    await expectToast(page, 'Success', 'App Review created successfully');
    await expect(drawer).toBeHidden();
    await page.getByRole('textbox', { name: 'Search app reviews' }).fill(tag);
    await expect(page.locator('tr[data-row-key]').filter({ hasText: name })).toContainText('$14.99 - $24.99');

    // App Reviews shows it after a reload, with its rating and its pros and cons as lists.
    const review = (await readList<AppReview>(page, '/api/app-reviews')).find((item) => item.name === name);
    expect(review).toBeDefined();
    await gotoPage(page, '/christian-dating-apps-reviews');
    await page.reload();
    const card = page.locator(`#review-${review!.id}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText([...pros, ...cons]);

    // A reader saves it.
    // A reader of their own: contexts made here would otherwise inherit the owner's stored session.
    const reader = await newLiveContext(browser, { storageState: { cookies: [], origins: [] } });
    const readerPage = await reader.newPage();
    const account = await createAccount(reader.request);
    await signInAs(readerPage, account, '/christian-dating-apps-reviews');
    const readerCard = readerPage.locator(`#review-${review!.id}`);
    await readerCard.getByRole('button', { name: `Save to favorites: ${name}` }).click();
    await expect(readerCard.getByRole('button', { name: `Remove from favorites: ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(openToast(readerPage).filter({ hasText: 'Saved to favorites' })).toBeVisible();
    await gotoPage(readerPage, '/dashboard');
    await expect(readerPage.getByTestId('count-app-reviews')).toContainText('Saved Reviews1');
    await readerPage.getByRole('tab', { name: 'App Reviews' }).click();
    await expect(readerPage.getByTestId('saved-app-reviews')).toContainText(name);

    // The owner deletes it, through a confirmation that names it.
    await page.goto('/admin/app-reviews');
    await page.getByRole('textbox', { name: 'Search app reviews' }).fill(tag);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete app review' });
    await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'App Review deleted successfully');
    await expect(page.getByText('No reviews available')).toBeVisible();
    await gotoPage(page, '/christian-dating-apps-reviews');
    await page.reload();
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expect(page.locator(`#review-${review!.id}`)).toHaveCount(0);

    // The reader's dashboard: no error, and the review has left the list.
    await readerPage.reload();
    await expect(readerPage.getByTestId('count-app-reviews')).toContainText('Saved Reviews0');
    await readerPage.getByRole('tab', { name: 'App Reviews' }).click();
    await expect(readerPage.getByText('No saved app reviews yet.')).toBeVisible();
    await expect(readerPage.getByText(/Could not load your saved/)).toHaveCount(0);
    await reader.close();
  });

  test("edits a resource's price and reorders two resources; Resources follows", async ({ page }) => {
    // Two saves and two pages on a busy machine.
    test.slow();
    const tag = Date.now().toString(36);
    const resource = (title: string, position: number) => ({
      title,
      type: 'devotional',
      author: 'E2E Author',
      rating: 4.5,
      description: 'Thirty mornings on waiting well.',
      price: '$7.99',
      affiliateUrl: `https://books.example.com/${tag}`,
      position,
    });
    // Far after the seeded resources, which other specs read in their order.
    const first = await createAsOwner<Resource>(page, 'resources', resource(`Waiting Well ${tag}`, 9001));
    const second = await createAsOwner<Resource>(page, 'resources', resource(`Steadfast ${tag}`, 9002));

    await page.goto('/admin/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
    await page.getByRole('textbox', { name: 'Search resources' }).fill(tag);
    const rows = page.locator('tr[data-row-key]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(first.title);

    // A new price.
    await page.getByRole('button', { name: `Edit ${first.title}` }).click();
    let drawer = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(drawer.getByLabel('Title', { exact: true })).toHaveValue(first.title);
    await drawer.getByLabel('Price', { exact: true }).fill('$9.99');
    await drawer.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Resource updated successfully');
    await expect(drawer).toBeHidden();
    await expect(rows.filter({ hasText: first.title })).toContainText('$9.99');

    // The first moves after the second.
    await page.getByRole('button', { name: `Edit ${first.title}` }).click();
    drawer = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(drawer.getByLabel('Position', { exact: true })).toHaveValue('9001');
    await drawer.getByLabel('Position', { exact: true }).fill('9003');
    await drawer.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Resource updated successfully');
    await expect(rows.first()).toContainText(second.title);
    await expect(rows.last()).toContainText(first.title);

    // Resources shows both changes after a reload.
    await gotoPage(page, '/christian-relationship-resources');
    await page.reload();
    const titles = page.getByTestId('resource-card').getByRole('heading', { level: 3 });
    await expect(titles.filter({ hasText: tag })).toHaveText([second.title, first.title]);
    const card = page.getByTestId('resource-card').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(card).toContainText('$9.99');
  });

  test('deletes a testimonial; Home no longer shows it', async ({ page }) => {
    const tag = Date.now().toString(36);
    const testimonial = await createAsOwner<Testimonial>(page, 'testimonials', {
      name: `Hannah ${tag}`,
      location: 'Leeds, UK',
      content: 'The prayer journal steadied me through a long wait.',
      rating: 5,
      // After the seeded ones: Home's first view stays as other specs expect it.
      position: 9990,
    });
    await expect((await lastTestimonials(page)).last()).toContainText(testimonial.name);

    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
    await page.getByRole('textbox', { name: 'Search testimonials' }).fill(tag);
    await page.getByRole('button', { name: `Delete ${testimonial.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete testimonial' });
    await expect(confirm).toContainText(`"${testimonial.name}"`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Testimonial deleted successfully');
    await expect(page.getByText('No testimonials available at this time.')).toBeVisible();
    expect((await readList<Testimonial>(page, '/api/testimonials')).map((item) => item.id)).not.toContain(
      testimonial.id,
    );

    // The service worker answers a page from its copy when the server takes over 4 s (a loaded
    // machine's cold render can): that reload shows the copy, and the next one the page as it is now.
    const cards = await lastTestimonials(page);
    await expect(async () => {
      await page.reload();
      await expect(cards.filter({ hasText: testimonial.name })).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  });
});
