// The owner's Insights, from readers' browsers to the owner's screen: a reader reads an article
// three times, follows its own affiliate link once and, from its "Join the Newsletter", subscribes on
// Home; a crawler and a reader whose browser sends Global Privacy Control read it too. The owner sees
// the article with exactly 3 views, 1 click and 1 signup, and the article's Core Web Vitals as a
// reader's browser measured them. Each visit is a browser of its own, as
// each reader's is: a first visit, before the service worker controls the page (a controlled page
// whose network is slow is drawn by the app from the shell, and sends no view).
import { FieldPath } from 'firebase-admin/firestore';
import { seedAppReviews } from '../scripts/seed-data/app-reviews';
import { COLLECTIONS } from '../src/domain/collections';
import { ROUTES } from '../src/domain/routes';
import { utcDay } from '../src/domain/utc-day';
import type { StoredVitalsDay } from '../src/domain/web-vitals';
import { adminDb } from '../tests/support/emulators';
import { seedPost } from '../tests/support/seed';
import { fakeAffiliateSite } from './support/affiliate';
import { OWNER_SESSION } from './support/auth';
import { newsletterForm, openToast, uniqueEmail } from './support/site';
import { APP_READY, expect, newLiveContext, test, type Page } from './support/test';
import { USER_AGENTS } from '../tests/support/user-agents';
import { linkInMail } from '../tests/support/newsletter-mail';

const APP = seedAppReviews[0]!;

/** Whether a day from `from` on has stored Web Vitals for `path` (the flush writes them within a second). */
async function vitalsStoredFor(path: string, from: string): Promise<boolean> {
  const days = await adminDb.collection(COLLECTIONS.webVitals).where(FieldPath.documentId(), '>=', from).get();
  return days.docs.some((day) => (day.data() as StoredVitalsDay).pages?.[path] !== undefined);
}

/** Resolves once the page has sent its view (or had none to send). */
function viewSent(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === '/api/page-views');
}

