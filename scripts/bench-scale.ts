// What the site costs as it grows (run by `npm run bench:scale [-- N]`, which starts and seeds the
// local stack first; build first). Issue #39 measured by hand that at +1,000 posts the blog list
// page grew to 4,277 KB and 746 ms; this makes that measurement repeatable.
//
// At the seed's size, then again after adding N posts (default 1,000; `-- 2000` or
// `-- --posts 2000`), SUBSCRIBERS_PER_POST × N confirmed subscribers and MESSAGES_PER_POST × N
// contact messages (scripts/lib/scale-bench.ts), it measures each public page, public API list
// and owner's list:
//   - through Hosting (SITE_URL), as a reader's browser would ask: the median wall time of 5
//     sequential requests after one warm-up; the body's size decoded, and over the wire with
//     `Accept-Encoding: gzip`; a page's elements (its opening tags); a JSON list's entries. The
//     owner's lists are asked with the demo admin's session cookie.
//   - in this process, with the same Express apps the `api` and `pages` functions run (the built
//     render bundle, functions/lib/render-page.js) and the read cache off: the Firestore document
//     reads one uncached view bills (scripts/lib/firestore-read-counter.ts), and what 1,000 such
//     views cost at the list price. The emulator keeps no per-request count of its own.
// It also loads the owner's blog list, inbox and subscribers in Debian's Chromium, signed in as the
// demo admin, and times each one's first table row by the page's own clock (measureOwnerScreens).
// Then it prints both sizes side by side, as a Markdown table, and removes every document it added
// (ids starting `bench-scale-`), on failure and Ctrl-C too. It only ever talks to the demo project
// on this machine. `npm run bench:scale` turns the functions' read cache off (PUBLIC_READ_CACHE_MS=0)
// so each timed request reads Firestore, as a CDN and instance cache miss does.
// Exits 1 when any answer measured was not 200 (a page over its read deadline answers 503).
import { existsSync, readFileSync } from 'node:fs';
import { Agent, createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request as PlaywrightRequest } from '@playwright/test';
import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES, INBOX_PAGE_SIZE } from '@/domain/constants';
import { blogFiltersQuery } from '@/domain/blog';
import { PUBLIC_READS } from '@/domain/public-reads';
import { COLLECTIONS } from '@/domain/collections';
import { daysBetween, lastDays } from '@/domain/insights';
import { WEB_VITALS_MAX_DAYS } from '@/domain/web-vitals';
import { FEED_PATHS, ROUTES } from '@/domain/routes';
import type { PageRenderer } from '@/server-render/page-shell';
import { createApp } from '../functions/src/app';
import { config, type Config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { createPagesApp } from '../functions/src/pages-app';
import { publicReads } from '../functions/src/services/public-reads';
import { syncPostSlugs } from '../functions/src/services/post-slugs';
import { createReadCache } from '../functions/src/services/read-cache';
import { signIn, sessionCookieFor } from '../tests/support/users';
import {
  addDocuments,
  assertLocalEmulators,
  assertLocalUrl,
  BASE_URL,
  cleanUpOnce,
  removeByIdPrefix,
  runBench,
} from './lib/bench-emulator';
import { installReadCounter, type ReadCounter } from './lib/firestore-read-counter';
import { DEMO_ACCOUNTS } from './lib/local-stack';
import {
  countElements,
  median,
  parsePostCount,
  SCALE_COLLECTIONS,
  SCALE_ID_PREFIX,
  scaleContent,
  INSIGHTS_DAYS,
  scaleInsightsDay,
  scaleVitalsDay,
  scaleSlug,
  scaleCounts,
  scaleReport,
  formatMb,
  ownerScreensReport,
  type ScreenMeasurement,
  SEARCH_WORD,
  type Measurement,
  type ReportRow,
} from './lib/scale-bench';
import { seedPosts } from './seed-data/posts';

const TIMED_RUNS = 5;
const REQUEST_TIMEOUT_MS = 120_000;
/** In this process nothing is timed: a page may take as long as its reads take. */
const IN_PROCESS_DEADLINE_MS = 120_000;

const log = (message: string) => console.log(`[bench] ${message}`);

const BUILT = {
  renderer: fileURLToPath(new URL('../functions/lib/render-page.js', import.meta.url)),
  shell: fileURLToPath(new URL('../functions/lib/page-shell.html', import.meta.url)),
};

function assertBuilt(): void {
  const missing = Object.values(BUILT).filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`missing ${missing.join(' and ')}: run \`npm run build\` first`);
}

// --- What is measured ---------------------------------------------------------------------------

