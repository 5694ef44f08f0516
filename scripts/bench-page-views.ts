// Page views under load, on the local emulator stack (`npm run bench:views`, which starts and seeds
// it first). Two questions, each bounded in time:
//   1. What counting costs in Firestore writes: 2,000 page loads at 200 concurrent beacons, then a
//      steady 5 page loads a second for 30 s, each from a reader of its own and each sending what a
//      browser sends (a view's beacon, then its Web Vitals' beacon), to the api's Express app served
//      from this process (with the real Firestore emulator behind it), whose writes to the pageViews
//      and webVitals collections are counted (batched or not). Every view and every page load's
//      vitals must be in the stored counts: none lost, none twice.
//   2. How fast a beacon is answered at 200 concurrent: that in-process app (the code's own cost; the
//      instance's first write, which loads Firestore's client, is made before, unmeasured), and, for
//      context, through Hosting and the Functions emulator at 50 (its pool serves one request per
//      worker process and starts another when none is idle: 200 at once would be 200 processes on this
//      machine, where production's instances take up to 80 requests each).
// Exits non-zero when a view or a page load's vitals is lost or counted twice, or a beacon is answered
// other than 204.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { createApp } from '../functions/src/app';
import { config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { assertLocalEmulators, assertLocalUrl, BASE_URL, percentile } from './lib/bench-emulator';
import { USER_AGENTS } from '../tests/support/user-agents';

// A copy table of this bench's settings, alike in shape with other benches' (docs/development.md).
const CONCURRENCY = 200;
const BURST_VIEWS = 2_000;
const STEADY_PER_SECOND = 5;
const STEADY_SECONDS = 30;
const HOSTING_VIEWS = 1_000;
const HOSTING_CONCURRENCY = 50;

const log = (message: string) => console.log(`[views] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The collections a page load's beacons write to. */
const COUNTED_COLLECTIONS: ReadonlySet<string> = new Set([COLLECTIONS.pageViews, COLLECTIONS.webVitals]);

/**
 * The Firestore handle the app is given, counting the documents it writes to COUNTED_COLLECTIONS,
 * one by one (`set` on a document) or in a batch (each `set` of the batch is a write Firestore bills).
 */
function countingPageLoadWrites(db: Firestore): { db: Firestore; writes: () => number } {
  let writes = 0;
  const counts = (ref: DocumentReference) => COUNTED_COLLECTIONS.has(ref.parent.id);
  const bound = <T extends object>(target: T, prop: PropertyKey) => {
    const value = Reflect.get(target, prop, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const countingSets = <T extends object>(target: T, refOf: (args: unknown[]) => DocumentReference) =>
    new Proxy(target, {
      get(object, prop) {
        const value = bound(object, prop);
        if (prop !== 'set' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (counts(refOf(args))) writes += 1;
          return (value as (...args: unknown[]) => unknown)(...args);
        };
      },
    });
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') return () => countingSets(target.batch(), (args) => args[0] as DocumentReference);
      if (prop !== 'collection') return bound(target, prop);
      return (name: string) =>
        new Proxy(target.collection(name), {
          get(collection, colProp) {
            if (colProp !== 'doc') return bound(collection, colProp);
            return (id: string) => {
              const doc = collection.doc(id);
              return countingSets(doc, () => doc);
            };
          },
        });
    },
  });
  return { db: counted, writes: () => writes };
}

// Node's own client, each origin's connections kept open: a burst's first requests would otherwise
// time their connection's set-up on this machine (1-2 s for 200 at once on loopback), not the
// endpoint. fetch's pool (undici) showed that tail on every burst, with a bare server answering 204.
const agents = new Map<string, Agent>();
const agentFor = (origin: string) => {
  let agent = agents.get(origin);
  if (!agent) agents.set(origin, (agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })));
  return agent;
};

function post(url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, agent: agentFor(url.origin), timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

let client = 0;
/** The bench's parts, each with articles of its own. */
const PARTS = ['warm-up-in-process', 'burst', 'steady', 'warm-up-hosted', 'hosted'] as const;
type Part = (typeof PARTS)[number];
const ARTICLES_PER_PART = 100;
const slugOf = (part: Part, index: number) => `bench-${part}-${index % ARTICLES_PER_PART}`;
/** A part's own article paths: what it stored is told apart from what another part's instances still hold. */
const articleOf = (part: Part, index: number) => ROUTES.article(slugOf(part, index));

/**
 * The bench's articles exist, as far as counting asks (a claim of each slug: only a page that exists
 * is counted), while it runs; none of them afterwards.
 */
async function claimArticles(db: Firestore, claim: boolean): Promise<void> {
  const batch = db.batch();
  for (const part of PARTS)
    for (let index = 0; index < ARTICLES_PER_PART; index++) {
      const ref = db.collection(COLLECTIONS.postSlugs).doc(slugOf(part, index));
      if (claim) batch.set(ref, { postId: `bench-${part}` });
      else batch.delete(ref);
    }
  await batch.commit();
}

/**
 * One reader's page load of one of the part's 100 articles, from an address of its own: its view's
 * beacon, then its Web Vitals' beacon (sent when the page is hidden); each answer's status and time.
 */
async function sendPageLoad(
  baseUrl: string,
  part: Part,
  index: number,
): Promise<Array<{ status: number; ms: number }>> {
  client += 1;
  const headers = {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': index % 3 ? USER_AGENTS.phone : USER_AGENTS.desktop,
    // Documentation-prefix addresses, one /64 per reader, then Google's front end's own entry.
    'x-forwarded-for': `2001:db8:${(client >> 16).toString(16)}:${(client & 0xffff).toString(16)}::1, 192.0.2.254`,
  };
  const path = articleOf(part, index);
  const beacons = [
    { path, referrer: index % 4 ? 'google.com' : '' },
    // Values over the buckets' edges: LCP good, needing improvement or poor; some loads had no input.
    { path, vitals: { LCP: 1_200 + (index % 3) * 1_500, CLS: (index % 4) * 0.05, ...(index % 2 ? { INP: 120 } : {}) } },
  ];
  const answers: Array<{ status: number; ms: number }> = [];
  for (const beacon of beacons) {
    const started = performance.now();
    const status = await post(new URL(PAGE_VIEWS_PATH, baseUrl), headers, JSON.stringify(beacon));
    answers.push({ status, ms: performance.now() - started });
  }
  return answers;
}

/** Opens `concurrency` connections to the origin (health checks, counting nothing), kept for the burst after. */
async function openConnections(baseUrl: string, concurrency: number): Promise<void> {
  await Promise.all(Array.from({ length: concurrency }, () => post(new URL('/api/health', baseUrl), {}, '')));
}

/** `count` page loads' beacons, `concurrency` in flight at once, on connections opened before; their statuses and times. */
async function burst(baseUrl: string, part: Part, count: number, concurrency: number) {
  await openConnections(baseUrl, concurrency);
  const answers: { status: number; ms: number }[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        answers.push(...(await sendPageLoad(baseUrl, part, index)));
        if ((index + 1) % 500 === 0) log(`  ${index + 1}/${count} page loads sent`);
      }
    }),
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 204).length;
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  log(
    `  ${answers.length} beacons in ${((Date.now() - started) / 1000).toFixed(1)} s: p50 ${fmt(percentile(times, 50))}, ` +
      `p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}, not 204: ${failed}`,
  );
  return { failed, p95: percentile(times, 95) };
}

/** The views, and the page loads whose vitals were stored (their LCPs), of a part's articles, over every day. */
async function storedCounts(db: Firestore, part: Part): Promise<{ views: number; vitalsLoads: number }> {
  const prefix = articleOf(part, 0).replace(/0$/, '');
  const [views, vitals] = await Promise.all([
    db.collection(COLLECTIONS.pageViews).get(),
    db.collection(COLLECTIONS.webVitals).get(),
  ]);
  const sumOver = (pages: Record<string, unknown>, count: (value: unknown) => number) =>
    Object.entries(pages).reduce((total, [path, value]) => total + (path.startsWith(prefix) ? count(value) : 0), 0);
  const sum = (counts: Record<string, number> | undefined) =>
    Object.values(counts ?? {}).reduce((total, n) => total + n, 0);
  const stored = { views: 0, vitalsLoads: 0 };
  for (const day of views.docs) stored.views += sumOver(day.get('pages') ?? {}, (n) => n as number);
  for (const day of vitals.docs) {
    stored.vitalsLoads += sumOver(day.get('pages') ?? {}, (devices) =>
      Object.values(devices as Record<string, { LCP?: Record<string, number> }>).reduce(
        (total, metrics) => total + sum(metrics.LCP),
        0,
      ),
    );
  }
  return stored;
}

/** Waits out the counter's flush time (PAGE_VIEWS_FLUSH_MS), until `expected` page loads of the part are stored. */
async function storedOnceWritten(db: Firestore, part: Part, expected: number) {
  const deadline = Date.now() + config.pageViews.flushAfterMs + 20_000;
  const done = (stored: { views: number; vitalsLoads: number }) =>
    stored.views >= expected && stored.vitalsLoads >= expected;
  let stored = await storedCounts(db, part);
  while (!done(stored) && Date.now() < deadline) {
    await sleep(500);
    stored = await storedCounts(db, part);
  }
  await sleep(1_000);
  return storedCounts(db, part);
}

async function main(): Promise<void> {
  assertLocalUrl(BASE_URL);
  assertLocalEmulators();
  const services = firebaseServices();
  const { db, writes } = countingPageLoadWrites(services.db);
  const app = createApp({ config, db: () => db, auth: () => services.auth });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const inProcess = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const problems: string[] = [];
  const p95s: string[] = [];
  const check = (label: string, sent: number, stored: { views: number; vitalsLoads: number }, failed: number) => {
    if (stored.views !== sent) problems.push(`${label}: ${sent} views sent, ${stored.views} stored`);
    if (stored.vitalsLoads !== sent)
      problems.push(`${label}: ${sent} page loads' vitals sent, ${stored.vitalsLoads} stored`);
    if (failed) problems.push(`${label}: ${failed} beacons not answered 204`);
  };
  const stored = (label: string, counts: { views: number; vitalsLoads: number }, writes: number, loads: number) =>
    log(
      `  ${label}: stored ${counts.views} views and ${counts.vitalsLoads} page loads' vitals in ${writes} writes: ` +
        `${((writes / loads) * 1000).toFixed(1)} per 1,000 page loads`,
    );
  await claimArticles(services.db, true);
  try {
    log(`flush after ${config.pageViews.flushAfterMs} ms or ${config.pageViews.maxBuffered} views`);

    log(`warm-up: ${config.pageViews.maxBuffered} page loads, to the api in this process (not measured)`);
    await burst(inProcess, 'warm-up-in-process', config.pageViews.maxBuffered, CONCURRENCY);
    await storedOnceWritten(services.db, 'warm-up-in-process', config.pageViews.maxBuffered);
    log(`part 1a: ${BURST_VIEWS} page loads at ${CONCURRENCY} concurrent beacons, to the api in this process`);
    const burstBefore = writes();
    const inProcessBurst = await burst(inProcess, 'burst', BURST_VIEWS, CONCURRENCY);
    p95s.push(`in process at ${CONCURRENCY}: ${inProcessBurst.p95.toFixed(1)} ms`);
    const burstStored = await storedOnceWritten(services.db, 'burst', BURST_VIEWS);
    const burstWrites = writes() - burstBefore;
    check('burst', BURST_VIEWS, burstStored, inProcessBurst.failed);
    stored('burst', burstStored, burstWrites, BURST_VIEWS);

    const steadyViews = STEADY_PER_SECOND * STEADY_SECONDS;
    log(`part 1b: ${STEADY_PER_SECOND} page loads a second for ${STEADY_SECONDS} s, to the api in this process`);
    const before = writes();
    let steadyFailed = 0;
    for (let second = 0; second < STEADY_SECONDS; second += 1) {
      const tick = sleep(1_000);
      const answers = await Promise.all(
        Array.from({ length: STEADY_PER_SECOND }, (_, i) =>
          sendPageLoad(inProcess, 'steady', second * STEADY_PER_SECOND + i),
        ),
      );
      steadyFailed += answers.flat().filter((answer) => answer.status !== 204).length;
      if ((second + 1) % 10 === 0) log(`  ${second + 1} s: ${(second + 1) * STEADY_PER_SECOND} page loads sent`);
      await tick;
    }
    const steadyStored = await storedOnceWritten(services.db, 'steady', steadyViews);
    const steadyWrites = writes() - before;
    check('steady', steadyViews, steadyStored, steadyFailed);
    stored('steady', steadyStored, steadyWrites, steadyViews);

    log(`part 2: warm-up, ${HOSTING_VIEWS} page loads through Hosting at ${HOSTING_CONCURRENCY} (not measured)`);
    await burst(BASE_URL, 'warm-up-hosted', HOSTING_VIEWS, HOSTING_CONCURRENCY);
    log(
      `part 2: ${HOSTING_VIEWS} page loads at ${HOSTING_CONCURRENCY} concurrent beacons, through Hosting and the Functions emulator`,
    );
    const hosted = await burst(BASE_URL, 'hosted', HOSTING_VIEWS, HOSTING_CONCURRENCY);
    const hostedStored = await storedOnceWritten(services.db, 'hosted', HOSTING_VIEWS);
    // The emulator's pool, starting workers, can keep a beacon past the 60 s this bench waits (its
    // numbers are context): such a beacon may be counted or not, but every beacon answered must be.
    // Each page load sends two, so at most `failed` of either kind may be missing.
    for (const [kind, count] of [
      ['views', hostedStored.views],
      ["page loads' vitals", hostedStored.vitalsLoads],
    ] as const) {
      if (count < HOSTING_VIEWS - hosted.failed || count > HOSTING_VIEWS)
        problems.push(`through Hosting: ${hosted.failed} beacons not answered 204, ${count} ${kind} stored`);
    }
    p95s.push(`through the emulators at ${HOSTING_CONCURRENCY}: ${hosted.p95.toFixed(1)} ms`);
    log(`  stored ${hostedStored.views} views and ${hostedStored.vitalsLoads} page loads' vitals`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await claimArticles(services.db, false);
  }
  if (problems.length) {
    for (const problem of problems) log(`FAILED: ${problem}`);
    process.exit(1);
  }
  log(`every view and page load's vitals stored once; a beacon's p95 ${p95s.join(', ')}`);
  process.exit(0);
}

void main();
