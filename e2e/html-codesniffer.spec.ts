// HTML_CodeSniffer's WCAG2AA errors on every page a reader or the owner opens, at rest, beside the
// axe checks of each spec (./support/axe.ts). The two read the rules differently and each finds
// errors the other passes (an input's type against its autocomplete, H98; a form with no submit
// button, H32.2). Once per page: its sniffs over a large admin table take seconds, which every
// axe check of every state would pay again.
import { expect, test, type Locator, type Page } from './support/test';
import { OWNER_SESSION } from './support/auth';
import { expectNoHtmlcsErrors } from './support/htmlcs';
import { gotoPage, MISSING_PAGE_PATHS, ownerScreens, PUBLIC_PAGE_PATHS } from './support/site';
import { ROUTES } from '../src/domain/routes';

const READER_PATHS = [...PUBLIC_PAGE_PATHS, ROUTES.signIn, ROUTES.signUp, ROUTES.dashboard, ...MISSING_PAGE_PATHS];

async function check(page: Page, path: string, ready?: Locator) {
  if (ready) {
    await page.goto(path);
    await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  } else {
    await gotoPage(page, path);
  }
  await expectNoHtmlcsErrors(page);
  // A page has one <main> (antd's Layout.Content is one too, inside the site's own).
  await expect(page.locator('main')).toHaveCount(1);
}

test('every page a reader opens has no HTML_CodeSniffer WCAG2AA error', async ({ page }) => {
  test.slow();
  for (const path of READER_PATHS) await check(page, path);
});

test.describe('signed in as the owner', () => {
  test.use({ storageState: OWNER_SESSION });

  test("the owner's screens have no HTML_CodeSniffer WCAG2AA error", async ({ page }) => {
    test.slow();
    for (const [path, ready] of ownerScreens(page)) await check(page, path, ready);
  });
});
