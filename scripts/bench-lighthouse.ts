// Lighthouse (mobile, the default form factor) on Home and an Article, against the
// built PWA on the local stack: `npm run bench:lighthouse` (runs inside
// `scripts/stack.ts exec`, which seeds). Prints each category's score and exits
// non-zero when one misses the budget in ../shared/ARCHITECTURE.md. It measures;
// it is not part of `npm test`, since scores move with the machine's load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@/domain/types';
import { ROOT, SITE_URL } from './lib/local-stack';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');

async function firstArticlePath(): Promise<string> {
  const response = await fetch(`${SITE_URL}/api/blog-posts`);
  const posts = (await response.json()) as BlogPost[];
  if (!posts[0]) throw new Error('no published posts: is the stack seeded?');
  return `/christian-dating-advice/${posts[0].slug}`;
}

async function main() {
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Article', path: await firstArticlePath() },
  ];
  mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let missed = 0;
  try {
    for (const page of pages) {
      console.log(`[lighthouse] ${page.name}: ${SITE_URL}${page.path}`);
      const result = await lighthouse(`${SITE_URL}${page.path}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const file = path.join(REPORT_DIR, `${page.name.toLowerCase()}.html`);
      writeFileSync(file, String(result.report));
      for (const category of CATEGORIES) {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        const ok = score >= BUDGET[category];
        if (!ok) missed++;
        console.log(
          `  ${category.padEnd(15)} ${String(score).padStart(3)}  (budget ${BUDGET[category]}) ${ok ? 'ok' : 'MISSED'}`,
        );
        if (!ok) {
          for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
            const audit = result.lhr.audits[ref.id];
            if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
              console.log(`      - ${audit.id}: ${audit.title} (${Math.round(audit.score * 100)})`);
            }
          }
        }
      }
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ];
      console.log(
        `  ${metrics.map((id) => `${id.replace(/-/g, ' ')}: ${result.lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`,
      );
      console.log(`  report: ${path.relative(ROOT, file)}`);
    }
  } finally {
    await chrome.kill();
  }
  if (missed) {
    console.error(`[lighthouse] ${missed} score(s) under budget`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('[lighthouse] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
