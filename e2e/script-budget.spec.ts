// The scripts budget as a gate of `npm test`: every public page, opened on a phone by a first-time
// visitor, comes alive by its islands and loads at most its budget of JavaScript (gzip) before the
// network is idle, no Firebase SDK, no antd style runtime and no React DOM (the islands run on Preact). The same measure as `npm run bench:bundle` (e2e/support/page-scripts.ts).
import { devices } from '@playwright/test';
import { measurePageScripts, SCRIPT_BUDGET_KB } from './support/page-scripts';
import { BASE_URL, MISSING_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './support/site';
import { expect, newLiveContext, test } from './support/test';

const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];

test.describe('scripts budget', () => {
  for (const path of [...PUBLIC_PAGE_PATHS, MISSING_PAGE_PATHS[1]]) {
    test(`${path} comes alive by its islands with at most ${SCRIPT_BUDGET_KB} KB of scripts, no Firebase SDK, no antd and no React DOM`, async ({
      browser,
    }) => {
      const context = await newLiveContext(browser, pixel7);
      try {
        const loaded = await measurePageScripts(context, `${BASE_URL}${path}`);
        expect(loaded.firebase, 'the Firebase SDK is among the scripts').toBe(false);
        expect(loaded.antd, "antd's style runtime is among the scripts").toBe(false);
        expect(loaded.reactDom, 'React DOM is among the scripts: the islands run on Preact').toBe(false);
        expect(loaded.scripts).toBeGreaterThan(0);
        expect(loaded.islands, 'the page comes alive by its islands, not the whole app').toBe(true);
        // The one stylesheet is in the page's HTML: nothing downloads it again (vite.config.ts, inlineEntryCss).
        expect(loaded.css, 'bytes of stylesheets fetched').toBe(0);
        expect(loaded.js / 1024, `KB of JavaScript (gzip) in ${loaded.scripts} scripts`).toBeLessThanOrEqual(
          SCRIPT_BUDGET_KB,
        );
      } finally {
        await context.close();
      }
    });
  }
});