interface Target {
  label: string;
  path: string;
  /** Which function answers it (Hosting's rewrites: /api/** and the feeds to `api`, pages to `pages`). */
  app: 'api' | 'pages';
  /** Asked with the demo admin's session. */
  owner?: boolean;
}

/** An article of the seed's, there at either size. */
const ARTICLE_SLUG = seedPosts.find((post) => post.status === 'published' && post.daysAgo > 0)!.slug;
const CATEGORY = BLOG_FILTER_CATEGORIES[0];
const blogList = (filters: { search?: string; category?: string }) =>
  `${ROUTES.blog}${blogFiltersQuery({ search: filters.search ?? '', category: filters.category ?? ALL_CATEGORIES })}`;

const TARGETS: Target[] = [
  { label: 'Home', path: ROUTES.home, app: 'pages' },
  { label: 'Blog list', path: ROUTES.blog, app: 'pages' },
  { label: `Blog list, ${CATEGORY}`, path: blogList({ category: CATEGORY }), app: 'pages' },
  { label: `Blog list, search "${SEARCH_WORD}"`, path: blogList({ search: SEARCH_WORD }), app: 'pages' },
  { label: 'Article', path: ROUTES.article(ARTICLE_SLUG), app: 'pages' },
  { label: 'rss.xml', path: FEED_PATHS.rss, app: 'api' },
  { label: 'sitemap.xml', path: FEED_PATHS.sitemap, app: 'api' },
  { label: `GET ${PUBLIC_READS.blogPosts.path}`, path: PUBLIC_READS.blogPosts.path, app: 'api' },
  {
    label: `GET ${PUBLIC_READS.blogPosts.path}?search=`,
    path: `${PUBLIC_READS.blogPosts.path}?search=${encodeURIComponent(SEARCH_WORD)}`,
    app: 'api',
  },
  { label: `GET ${PUBLIC_READS.appReviews.path}`, path: PUBLIC_READS.appReviews.path, app: 'api' },
  // What the owner's screens ask: the blog list's first page (and a search), the inbox's counts and
  // its window when the listener is down, and the subscribers' list and export.
  { label: 'GET /api/admin/blog-posts', path: '/api/admin/blog-posts', app: 'api', owner: true },
  {
    label: 'GET /api/admin/blog-posts?search=',
    path: `/api/admin/blog-posts?search=${encodeURIComponent(SEARCH_WORD)}`,
    app: 'api',
    owner: true,
  },
  { label: 'GET /api/admin/contact-submissions', path: '/api/admin/contact-submissions', app: 'api', owner: true },
  {
    label: 'GET /api/admin/contact-submissions?limit=',
    path: `/api/admin/contact-submissions?limit=${INBOX_PAGE_SIZE}`,
    app: 'api',
    owner: true,
  },
  {
    label: 'GET /api/admin/contact-submissions/counts',
    path: '/api/admin/contact-submissions/counts',
    app: 'api',
    owner: true,
  },
  { label: 'GET /api/admin/subscribers', path: '/api/admin/subscribers', app: 'api', owner: true },
  // The owner's Insights: 28 days (the screen's default) and the quarter the bench writes.
  ...[28, INSIGHTS_DAYS].map((days): Target => {
    const { from, to } = lastDays(days);
    return {
      label: `GET /api/admin/insights, ${days} days`,
      path: `/api/admin/insights?from=${from}&to=${to}`,
      app: 'api',
      owner: true,
    };
  }),
  // Real readers' Web Vitals, at most 28 days a call: 7 and 28 (the screen's default).
  ...[7, WEB_VITALS_MAX_DAYS].map((days): Target => {
    const { from, to } = lastDays(days);
    return {
      label: `GET /api/admin/web-vitals, ${days} days`,
      path: `/api/admin/web-vitals?from=${from}&to=${to}`,
      app: 'api',
      owner: true,
    };
  }),
  { label: 'GET /api/admin/subscribers/export', path: '/api/admin/subscribers/export', app: 'api', owner: true },
];

interface Answer {
  status: number;
  ms: number;
  contentType: string;
  body: Buffer;
  wireBytes: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || encoding === 'identity') return raw;
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  throw new Error(`an answer came in an encoding this bench cannot read: ${encoding}`);
}

