import { defineConfig, devices } from '@playwright/test';
import { BASE_URL as baseURL } from './e2e/support/site';

// Runs inside `scripts/stack.ts exec`, which serves the built PWA and the API on
// the Hosting emulator. Debian's Chromium only: this machine cannot download browsers.

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A whole test's bound, not a wait: on a loaded 2-core machine (the emulators, two browsers,
  // a build beside them) a page with a dozen cards and an axe scan took 32 s (axe alone 16 s)
  // and failed a CI run at 30 s. Each expectation still gives up after 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // npm test reads it for the slowest tests (scripts/test-all.ts).
    ...(process.env.FM_E2E_REPORT ? [['json', { outputFile: process.env.FM_E2E_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    // A failed test's trace keeps the DOM at every step, the network and the console, but no
    // screencast: recording one for every test cost a quarter of the end-to-end time here.
    // Not in CI: a fresh clone's traces are thrown away with it, and recording the DOM at every step
    // of every test cost 5-10% of the end-to-end time (3.4 min without, 3.6-3.8 with, for the same
    // 32 tests). The log keeps each failure's message and call log; `npm run test:e2e -- --trace on` records.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // One real sign-in of the owner, whose saved state the owner's tests start from (OWNER_SESSION).
    { name: 'sign-in', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /\.mobile\.spec\.ts/,
      dependencies: ['sign-in'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /\.mobile\.spec\.ts/,
      dependencies: ['sign-in'],
    },
  ],
});
