// Lighthouse (mobile, the default form factor) on Home, the blog list, an article and App
// Reviews, against the built PWA on the local stack: `npm run bench:lighthouse` (runs inside
// `scripts/stack.ts exec`, which seeds). Next to them, in the same run, a plain static HTML page
// holding the same article, served by the same Hosting emulator: the best this machine allows.
// Each page is measured LIGHTHOUSE_RUNS times (default 5: on 2 cores a score moves by ten points
// between identical runs); prints each category's and timing's median and range, and exits
// non-zero when a median misses the targets below. It measures; it is not part of `npm test`.
// LIGHTHOUSE_BUSY_LOOP=1 runs a CPU-bound loop beside it the whole time, as on a loaded machine.
// The phone is a Pixel 7's screen (412×915 at DPR 2.625), on which pictures are chosen: the newest
// article's photo is measured beside the same article without a picture (a copy written for the run),
// and each page's image bytes against their targets.
// LIGHTHOUSE_WITHOUT_SCRIPTS=1 also measures each page with its script files refused, as a reader
// without scripts meets it: what the page's HTML, CSS and pictures cost the phone before any island,
// the floor its scripts add to.
import * as chromeLauncher from 'chrome-launcher';
import { spawn, type ChildProcess } from 'node:child_process';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '@/domain/collections';
import { ROUTES } from '@/domain/routes';
import type { BlogPost, BlogPostSummary } from '@/domain/types';
import { escapeHtml } from '../functions/src/services/mail';
import { postSlugRef } from '../functions/src/services/post-slugs';
import { assertLocalEmulators } from './lib/bench-emulator';
import { DEMO_PROJECT_ID, ROOT, SITE_URL } from './lib/local-stack';
import { median, medianAndRange } from './lib/runs-summary';

const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
/** The timings' targets (ms; CLS unitless): the most each may be. */
const TIMING_TARGETS = {
  'first-contentful-paint': { label: 'FCP', unit: 'ms', max: Number.POSITIVE_INFINITY },
  'largest-contentful-paint': { label: 'LCP', unit: 'ms', max: 1250 },
  'total-blocking-time': { label: 'TBT', unit: 'ms', max: 100 },
  'cumulative-layout-shift': { label: 'CLS', unit: '', max: 0.02 },
} as const;
type Timing = keyof typeof TIMING_TARGETS;
const TIMINGS = Object.keys(TIMING_TARGETS) as Timing[];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/** The phone pictures are chosen for (issue #38's profile: a Pixel 7). */
const PHONE_SCREEN = { mobile: true, width: 412, height: 915, deviceScaleFactor: 2.625, disabled: false } as const;
/** Image bytes a page may download on that phone (KB): the photo at its size, never the original. */
const IMAGE_KB_TARGETS: Record<string, number> = { Home: 300, 'Dating Advice': 300, Article: 200 };
/** The article's LCP with its photo, at most this times the same article's without a picture. */
const PHOTO_LCP_RATIO_MAX = 1.25;
/** The copy of the newest article without its picture, for the run only. */
const NO_PICTURE_ID = 'bench-lighthouse-no-picture';
const BUSY_LOOP = process.env.LIGHTHOUSE_BUSY_LOOP === '1';
const WITHOUT_SCRIPTS = process.env.LIGHTHOUSE_WITHOUT_SCRIPTS === '1';
/** The page's script files (its inline bootstrap is a few hundred bytes and stays). */
const SCRIPT_FILES = ['*.js'];

/** One core kept busy by a child process, stopped with the bench however it ends. */
function startBusyLoop(): ChildProcess {
  const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  process.on('exit', () => loop.kill('SIGKILL'));
  return loop;
}

/** Milliseconds rounded, a score as the whole number it is, CLS to three decimals. */
const format = (value: number, unit: string) =>
  unit === 'ms' ? `${Math.round(value)} ms` : unit === 'score' ? String(value) : value.toFixed(3);
/** 'median (min–max)', or just the value for one run. */
const summary = (values: number[], unit: string) => medianAndRange(values, (value) => format(value, unit));
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');

