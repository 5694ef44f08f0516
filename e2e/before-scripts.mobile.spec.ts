import { expect, test } from './support/test';
import { gotoPage } from './support/site';

// The phone's menu is a popover (docs/architecture.md, 'Controls before scripts'): it opens with no
// script at all, on the mobile project's Pixel 7.
test.use({ javaScriptEnabled: false });

test.describe('on a phone, without JavaScript', () => {
  test('the menu opens, leads to a page, and Escape closes it', async ({ page }) => {
    await gotoPage(page, '/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/christian-dating-faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});
