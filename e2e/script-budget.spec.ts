// The scripts budget as a gate of `npm test`: every public page, opened on a phone by a first-time
// visitor, loads at most SCRIPT_BUDGET_KB of JavaScript (gzip) before the network is idle, no
// Firebase SDK and no antd style runtime. The same measure as `npm run bench:bundle` (e2e/support/page-scripts.ts).
import { devices } from '@playwright/test';
import {
  ARTICLE_SCRIPT_BUDGET_KB,
  ISLANDS_SCRIPT_BUDGET_KB,
  measurePageScripts,
  SCRIPT_BUDGET_KB,
  scriptBudgetKb,
} from './support/page-scripts';
import { ROUTES } from '../src/domain/routes';
import { BASE_URL, MISSING_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './support/site';
import { expect, newLiveContext, test } from './support/test';

const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];

test.describe('scripts budget', () => {
  for (const path of [...PUBLIC_PAGE_PATHS, MISSING_PAGE_PATHS[1]]) {
    test(`${path} loads at most ${ISLANDS_SCRIPT_BUDGET_KB} KB of scripts with islands (${SCRIPT_BUDGET_KB} KB hydrated whole), no Firebase SDK and no antd`, async ({
      browser,
    }) => {
      const context = await newLiveContext(browser, pixel7);
      try {
        const loaded = await measurePageScripts(context, `${BASE_URL}${path}`);
        expect(loaded.firebase, 'the Firebase SDK is among the scripts').toBe(false);
        expect(loaded.antd, "antd's style runtime is among the scripts").toBe(false);
        expect(loaded.scripts).toBeGreaterThan(0);
        // The one stylesheet is in the page's HTML: nothing downloads it again (vite.config.ts, inlineEntryCss).
        expect(loaded.css, 'bytes of stylesheets fetched').toBe(0);
        // An article is read most: it must keep coming alive by its islands, not fall back to the whole app.
        if (path.startsWith(`${ROUTES.blog}/`)) {
          expect(loaded.islands, 'the article comes alive by its islands').toBe(true);
          expect(loaded.js / 1024, 'KB of JavaScript (gzip) on an article').toBeLessThanOrEqual(
            ARTICLE_SCRIPT_BUDGET_KB,
          );
        }
        expect(loaded.js / 1024, `KB of JavaScript (gzip) in ${loaded.scripts} scripts`).toBeLessThanOrEqual(
          scriptBudgetKb(loaded),
        );
      } finally {
        await context.close();
      }
    });
  }
});
