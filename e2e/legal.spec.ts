import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage } from './support/site';

const PAGES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    mentions: [
      '__session',
      'no analytics',
      'Global Privacy Control',
      'no IP address',
      'What leads to what',
      'How fast pages are',
      'Firebase',
      'newsletter',
      'contact form',
    ],
  },
  { path: '/terms-of-service', title: 'Terms of Service', mentions: ['affiliate links', 'not a substitute'] },
  {
    path: '/affiliate-disclosure',
    title: 'Affiliate Disclosure',
    mentions: ['we may earn a commission', 'nothing extra', 'Federal Trade Commission'],
  },
] as const;

test.describe('legal pages', () => {
  for (const { path, title, mentions } of PAGES) {
    test(`${title} renders its dated content`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Last updated: November 22, 2026')).toBeVisible();
      await expect(page.locator('time[datetime="2026-11-22"]')).toHaveCount(1);
      const main = page.getByRole('main');
      for (const text of mentions) await expect(main).toContainText(new RegExp(text, 'i'));
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the legal pages link to each other', async ({ page }) => {
    await gotoPage(page, '/privacy-policy');
    await page.getByRole('main').getByRole('link', { name: 'Affiliate Disclosure' }).first().click();
    await expect(page).toHaveURL(/\/affiliate-disclosure$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Disclosure');
  });
});