/** The reference page lives in the served build for the run only (Hosting serves dist/ as it is). */
const STATIC_REFERENCE = { dir: path.join(ROOT, 'dist/bench-reference'), path: '/bench-reference/article' };

/** The newest article, whole: the list answers summaries (no body), so the post is read by its slug. */
async function firstArticle(): Promise<BlogPost> {
  const response = await fetch(`${SITE_URL}/api/blog-posts?limit=1`);
  const [newest] = (await response.json()) as BlogPostSummary[];
  if (!newest) throw new Error('no published posts: is the stack seeded?');
  const post = await fetch(`${SITE_URL}/api/blog-posts/${encodeURIComponent(newest.slug)}`);
  if (!post.ok) throw new Error(`GET /api/blog-posts/${newest.slug} → ${post.status}`);
  return (await post.json()) as BlogPost;
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

/**
 * The same article without its picture, written for the run: published a year before it, so it
 * shows on no page measured here but its own.
 */
async function writeArticleWithoutPicture(db: Firestore, article: BlogPost): Promise<string> {
  const original = await db.collection(COLLECTIONS.posts).doc(article.id).get();
  const { imageUrl: _url, image: _image, imageAlt: _alt, ...fields } = original.data() ?? {};
  const slug = `${article.slug}-without-picture`;
  const publishedAt = new Date(Date.parse(article.publishedAt) - 365 * 24 * 3600 * 1000);
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.posts).doc(NO_PICTURE_ID), { ...fields, slug, publishedAt });
  batch.set(postSlugRef(db, slug), { postId: NO_PICTURE_ID });
  await batch.commit();
  return slug;
}