test.describe("the owner's Insights", () => {
  test('count a reader’s views, click and signup for the article they started on, and no crawler’s or GPC reader’s', async ({
    browser,
  }) => {
    // Five browsers and the owner's screen on a busy machine.
    test.slow();
    const startedOn = utcDay(Date.now());
    const tag = Date.now().toString(36);
    const title = `Counted Article ${tag}`;
    const slug = `counted-article-${tag}`;
    await seedPost({
      slug,
      title,
      content: `Meeting someone who shares your faith takes intention. Try [${APP.name}](/go/${APP.id}) for a month.`,
    });
    const article = ROUTES.article(slug);
    const subscriber = uniqueEmail(`insights-${tag}`);

    const visit = async (
      options: Parameters<typeof newLiveContext>[1],
      then: (page: Page) => Promise<void> = async () => undefined,
    ) => {
      const context = await newLiveContext(browser, options);
      try {
        const page = await context.newPage();
        await then(page);
      } finally {
        await context.close();
      }
    };

    // A reader follows the article's own affiliate link.
    await visit({}, async (page) => {
      const asked = await fakeAffiliateSite(page.context(), APP.affiliateUrl);
      const sent = viewSent(page);
      await page.goto(article);
      await sent;
      await page.getByTestId('article-content').getByRole('link', { name: APP.name }).click();
      await expect.poll(() => asked.length).toBeGreaterThan(0);
    });
    // A reader goes from the article to Home's newsletter form and subscribes there.
    await visit({}, async (page) => {
      const sent = viewSent(page);
      await page.goto(article);
      await sent;
      await page.getByRole('link', { name: 'Join the Newsletter' }).click();
      await expect(page).toHaveURL('/#newsletter');
      // The form sent by its script names the article it started on (src/lib/started-on.ts); sent by
      // the browser itself, before the script, it would be credited to Home (known-limits.md).
      await page.locator(APP_READY).waitFor({ state: 'attached' });
      const form = await newsletterForm(page);
      await form.getByLabel('First name').fill('Hannah');
      await form.getByLabel('Email address').fill(subscriber);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(openToast(page).filter({ hasText: 'Successfully subscribed! 🎉' })).toBeVisible();
    });
    // The signup counts once its reader confirms it, from the mailed link, for the article it started on.
    await visit({}, async (page) => {
      await page.goto(await linkInMail(subscriber, ROUTES.newsletterConfirm));
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText("You're subscribed!");
    });
    // A third reader reads, then closes the tab: the article, hidden, sends its Web Vitals.
    await visit({}, async (page) => {
      const sent = viewSent(page);
      const measuring = page.waitForResponse((response) =>
        /\/web-vitals-beacon-[\w-]+\.js$/.test(new URL(response.url()).pathname),
      );
      await page.goto(article);
      await sent;
      await measuring;
      // The measuring module has run by the time the network is quiet. Closing the tab hides the page,
      // which sends its vitals; the owner's screen below shows they arrived. (Not by navigating away:
      // headless Chromium sends the leaving page's beacon with its own user agent, a crawler's, and
      // Playwright lists no such request.)
      await page.waitForLoadState('networkidle');
      await page.close();
      // The beacon leaves as the tab closes; closing the browser too before it is through would lose it.
      await expect
        .poll(() => vitalsStoredFor(article, startedOn), { timeout: 20_000, message: 'the closed tab’s Web Vitals' })
        .toBe(true);
    });
    // A crawler reads it and follows the link: its beacon and click arrive, and count for nothing.
    await visit({ userAgent: USER_AGENTS.crawler }, async (page) => {
      await fakeAffiliateSite(page.context(), APP.affiliateUrl);
      const sent = viewSent(page);
      await page.goto(article);
      await sent;
      await page.getByTestId('article-content').getByRole('link', { name: APP.name }).click();
      await page.waitForURL((url) => url.origin === new URL(APP.affiliateUrl).origin);
    });
    // A reader whose browser sends Global Privacy Control: the page sends no view at all.
    await visit({ extraHTTPHeaders: { 'sec-gpc': '1' } }, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      });
      await page.goto(article);
    });

    // The owner's screen, for the last 28 days (its default). Views are written within a quarter
    // second on the test stack (PAGE_VIEWS_FLUSH_MS); the screen is asked again until they show.
    await visit({ storageState: OWNER_SESSION }, async (page) => {
      await page.goto(ROUTES.adminInsights);
      const topPages = page.getByRole('region', { name: 'Top pages' });
      const row = topPages.getByRole('row', { name: new RegExp(title) });
      await expect(async () => {
        await page.reload();
        await expect(row).toBeVisible({ timeout: 5_000 });
        await expect(row.getByRole('cell')).toHaveText([title, '3', '1', '1', '0', '33.3%', '33.3%', '0.0%'], {
          timeout: 1_000,
        });
      }).toPass({ timeout: 30_000 });
      // The same article leads the articles that convert.
      const converting = page.getByRole('region', { name: 'Top converting articles' });
      await expect(converting.getByRole('row', { name: new RegExp(title) })).toBeVisible();
      // Its Web Vitals, as readers' browsers measured them: the largest paint's 75th percentile, rated.
      // One to three page loads: the third reader's for sure, the others' if they left after it was measuring.
      const vitals = page.getByRole('region', { name: 'Core Web Vitals' });
      const vitalsRow = vitals.getByRole('row', { name: new RegExp(title) });
      await expect(vitalsRow.getByRole('cell').nth(1)).toHaveText(/^[≤>] [\d.]+ s · (Good|Needs improvement|Poor)$/);
      await expect(vitalsRow.getByRole('cell').nth(4)).toHaveText(/^[123]$/);
      await expect(vitals.getByRole('row', { name: /Whole site/ })).toBeVisible();
    });
  });
});
