// `npm run bench:bundle` (build first; runs inside `scripts/stack.ts exec`, which seeds): every
// public page opened in Debian's Chromium as a first-time visitor would, on a desktop and on a
// phone (Pixel 7), counting each script the page itself fetched until the network was idle —
// entry, route chunk and whatever loads lazily after the first render — gzip level 9, as a
// reader's device downloads and parses them. The service worker's precache downloads (made by the
// worker, after the page) are not the page's and are not counted. Exits 1 above the budget or when
// Firebase SDK code is among them.
import { chromium, devices, type Browser, type BrowserContextOptions, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGES, ROUTES } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { SITE_URL } from './lib/local-stack';

const BUDGET_KB = 200;

/** Strings only the Firebase JS SDK carries (its package names and service hosts). */
const FIREBASE_MARKERS = [
  /@firebase\/(app|auth|firestore|storage|functions)/,
  /identitytoolkit\.googleapis\.com/,
  /firestore\.googleapis\.com/,
];

const DEVICES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: devices['Desktop Chrome'] },
  { name: 'phone', options: devices['Pixel 7'] },
];

interface Loaded {
  js: number;
  css: number;
  scripts: number;
  firebase: boolean;
}

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

async function load(browser: Browser, options: BrowserContextOptions, path: string): Promise<Loaded> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const bodies: Promise<Loaded>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(SITE_URL)) return;
    bodies.push(
      response.body().then((body) => {
        const gzip = gzipSync(body, { level: 9 }).length;
        const text = body.toString('utf8');
        return type === 'script'
          ? { js: gzip, css: 0, scripts: 1, firebase: FIREBASE_MARKERS.some((re) => re.test(text)) }
          : { js: 0, css: gzip, scripts: 0, firebase: false };
      }),
    );
  });
  try {
    await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    // Whatever the rendered page asks for next (its data, a lazy chunk) counts too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const measured = await Promise.all(bodies);
    return measured.reduce(
      (sum, one) => ({
        js: sum.js + one.js,
        css: sum.css + one.css,
        scripts: sum.scripts + one.scripts,
        firebase: sum.firebase || one.firebase,
      }),
      { js: 0, css: 0, scripts: 0, firebase: false },
    );
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
        const over = loaded.js / 1024 > BUDGET_KB;
        if (over || loaded.firebase) failed = true;
        cells.push(
          `${kb(loaded.js)} KB in ${loaded.scripts}${over ? ` OVER ${BUDGET_KB}` : ''}${loaded.firebase ? ' FIREBASE' : ''}`,
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
    `\nBudget: ${BUDGET_KB} KB gzip of JavaScript per public page until the network is idle, no Firebase SDK.`,
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