/** One GET, timed to the body's last byte; the body counted as it came and as decoded. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpGet(
      url,
      { agent, headers: { 'accept-encoding': 'gzip', ...headers }, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          try {
            resolve({
              status: response.statusCode ?? 0,
              ms,
              contentType: response.headers['content-type'] ?? '',
              body: decoded(raw, response.headers['content-encoding']),
              wireBytes: raw.length,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

function listEntries(answer: Answer): number | undefined {
  if (!answer.contentType.includes('json')) return undefined;
  const parsed: unknown = JSON.parse(answer.body.toString('utf8'));
  return Array.isArray(parsed) ? parsed.length : undefined;
}

/** Through Hosting: a warm-up, then the median of TIMED_RUNS sequential requests. */
async function timedThroughHosting(target: Target, cookie: string): Promise<Omit<Measurement, 'reads'>> {
  const url = `${BASE_URL}${target.path}`;
  const headers: Record<string, string> = target.owner ? { cookie } : {};
  await get(url, headers);
  const answers: Answer[] = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) answers.push(await get(url, headers));
  const last = answers.at(-1)!;
  return {
    status: answers.find((answer) => answer.status !== 200)?.status ?? last.status,
    ms: median(answers.map((answer) => answer.ms)),
    bytes: last.body.length,
    wireBytes: last.wireBytes,
    elements: last.contentType.includes('html') ? countElements(last.body.toString('utf8')) : undefined,
    items: listEntries(last),
  };
}

// --- Reads, in this process ---------------------------------------------------------------------

interface InProcess {
  urls: Record<Target['app'], string>;
  close(): Promise<void>;
}

async function listen(app: Express): Promise<{ server: Server; url: string }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The `api` and `pages` functions' apps as functions/src/index.ts builds them, with no read cache. */
async function startInProcess(db: Firestore): Promise<InProcess> {
  const services = firebaseServices();
  const uncached: Config = {
    ...config,
    publicReadCacheMs: 0,
    requestDeadlineMs: IN_PROCESS_DEADLINE_MS,
    pageReadDeadlineMs: IN_PROCESS_DEADLINE_MS,
  };
  let renderer: PageRenderer | undefined;
  let shell: string | undefined;
  const api = await listen(createApp({ config: uncached, db: () => db, auth: () => services.auth }));
  const pages = await listen(
    createPagesApp({
      siteUrl: uncached.siteUrl,
      reads: publicReads(() => db, createReadCache({ ttlMs: 0 })),
      renderer: () =>
        (renderer ??= (createRequire(import.meta.url)(BUILT.renderer) as { pageRenderer: PageRenderer }).pageRenderer),
      shell: () => (shell ??= readFileSync(BUILT.shell, 'utf8')),
      writes: { db: () => db, config: uncached },
    }),
  );
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    urls: { api: api.url, pages: pages.url },
    close: async () => {
      await Promise.all([close(api.server), close(pages.server)]);
    },
  };
}

