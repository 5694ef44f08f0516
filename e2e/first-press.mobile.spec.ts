// A reader on a mid-range phone (Pixel 7, the CPU slowed 4x as Lighthouse slows it) presses each
// control as soon as it is visible, without waiting for the app: every press takes effect, the
// first time. Service worker on, a first visit each time.
import type { Page } from '@playwright/test';
import { ROUTES } from '../src/domain/routes';
import { createAccount, newAccount, signInAs } from './support/auth';
import { openToast, PRESS_COMPLETES, SEEDED_ARTICLE } from './support/site';
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
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(carousel.getByRole('button', { name: 'Previous testimonials' })).toBeEnabled(PRESS_COMPLETES);
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
});
