import { RUNTIME_CACHES, SAVED_COPY_HEADER, SAVED_OFFLINE_KEY } from '../src/domain/offline-caches';
import { ROUTES } from '../src/domain/routes';
import { DASHBOARD_TEXT } from '../src/app/features/dashboard/dashboard-text';
import { createAccount, newAccount, signInAs } from './support/auth';
import { gotoPage, openToast, PRESS_COMPLETES, reloadUnderWorker } from './support/site';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

// A seeded article this test's browser never opens before saving it; its first and last lines.
const ARTICLE = {
  path: ROUTES.article('ten-conversations-before-engagement'),
  read: '/api/blog-posts/ten-conversations-before-engagement',
  title: 'Ten Conversations to Have Before Engagement',
  opening: 'Jesus told a short parable about someone who wanted to build a tower.',
  ending: 'you are building on the rock when you bring everything into the light.',
};

/** How the worker's cache holds a URL: absent, the save's own copy, or a copy from a visit. */
function cachedCopy(page: Page, cacheName: string, path: string): Promise<'absent' | 'saved' | 'visited'> {
  return page.evaluate(
    async ({ cacheName, path, header }) => {
      const response = await (await caches.open(cacheName)).match(new URL(path, location.origin).href);
      if (!response) return 'absent';
      return response.headers.has(header) ? 'saved' : 'visited';
    },
    { cacheName, path, header: SAVED_COPY_HEADER },
  );
}

/**
 * Offline as a phone is: the browser's switch, and every request refused besides. The switch alone
 * let the worker's fetch of a page reach the network now and then (seen in traces: a 200 from the
 * network beside the refused fetch of the same navigation), and the worker kept that copy as a page
 * read online.
 */
async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  if (offline) await context.route('**/*', (route) => route.abort('internetdisconnected'));
  else await context.unroute('**/*');
}

const keptOnDevice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SAVED_OFFLINE_KEY);

async function expectArticleInFull(page: Page) {
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  const content = page.getByTestId('article-content');
  await expect(content).toContainText(ARTICLE.opening);
  await expect(content).toContainText(ARTICLE.ending);
}

test('an article saved unread is listed and read in full offline; after logout the next account finds none of it', async ({
  page,
  context,
  request,
}) => {
  // Two sign-ins, a save, two offline visits and a logout: more than the usual allowance on a busy machine.
  test.slow();
  const ruth = await createAccount(request, newAccount('Ruth'));
  const naomi = await createAccount(request, newAccount('Naomi'));

  await signInAs(page, ruth);
  await reloadUnderWorker(page);

  // Saved from its card on the blog list, never opened.
  await gotoPage(page, ROUTES.blog);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Save to favorites: ${ARTICLE.title}` }).click();
  await expect(main.getByRole('button', { name: `Remove from favorites: ${ARTICLE.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
    PRESS_COMPLETES,
  );
  await expect(openToast(page).filter({ hasText: 'Saved to favorites' })).toBeVisible();
  // The page and its data went into the worker's caches at once: the page as the save's own copy.
  await expect.poll(() => cachedCopy(page, RUNTIME_CACHES.pages, ARTICLE.path)).toBe('saved');
  await expect.poll(() => cachedCopy(page, RUNTIME_CACHES.publicReads, ARTICLE.read)).not.toBe('absent');
  // And the dashboard's list, as the server now has it, is kept for Ruth.
  await expect.poll(() => keptOnDevice(page)).toContain(ARTICLE.title);

  // Offline: the dashboard lists it, from the last visit, and it opens and reads in full.
  await setOffline(context, true);
  await page.goto(ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ruth!');
  await expect(page.getByText(DASHBOARD_TEXT.fromLastVisit)).toBeVisible();
  const saved = page.getByTestId('saved-blog-posts');
  await expect(saved).toContainText(ARTICLE.title);
  await saved.getByRole('link', { name: ARTICLE.title }).click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}$`));
  await expectArticleInFull(page);
  // Opened as a page of its own too (a reload, a bookmark): the worker answers with the saved copy.
  await page.reload();
  await expectArticleInFull(page);
  // Read offline, the copy is still the save's: nothing reached the network to replace it.
  expect(await cachedCopy(page, RUNTIME_CACHES.pages, ARTICLE.path)).toBe('saved');
  await setOffline(context, false);

  // Logout: nothing of Ruth's stays on the device.
  await gotoPage(page, ROUTES.dashboard);
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.accessDenied })).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).toBeNull();
  await expect.poll(() => cachedCopy(page, RUNTIME_CACHES.pages, ARTICLE.path)).toBe('absent');
  expect(await cachedCopy(page, RUNTIME_CACHES.publicReads, ARTICLE.read)).toBe('absent');

  // Naomi on the same browser: her own (empty) lists, online and offline, and Ruth's article is not kept.
  await signInAs(page, naomi);
  await gotoPage(page, ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Naomi!');
  await expect(page.getByText('No saved articles yet.')).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).toContain('"Naomi"');
  await setOffline(context, true);
  await page.goto(ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Naomi!');
  await expect(page.getByText('No saved articles yet.')).toBeVisible();
  await expect(page.getByText(ARTICLE.title)).toHaveCount(0);
  await page.goto(ARTICLE.path);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await setOffline(context, false);
});