/** The reads one request bills, asked of the in-process app with nothing else reading. */
async function readsOfOneView(
  target: Target,
  inProcess: InProcess,
  counter: ReadCounter,
  cookie: string,
): Promise<{ reads: number; status: number }> {
  counter.reset();
  const response = await fetch(`${inProcess.urls[target.app]}${target.path}`, {
    headers: target.owner ? { cookie } : {},
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return { reads: counter.reads, status: response.status };
}

async function measureAll(
  size: string,
  inProcess: InProcess,
  counter: ReadCounter,
  cookie: string,
): Promise<Map<Target, Measurement>> {
  const measured = new Map<Target, Measurement>();
  for (const target of TARGETS) {
    const hosting = await timedThroughHosting(target, cookie);
    const { reads, status } = await readsOfOneView(target, inProcess, counter, cookie);
    measured.set(target, { ...hosting, status: hosting.status !== 200 ? hosting.status : status, reads });
    log(
      `  ${size}: ${target.label}: ${hosting.ms.toFixed(0)} ms, ${(hosting.bytes / 1024).toFixed(0)} KB, ${reads} reads` +
        (hosting.status !== 200 || status !== 200
          ? ` (answered ${hosting.status} through Hosting, ${status} in process)`
          : ''),
    );
  }
  return measured;
}

// --- The owner's screens, in a browser -----------------------------------------------------------

const OWNER_SCREENS = [
  { label: "Owner's blog list", path: ROUTES.adminBlog },
  { label: "Owner's inbox", path: ROUTES.adminContact },
  { label: "Owner's subscribers", path: ROUTES.adminSubscribers },
  { label: "Owner's Insights, 28 days", path: ROUTES.adminInsights },
  // The quarter the bench writes, as the screen opens it from its address (`?from=&to=`).
  {
    label: `Owner's Insights, ${INSIGHTS_DAYS} days`,
    path: `${ROUTES.adminInsights}?${new URLSearchParams(lastDays(INSIGHTS_DAYS)).toString()}`,
  },
] as const;
const SCREEN_RUNS = 7;
const SCREEN_TIMEOUT_MS = 60_000;

/**
 * Each owner's screen as the owner meets it: Debian's Chromium signed in through /sign-in (the
 * session cookie and the Firebase SDK's own sign-in, which the live inbox listens with), then each
 * screen loaded SCREEN_RUNS times after a warm-up, each load once the last one's calls to the API
 * were answered (trackApiCalls). Timed by the page's own clock, from the
 * navigation's start to the first row of its table (or its "nothing here" row: the seed has no
 * messages or subscribers; the table is drawn only once its rows are read), so the driver's round
 * trips are not counted.
 */
async function measureOwnerScreens(browser: Browser, size: string): Promise<Map<string, ScreenMeasurement>> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    const { email, password } = DEMO_ACCOUNTS.admin;
    await page.goto(ROUTES.signIn);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== ROUTES.signIn, { timeout: SCREEN_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    const apiCalls = trackApiCalls(page);
    const measured = new Map<string, ScreenMeasurement>();
    for (const screen of OWNER_SCREENS) {
      const times: number[] = [];
      let heapBytes = 0;
      for (let run = 0; run <= SCREEN_RUNS; run += 1) {
        await page.goto(screen.path, { waitUntil: 'commit' });
        // A function, not a string: the site's CSP forbids eval. This script is compiled without
        // the DOM's types, hence the page's globals named by hand.
        const shown = await page.waitForFunction(
          () => {
            const page = globalThis as unknown as { document: { querySelector(selector: string): unknown } };
            const shownRows = 'tr.ant-table-row, tr.ant-table-placeholder';
            return page.document.querySelector(shownRows) ? performance.now() : false;
          },
          undefined,
          { polling: 'raf', timeout: SCREEN_TIMEOUT_MS },
        );
        const firstRowMs = (await shown.jsonValue()) as number;
        // The screen's later calls (the Insights' Web Vitals, the inbox's counts asked again) are
        // answered before the next load, as they are before an owner's next look: left running,
        // they took the emulator from the next load's first calls, and timed the two together.
        await apiCalls.settled();
        if (run === 0) continue; // the warm-up: the screen's code into the browser's cache
        times.push(firstRowMs);
        // What the screen holds, not what the garbage collector has yet to free.
        await cdp.send('HeapProfiler.collectGarbage');
        heapBytes = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
      }
      const result = { firstRowMs: median(times), heapBytes };
      measured.set(screen.label, result);
      log(`  ${size}: ${screen.label}: rows shown in ${result.firstRowMs.toFixed(0)} ms, heap ${formatMb(heapBytes)}`);
    }
    return measured;
  } finally {
    await context.close();
  }
}

const API_QUIET_MS = 300;

/**
 * The page's calls to the site's API in flight. `settled` resolves once none has been for
 * API_QUIET_MS (a screen asks some only once others have answered), within SCREEN_TIMEOUT_MS.
 */
function trackApiCalls(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<PlaywrightRequest>();
  const isApi = (request: PlaywrightRequest) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) inFlight.add(request);
  });
  const done = (request: PlaywrightRequest) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      const deadline = performance.now() + SCREEN_TIMEOUT_MS;
      let quietSince = performance.now();
      while (performance.now() < deadline) {
        if (inFlight.size > 0) quietSince = performance.now();
        else if (performance.now() - quietSince >= API_QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the page's API calls were still running after ${SCREEN_TIMEOUT_MS} ms`);
    },
  };
}

// --- Adding and removing ------------------------------------------------------------------------

/**
 * Writes a busy quarter of page views, conversions and Web Vitals over the last INSIGHTS_DAYS days'
 * documents, each day naming every added post; returns what puts the days back as they were (and
 * drops the spans of days the owner's reads kept meanwhile).
 */
async function writeInsightsDays(db: Firestore, posts: number): Promise<() => Promise<void>> {
  const { from, to } = lastDays(INSIGHTS_DAYS);
  const days = daysBetween(from, to);
  const refs = days.map((day) => db.collection(COLLECTIONS.pageViews).doc(day));
  const vitalsRefs = days.map((day) => db.collection(COLLECTIONS.webVitals).doc(day));
  const before = await db.getAll(...refs, ...vitalsRefs);
  const slugs = Array.from({ length: posts }, (_, index) => scaleSlug(index));
  for (const ref of refs) await ref.set(scaleInsightsDay(ref.id, slugs));
  for (const ref of vitalsRefs) await ref.set(scaleVitalsDay(ref.id, slugs));
  return async () => {
    const batch = db.batch();
    for (const snap of before) {
      if (snap.exists) batch.set(snap.ref, snap.data()!);
      else batch.delete(snap.ref);
    }
    // The sums the owner's reads kept of these days name the added posts: the next read sums the
    // restored days again (a kept span holds its days' update times), and these would only linger.
    for (const span of (await db.collection(COLLECTIONS.pageViewSpans).select().get()).docs) batch.delete(span.ref);
    await batch.commit();
  };
}

