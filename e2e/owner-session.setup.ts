// Signs the demo owner in once, through the real sign-in screen, before the suites run; the tests
// that work as the owner start from the state it saves (OWNER_SESSION).
import { DEMO_ACCOUNTS, OWNER_SESSION, signInAs } from './support/auth';
import { expect, test as setup } from './support/test';

setup('the owner signs in', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.admin, '/admin/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Management');
  await page.context().storageState({ path: OWNER_SESSION });
});
