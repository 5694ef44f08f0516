import { expect, test } from '@playwright/test';
import { gotoPage } from './support/site';

const ROUTES = [
  '/',
  '/christian-dating-advice',
  '/christian-dating-advice/what-biblical-dating-really-looks-like',
  '/christian-dating-apps-reviews',
  '/christian-relationship-resources',
  '/contact-faithful-matches',
  '/christian-dating-faq',
  '/privacy-policy',
  '/terms-of-service',
  '/affiliate-disclosure',
  '/sign-in',
  '/sign-up',
  '/dashboard',
  '/no-such-page',
];

test('every page loads under the Content-Security-Policy with no violation', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  for (const path of ROUTES) {
    await gotoPage(page, path);
    // Let lazy chunks, images and the sign-in SDK settle before reading the report.
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, path).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('meta[http-equiv]'))).toBeNull();
  }
});
