// Lighthouse (mobile, the default form factor) on Home, the blog list, an article and App
// Reviews, against the built PWA on the local stack: `npm run bench:lighthouse` (runs inside
// `scripts/stack.ts exec`, which seeds). Next to them, in the same run, a plain static HTML page
// holding the same article, served by the same Hosting emulator: the best this machine allows.
// Prints each category's score and the timings, and exits non-zero when a page of the site misses
// the budget below. It measures; it is not part of `npm test`, since scores move with the load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { escapeHtml } from '../functions/src/services/mail';
import { ROOT, SITE_URL } from './lib/local-stack';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');

/** The reference page lives in the served build for the run only (Hosting serves dist/ as it is). */
const STATIC_REFERENCE = { dir: path.join(ROOT, 'dist/bench-reference'), path: '/bench-reference/article' };

async function firstArticle(): Promise<BlogPost> {
  const response = await fetch(`${SITE_URL}/api/blog-posts`);
  const posts = (await response.json()) as BlogPost[];
  if (!posts[0]) throw new Error('no published posts: is the stack seeded?');
  return posts[0];
}

/** The article as a page with no script at all: its text, a little inline CSS, the head an SEO audit wants. */
function staticArticleHtml(post: BlogPost): string {
  const paragraphs = post.content
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(post.title)}</title><meta name="description" content="${escapeHtml(post.excerpt)}">
<style>body{margin:0 auto;max-width:720px;padding:16px;font:18px/1.75 system-ui,sans-serif}</style></head>
<body><main><h1>${escapeHtml(post.title)}</h1><p>${escapeHtml(post.excerpt)}</p>
${paragraphs}</main></body></html>
`;
}

async function main() {
  const article = await firstArticle();
  mkdirSync(STATIC_REFERENCE.dir, { recursive: true });
  // Hosting's cleanUrls serves article.html at /bench-reference/article.
  writeFileSync(path.join(STATIC_REFERENCE.dir, 'article.html'), staticArticleHtml(article));
  const pages = [
    { name: 'Home', path: ROUTES.home, budget: true },
    { name: 'Dating Advice', path: ROUTES.blog, budget: true },
    { name: 'Article', path: ROUTES.article(article.slug), budget: true },
    { name: 'App Reviews', path: ROUTES.appReviews, budget: true },
    { name: 'Static article (reference)', path: STATIC_REFERENCE.path, budget: false },
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
      // Production's CDN answers most views from its cache; the emulator has none, so each page is
      // asked for once first, and the measured view does not also pay the function's first render
      // (the render bundle loading: 3.3 s of TTFB on Home, measured).
      await fetch(`${SITE_URL}${page.path}`);
      const result = await lighthouse(`${SITE_URL}${page.path}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const file = path.join(REPORT_DIR, `${page.name.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '')}.html`);
      writeFileSync(file, String(result.report));
      for (const category of CATEGORIES) {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        const ok = !page.budget || score >= BUDGET[category];
        if (!ok) missed++;
        console.log(
          `  ${category.padEnd(15)} ${String(score).padStart(3)}  ${page.budget ? `(budget ${BUDGET[category]}) ${ok ? 'ok' : 'MISSED'}` : '(reference)'}`,
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
    rmSync(STATIC_REFERENCE.dir, { recursive: true, force: true });
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
