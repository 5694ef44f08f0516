import type { Request } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import type { BlogPost } from '../src/domain/types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage, drawnByTheApp, STUBBED_NETWORK, holdRequests } from './support/site';

// page.route must see every API call; a service worker would answer some itself.
const CHIPS = ['All', 'Biblical Dating', 'Prayer & Relationships', 'Boundaries', 'Marriage Preparation', 'Single Life'];

const LIST = '/christian-dating-advice';

/**
 * The list's results read for another query, in place: the server's HTML of that address, fetched
 * into the results' frame (src/lib/page-frame.ts), not a page load.
 */
function isResultsRead(request: Request): boolean {
  return new URL(request.url()).pathname === LIST && request.resourceType() === 'fetch';
}

/** A category chip: a link to the list's query, marked aria-current when it is the one shown. */
function chip(page: Page, name: string) {
  return page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name, exact: true });
}

test.describe('blog list', () => {
  test('lists the published posts newest first with all card parts', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blog-posts')).json()) as BlogPost[];
    expect(posts.length).toBeGreaterThanOrEqual(9);
    await gotoPage(page, '/christian-dating-advice');
    await expect(page).toHaveTitle(`Christian Dating Advice | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christian Dating Advice');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole('heading')).toHaveText(posts.map((post) => post.title));
    const first = cards.first();
    await expect(first).toContainText(posts[0].category);
    await expect(first).toContainText(`${posts[0].readTime} min read`);
    await expect(first.locator('time')).toHaveAttribute('datetime', posts[0].publishedAt);
    await expect(first).toContainText(posts[0].excerpt.slice(0, 40));
    // The picture's alt is the owner's description, or empty: never the title the card's heading says.
    if (posts[0].imageUrl) await expect(first.locator(`img[alt="${posts[0].imageAlt ?? ''}"]`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('link')).toHaveText(CHIPS);
    await expect(chip(page, 'All')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('complementary', { name: 'Popular categories' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('category chips filter in place and in the URL', async ({ page }) => {
    await gotoPage(page, LIST);
    // Gone if the browser loaded a page afresh: the chips show their results in place.
    await page.evaluate(() => document.documentElement.setAttribute('data-still-this-page', ''));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    for (const name of CHIPS.slice(1)) {
      const answered = page.waitForResponse((response) => isResultsRead(response.request()));
      await chip(page, name).click();
      const response = await answered;
      expect(new URL(response.url()).searchParams.get('category')).toBe(name);
      await expect(page).toHaveURL(
        `/christian-dating-advice?category=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      );
      await expect(chip(page, name)).toHaveAttribute('aria-current', 'true');
      // The address and the chip change at once; the frame's results follow once fetched and moved in
      // (read at once, the last chip's cards were still there in a fresh-clone run).
      const tags = page.getByTestId('post-card').locator('.fm-tag');
      await expect
        .poll(async () => {
          const shown = await tags.allTextContents();
          return shown.length > 0 && shown.every((tag) => tag === name);
        }, `only ${name} posts`)
        .toBe(true);
    }
    // 'all' is never sent: the URL and the request carry no category.
    await chip(page, 'All').click();
    await expect(page).toHaveURL('/christian-dating-advice');
    // Back returns to the previous chip, its results too.
    await page.goBack();
    await expect(page).toHaveURL(/category=Single\+Life/);
    await expect(chip(page, 'Single Life')).toHaveAttribute('aria-current', 'true');
    const tags = page.getByTestId('post-card').locator('.fm-tag');
    await expect(tags.first()).toHaveText('Single Life');
    await expect(page.locator('html')).toHaveAttribute('data-still-this-page', '');
  });

  test('search is debounced, shown in place and kept in the URL', async ({ page }) => {
    await gotoPage(page, LIST);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isResultsRead(request) && url.searchParams.has('search')) searches.push(url.searchParams.get('search') ?? '');
    });
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.pressSequentially('prayer');
    await expect(page).toHaveURL('/christian-dating-advice?search=prayer');
    // The URL changes first, then the read for it goes out (the unfiltered cards stay meanwhile).
    await expect.poll(() => searches.at(-1)).toBe('prayer');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    // Typing six letters quickly made fewer requests than keystrokes, the last for the whole word.
    // (Usually exactly one; a machine busy enough to stall between two keys for longer than the
    // debounce legitimately sends the prefix typed so far, which is what debouncing means.)
    expect(searches.length).toBeLessThan('prayer'.length);
    expect(searches.at(-1)).toBe('prayer');
    expect(searches.every((search) => 'prayer'.startsWith(search))).toBe(true);
    const matching = (await (await page.request.get('/api/blog-posts?search=prayer')).json()) as BlogPost[];
    expect(matching.length).toBeGreaterThan(0);
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(matching.map((post) => post.title));
    // A shared link restores the search box and the results.
    await page.goto('/christian-dating-advice?search=boundaries&category=Boundaries');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('boundaries');
    await expect(chip(page, 'Boundaries')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('Enter searches at once, in the category chosen, and a chip keeps what was typed', async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice?category=Boundaries');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('heart');
    await box.press('Enter');
    await expect(page).toHaveURL('/christian-dating-advice?category=Boundaries&search=heart');
    await box.fill('prayer');
    await chip(page, 'All').click();
    await expect(page).toHaveURL('/christian-dating-advice?search=prayer');
    await expect(chip(page, 'All')).toHaveAttribute('aria-current', 'true');
    await expect(box).toHaveValue('prayer');
  });

  test('the Search button searches in place, as Enter does, named and with its tooltip', async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice');
    // Gone if the browser loaded the page afresh: the app, not the browser, sent the form.
    await page.evaluate(() => document.documentElement.setAttribute('data-still-this-page', ''));
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('heart');
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Search');
    await button.click();
    await expect(page).toHaveURL('/christian-dating-advice?search=heart');
    await expect(page.locator('html')).toHaveAttribute('data-still-this-page', '');
  });

  test("a search without matches shows 'No articles found'", async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzqxv-nothing-matches-this');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByTestId('post-card')).toHaveCount(0);
    // The same, rendered by the server for a page load of that address.
    await gotoPage(page, '/christian-dating-advice?search=zzqxv-nothing-matches-this');
    await expect(page.getByText('No articles found')).toBeVisible();
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test("a failed request shows 'Failed to fetch blog posts' with a retry", async ({ page }) => {
      let fail = true;
      await page.route('**/api/blog-list*', (route) => (fail ? route.abort() : route.continue()));
      await drawnByTheApp(page, LIST);
      await expect(page.getByText('Failed to fetch blog posts')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    });

    test('6 skeletons show while loading', async ({ page }) => {
      const release = await holdRequests(page, '**/api/blog-list*');
      await drawnByTheApp(page, LIST);
      await expect(page.getByRole('status', { name: 'Loading articles' }).getByTestId('card-skeleton')).toHaveCount(6);
      release();
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    });
  });
});
