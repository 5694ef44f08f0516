import { expect, test, type Page } from './support/test';
import type { APIResponse } from '@playwright/test';
import { BLOG_PAGE_SIZE, BLOG_POSTS_LIMIT_MAX } from '../src/domain/constants';
import { ROUTES } from '../src/domain/routes';
import type { BlogPostSummary } from '../src/domain/types';
import { gotoPage } from './support/site';
import { APP_READY_ATTRIBUTE } from '../src/lib/app-ready';

/** Every published post's title, newest first, through the API's own paging. */
async function allTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  let next: string | undefined = `/api/blog-posts?limit=${BLOG_POSTS_LIMIT_MAX}`;
  while (next) {
    const response: APIResponse = await page.request.get(next);
    titles.push(...((await response.json()) as BlogPostSummary[]).map((post) => post.title));
    next = /<([^>]+)>; rel="next"/.exec(response.headers()['link'] ?? '')?.[1];
  }
  return titles;
}

const chunks = (titles: string[]) =>
  Array.from({ length: Math.ceil(titles.length / BLOG_PAGE_SIZE) }, (_, index) =>
    titles.slice(index * BLOG_PAGE_SIZE, (index + 1) * BLOG_PAGE_SIZE),
  );

/** Walks the list to its last page and back with its Next and Previous links, checking each page's cards. */
async function walkThePages(page: Page, { afterLoad = async () => {}, afterEachPress = async () => {} } = {}) {
  const pages = chunks(await allTitles(page));
  expect(pages.length, 'the sample blog holds more than one page').toBeGreaterThan(1);
  await gotoPage(page, ROUTES.blog);
  await afterLoad();
  const headings = page.getByTestId('post-card').getByRole('heading');
  const pager = page.getByRole('navigation', { name: 'Pages of articles' });
  const next = pager.getByRole('link', { name: 'Next page' });
  const previous = pager.getByRole('link', { name: 'Previous page' });
  await expect(pager).toContainText(`${pages.flat().length} articles`);

  for (const [index, titles] of pages.entries()) {
    await expect(headings).toHaveText(titles);
    await expect(previous).toHaveCount(index === 0 ? 0 : 1);
    if (index === pages.length - 1) break;
    await expect(next).toHaveAttribute('rel', 'next');
    await next.click();
    await expect(page).toHaveURL(/[?&]after=/);
    await afterEachPress();
  }
  await expect(next).toHaveCount(0);
  for (let index = pages.length - 2; index >= 0; index -= 1) {
    await expect(previous).toHaveAttribute('rel', 'prev');
    await previous.click();
    await expect(headings).toHaveText(pages[index]!);
    await afterEachPress();
  }
  await expect(previous).toHaveCount(0);
}

test.describe('the blog list, a page at a time', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Next and Previous are plain links through every page, each rendered by the server', async ({ page }) => {
      await walkThePages(page);
    });

    test('a category pages with its filter kept in the links', async ({ page }) => {
      await gotoPage(page, `${ROUTES.blog}?category=Boundaries`);
      const next = page.getByRole('navigation', { name: 'Pages of articles' }).getByRole('link', { name: 'Next page' });
      if ((await next.count()) > 0) await expect(next).toHaveAttribute('href', /category=Boundaries&after=/);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    });
  });

  test('with scripts the page frame follows the same links in place', async ({ page }) => {
    await walkThePages(page, {
      afterLoad: async () => {
        // Before the app is live a press on a link is the browser's, as it should be: a page load.
        await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, /.*/);
        await page.evaluate(() => document.documentElement.setAttribute('data-still-this-page', ''));
      },
      // Gone if the browser loaded the page afresh: the page frame, not the browser, followed the link.
      afterEachPress: () => expect(page.locator('html')).toHaveAttribute('data-still-this-page', ''),
    });
  });
});