/** Image bytes the page downloaded (KB), from Lighthouse's own network record. */
function imageKb(result: { lhr: { audits: Record<string, { details?: unknown }> } }): number {
  const details = result.lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Image')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

async function main() {
  assertLocalEmulators();
  const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }, 'bench-lighthouse'));
  const article = await firstArticle();
  if (!article.image)
    throw new Error(`the newest article (${article.slug}) has no photo's variants: is the stack seeded?`);
  const withoutPicture = await writeArticleWithoutPicture(db, article);
  mkdirSync(STATIC_REFERENCE.dir, { recursive: true });
  // Hosting's cleanUrls serves article.html at /bench-reference/article.
  writeFileSync(path.join(STATIC_REFERENCE.dir, 'article.html'), staticArticleHtml(article));
  const measured = [
    { name: 'Home', path: ROUTES.home, budget: true },
    { name: 'Dating Advice', path: ROUTES.blog, budget: true },
    { name: 'Article', path: ROUTES.article(article.slug), budget: true },
    { name: 'Article without picture', path: ROUTES.article(withoutPicture), budget: false },
    { name: 'App Reviews', path: ROUTES.appReviews, budget: true },
    { name: 'Static article (reference)', path: STATIC_REFERENCE.path, budget: false },
  ];
  const pages = measured.flatMap((page) => [
    { ...page, blockedUrlPatterns: [] as string[] },
    ...(WITHOUT_SCRIPTS && page.budget
      ? [{ ...page, name: `${page.name} without scripts`, budget: false, blockedUrlPatterns: SCRIPT_FILES }]
      : []),
  ]);
  mkdirSync(REPORT_DIR, { recursive: true });
  const busyLoop = BUSY_LOOP ? startBusyLoop() : undefined;
  if (busyLoop) console.log('[lighthouse] with a CPU-bound loop beside it (LIGHTHOUSE_BUSY_LOOP=1)');
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
  const lcpMedians = new Map<string, number>();
  try {
    for (const page of pages) {
      console.log(`[lighthouse] ${page.name}: ${SITE_URL}${page.path} (${RUNS} run${RUNS > 1 ? 's' : ''})`);
      // Production's CDN answers most views from its cache; the emulator has none, so each page is
      // asked for once first, and the measured view does not also pay the function's first render
      // (the render bundle loading: 3.3 s of TTFB on Home, measured).
      await fetch(`${SITE_URL}${page.path}`);
      const scores = new Map<Category, number[]>(CATEGORIES.map((category) => [category, []]));
      const timings = new Map<Timing, number[]>(TIMINGS.map((timing) => [timing, []]));
      const file = path.join(REPORT_DIR, `${page.name.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '')}.html`);
      const weakAudits = new Set<string>();
      const imageKbs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${SITE_URL}${page.path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          screenEmulation: PHONE_SCREEN,
          blockedUrlPatterns: page.blockedUrlPatterns,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        // The last run's report, to look into.
        writeFileSync(file, String(result.report));
        for (const category of CATEGORIES) {
          scores.get(category)!.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
          for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
            const audit = result.lhr.audits[ref.id];
            if (audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9)
              weakAudits.add(`${category}: ${audit.id} (${audit.title})`);
          }
        }
        for (const timing of TIMINGS) timings.get(timing)!.push(result.lhr.audits[timing]?.numericValue ?? Number.NaN);
        imageKbs.push(imageKb(result));
        console.log(
          `  run ${run + 1}: performance ${scores.get('performance')!.at(-1)}, ${TIMINGS.map((timing) => `${TIMING_TARGETS[timing].label} ${format(timings.get(timing)!.at(-1)!, TIMING_TARGETS[timing].unit)}`).join(', ')}`,
        );
      }
      for (const category of CATEGORIES) {
        const values = scores.get(category)!;
        const ok = !page.budget || median(values) >= BUDGET[category];
        if (!ok) missed++;
        console.log(
          `  ${category.padEnd(15)} ${summary(values, 'score').padEnd(14)} ${page.budget ? `(target ${BUDGET[category]}) ${ok ? 'ok' : 'MISSED'}` : '(reference)'}`,
        );
      }
      for (const timing of TIMINGS) {
        const { label, unit, max } = TIMING_TARGETS[timing];
        const values = timings.get(timing)!;
        const ok = !page.budget || median(values) <= max;
        if (!ok) missed++;
        const target = Number.isFinite(max) ? `(target ≤ ${format(max, unit)}) ${ok ? 'ok' : 'MISSED'}` : '';
        console.log(
          `  ${label.padEnd(15)} ${summary(values, unit).padEnd(26)} ${page.budget ? target : '(reference)'}`,
        );
      }
      lcpMedians.set(page.name, median(timings.get('largest-contentful-paint')!));
      const imageTarget = IMAGE_KB_TARGETS[page.name];
      const imageOk = imageTarget === undefined || median(imageKbs) <= imageTarget;
      if (!imageOk) missed++;
      console.log(
        `  ${'images'.padEnd(15)} ${medianAndRange(imageKbs, (kb) => `${kb.toFixed(1)} KB`).padEnd(26)} ${imageTarget === undefined ? '' : `(target ≤ ${imageTarget} KB) ${imageOk ? 'ok' : 'MISSED'}`}`,
      );
      for (const audit of weakAudits) console.log(`      below 90 in some run: ${audit}`);
      console.log(`  report (last run): ${path.relative(ROOT, file)}`);
    }
    const ratio = lcpMedians.get('Article')! / lcpMedians.get('Article without picture')!;
    const ratioOk = ratio <= PHOTO_LCP_RATIO_MAX;
    if (!ratioOk) missed++;
    console.log(
      `[lighthouse] the article's LCP with its photo is ${ratio.toFixed(2)}× its LCP without a picture (target ≤ ${PHOTO_LCP_RATIO_MAX}×) ${ratioOk ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await chrome.kill();
    busyLoop?.kill('SIGKILL');
    rmSync(STATIC_REFERENCE.dir, { recursive: true, force: true });
    const cleanUp = db.batch();
    cleanUp.delete(db.collection(COLLECTIONS.posts).doc(NO_PICTURE_ID));
    cleanUp.delete(postSlugRef(db, withoutPicture));
    await cleanUp.commit();
  }
  if (missed) {
    console.error(`[lighthouse] ${missed} median(s) missed their target`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('[lighthouse] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
