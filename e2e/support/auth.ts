// Members in end-to-end tests: accounts made through the API (fast, unique per test) and sign-in
// through the real sign-in screen, as a reader would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/lib/local-stack';
import { fileURLToPath } from 'node:url';
import { BASE_URL } from './site';

export { DEMO_ACCOUNTS };

export interface Account {
  email: string;
  password: string;
  firstName: string;
  username: string;
}

let sequence = 0;

/** A fresh reader, unique per call (usernames and emails never collide across runs). */
export function newAccount(firstName = 'Ruth'): Account {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    username: `${firstName.toLowerCase()}_${tag}`.slice(0, 30),
    email: `e2e-member-${tag}@example.com`,
    password: 'a-long-local-password',
  };
}

/** Creates the account with POST /api/auth/sign-up, as the sign-up screen does. */
export async function createAccount(request: APIRequestContext, account = newAccount()): Promise<Account> {
  // From the site's own origin, as the browser sends it: the API refuses cross-site writes.
  const response = await request.post('/api/auth/sign-up', { data: account, headers: { origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * How long a sign-in may take to land: it loads the Firebase SDK, asks the Auth emulator, then
 * exchanges the token for the session cookie through the api function, whose first call after
 * the stack starts is a cold start. The first test of a CI run on a loaded machine took over
 * 10 s (Playwright's default for an expectation); a bound on a wait costs nothing when green.
 */
export const SIGN_IN_TIMEOUT_MS = 30_000;

/** Signs in on /sign-in (optionally carrying ?next=) and waits to land where it leads. */
export async function signInAs(page: Page, account: Pick<Account, 'email' | 'password'>, next?: string) {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await fillSignIn(page, account);
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: SIGN_IN_TIMEOUT_MS });
}

export async function fillSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * The demo owner's browser state after one real sign-in (e2e/owner-session.setup.ts): the session
 * cookie and the Firebase SDK's own sign-in, which the live inbox listens with. Tests that work as
 * the owner start from it (`test.use({ storageState: OWNER_SESSION })`) instead of signing in each.
 */
export const OWNER_SESSION = fileURLToPath(new URL('../../reports/e2e-sessions/owner.json', import.meta.url));
