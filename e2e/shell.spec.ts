import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { APP_SCREEN, BRAND, gotoPage, PUBLIC_PAGE_PATHS } from './support/site';

const NAV = [
  { label: 'Home', path: '/' },
  { label: 'Dating Advice', path: '/christian-dating-advice' },
  { label: 'App Reviews', path: '/christian-dating-apps-reviews' },
  { label: 'Resources', path: '/christian-relationship-resources' },
  { label: 'FAQ', path: '/christian-dating-faq' },
  { label: 'Contact', path: '/contact-faithful-matches' },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header', () => {
  test('shows the brand and the six links, highlighting the current route', async ({ page }) => {
    await gotoPage(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: BRAND })).toHaveAttribute('href', '/');
    const links = mainNav(page).getByRole('link');
    // The six links, then the account corner (anonymous: 'Sign In', back to this page afterwards).
    await expect(links).toHaveText([...NAV.map((item) => item.label), 'Sign In']);
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?next=%2F');
    for (const { label, path } of NAV) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
    }
    for (const { label, path } of NAV) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(label);
    }
  });

  test('the header stays on screen while scrolling', async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test("'Free Devotional' scrolls to the newsletter, and does nothing where there is none", async ({ page }) => {
    await gotoPage(page, '/');
    const newsletter = page.locator('#newsletter');
    await expect(newsletter).not.toBeInViewport();
    await mainNav(page).getByRole('button', { name: 'Free Devotional' }).click();
    await expect(newsletter).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');

    await gotoPage(page, '/christian-dating-faq');
    const before = await page.evaluate(() => window.scrollY);
    await mainNav(page).getByRole('button', { name: 'Free Devotional' }).click();
    await expect(page).toHaveURL('/christian-dating-faq');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('footer', () => {
  test('has the brand, tagline, social links, three columns and the bottom strip', async ({ page }) => {
    await gotoPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(BRAND);
    await expect(footer).toContainText(
      'Biblical guidance for Christian dating and relationships, honoring God in every connection.',
    );
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'Twitter']) {
      const link = footer.getByRole('link', { name: network, exact: true });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const columns: Record<string, { label: string; href: string }[]> = {
      'Dating Advice': [
        'Biblical Dating Principles',
        'Setting Boundaries',
        'Prayer & Relationships',
        'Preparing for Marriage',
        'Single & Content',
      ].map((label) => ({ label, href: '/christian-dating-advice' })),
      'App Reviews': [
        'Christian Mingle Review',
        'Upward Dating Review',
        'eHarmony for Christians',
        'App Comparison',
        'Safety Tips',
      ].map((label) => ({ label, href: '/christian-dating-apps-reviews' })),
      Resources: [
        ...['Free Prayer Journal', 'Recommended Books', 'Dating Devotionals', 'Relationship Courses'].map((label) => ({
          label,
          href: '/christian-relationship-resources',
        })),
        { label: 'Contact Us', href: '/contact-faithful-matches' },
      ],
    };
    for (const [title, links] of Object.entries(columns)) {
      const column = footer.getByRole('navigation', { name: `${title} links` });
      await expect(column.getByRole('heading', { name: title })).toBeVisible();
      await expect(column.getByRole('link')).toHaveText(links.map((link) => link.label));
      for (const link of links) {
        await expect(column.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
    }
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} ${BRAND}. All rights reserved.`);
    for (const [label, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Affiliate Disclosure', '/affiliate-disclosure'],
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('not found and legacy paths', () => {
  test("an unknown path shows the 'Page Not Found' card with a way home, marked noindex", async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${BRAND}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
  });

  const legacy: [string, string][] = [
    ['/blog', '/christian-dating-advice'],
    ['/blog/what-biblical-dating-really-looks-like', '/christian-dating-advice/what-biblical-dating-really-looks-like'],
    ['/app-reviews', '/christian-dating-apps-reviews'],
    ['/resources', '/christian-relationship-resources'],
    ['/contact', '/contact-faithful-matches'],
    ['/faq', '/christian-dating-faq'],
  ];
  test('legacy paths also redirect when reached by client-side navigation', async ({ page }) => {
    // From a screen the app runs: on a page with islands there is no router to move in place.
    await gotoPage(page, APP_SCREEN);
    for (const [from, to] of legacy) {
      // pushState + popstate makes the router navigate without asking the server.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('main h1')).toHaveCount(1);
    }
  });

  test('the home hero links to the app reviews', async ({ page }) => {
    await gotoPage(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Compare Dating Apps' }).click();
    await expect(page).toHaveURL('/christian-dating-apps-reviews');
  });
});

test.describe('page metadata', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    test(`${path} sets title, description, og tags and canonical`, async ({ page }) => {
      await gotoPage(page, path);
      await expect(page).toHaveTitle(new RegExp(`^(?!Loading).+ \\| ${BRAND}$`));
      const title = await page.title();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{10,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }
});

test.describe('accessibility of the shell', () => {
  test('skip link and keyboard focus reach the main content', async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
