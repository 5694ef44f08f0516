import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { OWNER_SESSION } from './support/auth';

test.describe('the admin area on a phone (Pixel 7)', () => {
  test.use({ storageState: OWNER_SESSION });

  test('a menu bar instead of the side menu, tables that scroll inside themselves, dialogs that fit', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');
    const menus = page.getByRole('navigation', { name: 'Admin' });
    // One visible admin menu, laid out as a bar above the screen.
    await expect(menus).toHaveCount(1);
    await expect(menus.getByRole('menu')).toHaveClass(/ant-menu-horizontal/);
    await expect(page.locator('tr[data-row-key]').first()).toBeVisible();

    for (const path of [
      '/admin/blog',
      '/admin/app-reviews',
      '/admin/contact',
      '/admin/subscribers',
      '/admin/blog/new',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);

    // The menu bar reaches every screen.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contact Submissions' }).click();
    await expect(page).toHaveURL('/admin/contact');
    await expect(page.getByTestId('inbox-live')).toBeVisible();
  });
});
