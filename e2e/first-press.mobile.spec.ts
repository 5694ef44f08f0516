// A reader on a mid-range phone (Pixel 7, the CPU slowed 4x as Lighthouse slows it) presses each
// control as soon as it is visible, without waiting for the app: every press takes effect, the
// first time. Service worker on, a first visit each time.
import type { Page } from '@playwright/test';
import { FAQ_ITEMS } from '../src/domain/faq-items';
import { ROUTES } from '../src/domain/routes';
import type { AppReview, BlogPost, Resource } from '../src/domain/types';
import { expectCountedOnceOnTheWayTo, fakeAffiliateSite, recordedClicks } from './support/affiliate';
import { createAccount, newAccount, signInAs } from './support/auth';
import { openToast, PRESS_COMPLETES, SEEDED_ARTICLE, shownTestimonials, testimonialsCarousel } from './support/site';
import { expect, test } from './support/test';

test.use({ waitForApp: false });

/** As Lighthouse's phone does: main-thread work takes four times as long. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and returns as soon as the server's HTML is there, long before the app is live. */
async function open(page: Page, path: string): Promise<void> {
  await slowCpu(page);
  await page.goto(path, { waitUntil: 'commit' });
}

test.describe('presses before the app is live', () => {
  test('the menu opens on the first tap', async ({ page }) => {
    await open(page, ROUTES.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible(PRESS_COMPLETES);
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' })).toBeVisible();
  });

  test("the testimonials carousel's Next moves it on the first tap", async ({ page }) => {
    await open(page, ROUTES.home);
    const carousel = testimonialsCarousel(page);
    // Previous/next are links to slides: before the app the browser follows them itself.
    const next = carousel.getByRole('link', { name: 'Next testimonials' });
    await next.waitFor();
    const first = await shownTestimonials(carousel);
    await next.click();
    // Settled on other cards (mid-scroll, none is wholly in view).
    await expect
      .poll(async () => {
        const shown = await shownTestimonials(carousel);
        return shown.length > 0 && shown[0] !== first[0];
      }, PRESS_COMPLETES)
      .toBe(true);
  });

  test('Copy link copies on the first tap', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, SEEDED_ARTICLE);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(openToast(page)).toContainText('Link copied', PRESS_COMPLETES);
  });

  test("an anonymous reader's heart leads to sign-in on the first tap", async ({ page }) => {
    await open(page, SEEDED_ARTICLE);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Save to favorites: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sign-in\?/, PRESS_COMPLETES);
  });

  test("a member's heart saves on the first tap, showing it is pending until it can", async ({ page, request }) => {
    test.slow();
    const ruth = await createAccount(request, newAccount('Ruth'));
    await signInAs(page, ruth);
    await open(page, SEEDED_ARTICLE);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: /favorites: / })
      .first();
    const title = (await heart.getAttribute('aria-label'))!.replace(/^Save to favorites: /, '');
    await heart.click();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Remove from favorites: ${title}` })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true', PRESS_COMPLETES);
    await expect(openToast(page)).toContainText('Saved to favorites', PRESS_COMPLETES);
  });

  test('a FAQ question opens on the first tap', async ({ page }) => {
    await open(page, ROUTES.faq);
    const item = FAQ_ITEMS[0]!;
    await page.locator('summary', { hasText: item.question }).click();
    await expect(page.getByText(item.answer)).toBeVisible(PRESS_COMPLETES);
  });

  test('a category chip and the blog search filter on the first tap', async ({ page }) => {
    await open(page, ROUTES.blog);
    const chip = page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name: 'Boundaries' });
    await chip.click();
    await expect(page).toHaveURL(/category=Boundaries/, PRESS_COMPLETES);
    await expect(chip).toHaveAttribute('aria-current', 'true', PRESS_COMPLETES);

    await open(page, ROUTES.blog);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('prayer');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=prayer/, PRESS_COMPLETES);
    const found = (await (await page.request.get('/api/blog-posts?search=prayer')).json()) as BlogPost[];
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(
      found.map((post) => post.title),
      PRESS_COMPLETES,
    );
  });

  // Failed 1 run in 2 on a loaded machine while the newsletter form was a lazy boundary of the page: the address
  // changed and the page kept 'All' (docs/architecture.md, the newsletter form). Now a tab is a link to its page.
  test("a resources' tab switches on the first tap", async ({ page }) => {
    await open(page, ROUTES.resources);
    await page.getByRole('tab', { name: 'Books' }).click();
    await expect(page).toHaveURL(/type=book/, PRESS_COMPLETES);
    await expect(page.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true', PRESS_COMPLETES);
  });

  test('Try Now, Get Now and Download reach the partner and are counted once, on the first tap', async ({
    page,
    context,
  }) => {
    test.slow();
    const [review] = (await (await page.request.get('/api/app-reviews')).json()) as AppReview[];
    const resources = (await (await page.request.get('/api/resources')).json()) as Resource[];
    const paid = resources.find(
      (resource) => resource.price !== 'Free' && resource.affiliateUrl?.startsWith('https:'),
    )!;
    const free = resources.find((resource) => resource.price === 'Free' && resource.affiliateUrl)!;
    await fakeAffiliateSite(context, review!.affiliateUrl);
    await fakeAffiliateSite(context, paid.affiliateUrl!);

    await open(page, ROUTES.appReviews);
    const tryNow = page
      .getByRole('region', { name: 'App comparison table' })
      .getByRole('row')
      .filter({ hasText: review!.name })
      .getByRole('link', { name: /Try Now/ });
    const partner = await expectCountedOnceOnTheWayTo(page, tryNow, {
      // A click is recorded under the app's name and a resource's title, as the POST endpoint records it.
      affiliate: review!.name,
      source: 'app-reviews-page',
      url: review!.affiliateUrl,
    });
    await partner.close();

    await open(page, ROUTES.resources);
    const getNow = page.getByRole('link', { name: `Get Now: ${paid.title} (opens in a new tab)` });
    (
      await expectCountedOnceOnTheWayTo(page, getNow, {
        affiliate: paid.title,
        source: 'resources-page',
        url: paid.affiliateUrl!,
      })
    ).close();
    // The journal is the site's own PDF: the redirect leads there, and the click is counted.
    const download = page.getByRole('link', { name: new RegExp(`^Download: ${free.title}`) });
    const downloadsBefore = await recordedClicks(free.title, 'resources-page');
    const opened = page.waitForEvent('popup');
    await download.click();
    await (await opened).waitForURL(new URL(free.affiliateUrl!, page.url()).href);
    await expect
      .poll(() => recordedClicks(free.title, 'resources-page'), { timeout: 15_000 })
      .toBe(downloadsBefore + 1);
  });

  test("the article's newsletter link lands on Home's newsletter on the first tap", async ({ page }) => {
    await open(page, SEEDED_ARTICLE);
    await page.getByRole('link', { name: 'Join the Newsletter' }).click();
    await expect(page).toHaveURL('/#newsletter', PRESS_COMPLETES);
    await expect(page.locator('#newsletter')).toBeInViewport(PRESS_COMPLETES);
  });
});
