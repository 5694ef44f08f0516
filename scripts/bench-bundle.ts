// `npm run bench:bundle` (build first; runs inside `scripts/stack.ts exec`, which seeds): every
// public page opened in Debian's Chromium as a first-time visitor would, on a desktop and on a
// phone (Pixel 7), with what it loads measured as e2e/support/page-scripts.ts says. `npm test`
// gates the same budget on the phone (e2e/script-budget.spec.ts); this prints both devices' table.
// Exits 1 above the budget, for a page that does not come alive by its islands, or when Firebase SDK code, antd's style runtime or React DOM is among them.
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { PUBLIC_PAGES, ROUTES } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { measurePageScripts, SCRIPT_BUDGET_KB, type PageScripts } from '../e2e/support/page-scripts';
import { SITE_URL } from './lib/local-stack';

const DEVICES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: devices['Desktop Chrome'] },
  { name: 'phone', options: devices['Pixel 7'] },
];

async function pagesToMeasure(): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${SITE_URL}/api/blog-posts`);
  const posts = (await response.json()) as BlogPost[];
  if (!posts[0]) throw new Error('no published posts: is the stack seeded?');
  const names: Record<(typeof PUBLIC_PAGES)[number], string> = {
    [ROUTES.home]: 'Home',
    [ROUTES.blog]: 'Dating Advice',
    [ROUTES.appReviews]: 'App Reviews',
    [ROUTES.resources]: 'Resources',
    [ROUTES.contact]: 'Contact',
    [ROUTES.faq]: 'FAQ',
    [ROUTES.privacy]: 'Privacy Policy',
    [ROUTES.terms]: 'Terms of Service',
    [ROUTES.affiliateDisclosure]: 'Affiliate Disclosure',
  };
  const pages = PUBLIC_PAGES.map((path) => ({ name: names[path], path: String(path) }));
  pages.splice(2, 0, { name: 'Article', path: ROUTES.article(posts[0].slug) });
  pages.push({ name: 'Not found (404)', path: '/no-such-page' });
  return pages;
}

async function load(browser: Browser, options: BrowserContextOptions, path: string): Promise<PageScripts> {
  const context = await browser.newContext(options);
  try {
    return await measurePageScripts(context, `${SITE_URL}${path}`);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const pages = await pagesToMeasure();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let failed = false;
  const rows: string[][] = [];
  try {
    for (const { name, path } of pages) {
      const cells = [name];
      for (const device of DEVICES) {
        console.log(`[bench:bundle] ${device.name.padEnd(7)} ${path}`);
        const loaded = await load(browser, device.options, path);
        const over = loaded.js / 1024 > SCRIPT_BUDGET_KB;
        if (over || !loaded.islands || loaded.firebase || loaded.antd || loaded.reactDom) failed = true;
        cells.push(
          `${kb(loaded.js)} KB in ${loaded.scripts}${loaded.islands ? '' : ' WHOLE APP'}${over ? ` OVER ${SCRIPT_BUDGET_KB}` : ''}${loaded.firebase ? ' FIREBASE' : ''}${loaded.antd ? ' ANTD' : ''}${loaded.reactDom ? ' REACT DOM' : ''}`,
          `${kb(loaded.css)} KB`,
        );
      }
      rows.push(cells);
    }
  } finally {
    await browser.close();
  }

  const header = ['page', 'desktop JS (scripts)', 'CSS', 'phone JS (scripts)', 'CSS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nBudget: ${SCRIPT_BUDGET_KB} KB gzip of JavaScript per public page until the network is idle, each coming alive by its islands (Preact); no Firebase SDK, no antd, no React DOM.`,
  );
  if (failed) {
    console.error('bench:bundle FAILED');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('[bench:bundle] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
