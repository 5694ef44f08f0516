import { expect, test, type Locator, type Page } from './support/test';
import { OWNER_SESSION } from './support/auth';
import { ROUTES } from '../src/domain/routes';
import { gotoPage, MISSING_PAGE_PATHS, ownerScreens, PUBLIC_PAGE_PATHS } from './support/site';

const PATHS = [...PUBLIC_PAGE_PATHS, ROUTES.signIn, ROUTES.signUp, ROUTES.dashboard, ...MISSING_PAGE_PATHS];

/** Records every violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function expectNoViolations(page: Page, path: string, ready?: Locator) {
  await gotoPage(page, path);
  // Let lazy chunks, images and the sign-in SDK settle before reading the report. A screen with
  // a live listener never goes network-idle (its channel stays open): it names what shows it is done.
  if (ready) await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  else await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations, path).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('meta[http-equiv]'))).toBeNull();
}

test('every page loads under the Content-Security-Policy with no violation', async ({ page }) => {
  test.slow();
  await watchViolations(page);
  for (const path of PATHS) await expectNoViolations(page, path);
});

test.describe('signed in as the owner', () => {
  test.use({ storageState: OWNER_SESSION });

  test('the admin screens (Firestore listener, chart) load under the policy with no violation', async ({ page }) => {
    test.slow();
    await watchViolations(page);
    for (const [path, ready] of ownerScreens(page)) await expectNoViolations(page, path, ready);
  });
});