/**
 * Deletes every document whose id has the bench's prefix, in the collections it writes, and the
 * claims of the slugs its posts held; how many documents.
 */
async function removeAdded(db: Firestore): Promise<number> {
  const removed = await removeByIdPrefix(db, SCALE_COLLECTIONS, SCALE_ID_PREFIX, log);
  await syncPostSlugs(db);
  return removed;
}

/** The demo admin's session cookie, made as the tests make one (Auth emulator, then POST /api/auth/session). */
async function ownerSession(): Promise<string> {
  const { email, password, username } = DEMO_ACCOUNTS.admin;
  const idToken = await signIn(email, password);
  return sessionCookieFor({ uid: `demo-${username}`, email, password, idToken }, BASE_URL);
}

// --- The run ------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const posts = parsePostCount(process.argv.slice(2));
  const added = scaleCounts(posts);
  assertLocalUrl(BASE_URL);
  assertLocalEmulators();
  assertBuilt();
  const health = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(10_000) });
  if (!health.ok) throw new Error(`the stack is not answering: GET /api/health → ${health.status}`);

  const { db } = firebaseServices();
  let restoreInsightsDays: (() => Promise<void>) | undefined;
  const cleanUp = cleanUpOnce(async () => {
    log(`removing every document with an id starting "${SCALE_ID_PREFIX}"`);
    log(`removed ${await removeAdded(db)} documents`);
    if (restoreInsightsDays) {
      await restoreInsightsDays();
      log(`the last ${INSIGHTS_DAYS} days' page views are as they were`);
    }
  }, log);

  const counter = installReadCounter();
  const inProcess = await startInProcess(db);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const leftovers = await removeAdded(db);
    if (leftovers) log(`removed ${leftovers} documents an earlier run of this bench left behind`);
    log('signing in as the demo admin');
    const cookie = await ownerSession();

    log('measuring at the seed size');
    const before = await measureAll('seed', inProcess, counter, cookie);
    const screensBefore = await measureOwnerScreens(browser, 'seed');

    log(
      `adding ${added.posts} posts, ${added.subscribers} confirmed subscribers and ${added.messages} contact messages`,
    );
    const started = performance.now();
    await addDocuments(db, scaleContent(posts, Date.now()), SCALE_COLLECTIONS, log);
    log(`writing ${INSIGHTS_DAYS} days of page views and conversions, each naming the ${added.posts} posts`);
    restoreInsightsDays = await writeInsightsDays(db, posts);
    log(`added in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    log(`measuring with ${added.posts} posts added`);
    const after = await measureAll(`+${added.posts}`, inProcess, counter, cookie);
    const screensAfter = await measureOwnerScreens(browser, `+${added.posts}`);

    const rows: ReportRow[] = TARGETS.map((target) => ({
      label: target.label,
      before: before.get(target)!,
      after: after.get(target)!,
    }));
    console.log('');
    console.log(
      `Added: ${added.posts} posts (about 1,200 words each), ${added.subscribers} confirmed subscribers, ` +
        `${added.messages} contact messages. Time: median of ${TIMED_RUNS} through Hosting after a warm-up. ` +
        'Reads: one uncached view, in process.',
    );
    console.log('');
    console.log(scaleReport(rows, added));
    console.log('');
    console.log(
      `The owner's screens in Chromium, signed in: the table's first row (or its empty row), median of ${SCREEN_RUNS} ` +
        "loads after a warm-up, by the page's clock from the navigation's start.",
    );
    console.log('');
    console.log(
      ownerScreensReport(
        OWNER_SCREENS.map(({ label }) => ({
          label,
          before: screensBefore.get(label)!,
          after: screensAfter.get(label)!,
        })),
        added,
      ),
    );
    console.log('');
    const failed = rows.flatMap(({ label, before: seed, after: grown }) =>
      [seed, grown].some((m) => m.status !== 200) ? [label] : [],
    );
    if (failed.length) {
      log(`FAILED: not 200 (see the status after the time): ${failed.join(', ')}`);
      return 1;
    }
    log('OK: every answer was 200');
    return 0;
  } finally {
    try {
      await cleanUp();
    } finally {
      await inProcess.close();
      await browser.close();
      counter.uninstall();
      agent.destroy();
    }
  }
}

runBench(main);
