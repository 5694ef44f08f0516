// Page views under load, on the local emulator stack (`npm run bench:views`, which starts and seeds
// it first). Two questions, each bounded in time:
//   1. What counting costs in Firestore writes: 2,000 views at 200 concurrent beacons, then a
//      steady 5 views a second for 30 s, each from a reader of its own, sent to the api's Express app
//      served from this process (with the real Firestore emulator behind it), whose writes to the
//      pageViews collection are counted. Every view must be in the stored counts: none lost, none twice.
//   2. How fast a beacon is answered at 200 concurrent: that in-process app (the code's own cost; the
//      instance's first write, which loads Firestore's client, is made before, unmeasured), and, for
//      context, through Hosting and the Functions emulator at 50 (its pool serves one request per
//      worker process and starts another when none is idle: 200 at once would be 200 processes on this
//      machine, where production's instances take up to 80 requests each).
// Exits non-zero when a view is lost or counted twice, or a beacon is answered other than 204.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { createApp } from '../functions/src/app';
import { config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { assertLocalEmulators, assertLocalUrl, percentile } from './lib/bench-emulator';
import { SITE_URL } from './lib/local-stack';

const BASE_URL = process.env.FM_BASE_URL ?? SITE_URL;
const CONCURRENCY = 200;
const BURST_VIEWS = 2_000;
const STEADY_PER_SECOND = 5;
const STEADY_SECONDS = 30;
const HOSTING_VIEWS = 1_000;
const HOSTING_CONCURRENCY = 50;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const log = (message: string) => console.log(`[views] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Firestore handle the app is given, counting its `set` calls on the pageViews collection. */
function countingPageViewWrites(db: Firestore): { db: Firestore; writes: () => number } {
  let writes = 0;
  const bound = <T extends object>(target: T, prop: PropertyKey) => {
    const value = Reflect.get(target, prop, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop !== 'collection') return bound(target, prop);
      return (name: string) => {
        const collection = target.collection(name);
        if (name !== COLLECTIONS.pageViews) return collection;
        return new Proxy(collection, {
          get(col, colProp) {
            if (colProp !== 'doc') return bound(col, colProp);
            return (id: string) =>
              new Proxy(col.doc(id), {
                get(doc, docProp) {
                  if (docProp !== 'set') return bound(doc, docProp);
                  return (...args: Parameters<typeof doc.set>) => {
                    writes += 1;
                    return doc.set(...args);
                  };
                },
              });
          },
        });
      };
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
/** A part's own article paths: what it stored is told apart from what another part's instances still hold. */
const articleOf = (part: string, index: number) => ROUTES.article(`bench-${part}-${index % 100}`);

/** One reader's beacon for one of the part's 100 articles, from an address of its own; its answer's status and time. */
async function sendBeacon(baseUrl: string, part: string, index: number): Promise<{ status: number; ms: number }> {
  client += 1;
  const started = performance.now();
  const status = await post(
    new URL(PAGE_VIEWS_PATH, baseUrl),
    {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': index % 3 ? PHONE : DESKTOP,
      // Documentation-prefix addresses, one /64 per reader, then Google's front end's own entry.
      'x-forwarded-for': `2001:db8:${(client >> 16).toString(16)}:${(client & 0xffff).toString(16)}::1, 192.0.2.254`,
    },
    JSON.stringify({ path: articleOf(part, index), referrer: index % 4 ? 'google.com' : '' }),
  );
  return { status, ms: performance.now() - started };
}

/** Opens `concurrency` connections to the origin (health checks, counting nothing), kept for the burst after. */
async function openConnections(baseUrl: string, concurrency: number): Promise<void> {
  await Promise.all(Array.from({ length: concurrency }, () => post(new URL('/api/health', baseUrl), {}, '')));
}

/** `count` beacons, `concurrency` in flight at once, on connections opened before; their statuses and times. */
async function burst(baseUrl: string, part: string, count: number, concurrency: number) {
  await openConnections(baseUrl, concurrency);
  const answers: { status: number; ms: number }[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        answers.push(await sendBeacon(baseUrl, part, index));
        if (answers.length % 500 === 0) log(`  ${answers.length}/${count} answered`);
      }
    }),
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 204).length;
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  log(
    `  ${count} beacons in ${((Date.now() - started) / 1000).toFixed(1)} s: p50 ${fmt(percentile(times, 50))}, ` +
      `p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}, not 204: ${failed}`,
  );
  return { failed, p95: percentile(times, 95) };
}

/** The views stored for a part's articles, over every day's document. */
async function storedViews(db: Firestore, part: string): Promise<number> {
  const prefix = articleOf(part, 0).replace(/0$/, '');
  const days = await db.collection(COLLECTIONS.pageViews).get();
  let views = 0;
  for (const day of days.docs) {
    const pages = (day.get('pages') ?? {}) as Record<string, number>;
    for (const [path, n] of Object.entries(pages)) if (path.startsWith(prefix)) views += n;
  }
  return views;
}

/** Waits out the counter's flush time (PAGE_VIEWS_FLUSH_MS), until `expected` views of the part are stored. */
async function viewsOnceWritten(db: Firestore, part: string, expected: number): Promise<number> {
  const deadline = Date.now() + config.pageViews.flushAfterMs + 20_000;
  let stored = await storedViews(db, part);
  while (stored < expected && Date.now() < deadline) {
    await sleep(500);
    stored = await storedViews(db, part);
  }
  await sleep(1_000);
  return storedViews(db, part);
}

async function main(): Promise<void> {
  assertLocalUrl(BASE_URL);
  assertLocalEmulators();
  const services = firebaseServices();
  const { db, writes } = countingPageViewWrites(services.db);
  const app = createApp({ config, db: () => db, auth: () => services.auth });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const inProcess = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const problems: string[] = [];
  const p95s: string[] = [];
  const check = (label: string, sent: number, stored: number, failed: number) => {
    if (stored !== sent) problems.push(`${label}: ${sent} views sent, ${stored} stored`);
    if (failed) problems.push(`${label}: ${failed} beacons not answered 204`);
  };
  try {
    log(`flush after ${config.pageViews.flushAfterMs} ms or ${config.pageViews.maxBuffered} views`);

    log(`warm-up: ${config.pageViews.maxBuffered} views, to the api in this process (not measured)`);
    await burst(inProcess, 'warm-up-in-process', config.pageViews.maxBuffered, CONCURRENCY);
    await viewsOnceWritten(services.db, 'warm-up-in-process', config.pageViews.maxBuffered);
    log(`part 1a: ${BURST_VIEWS} views at ${CONCURRENCY} concurrent beacons, to the api in this process`);
    const burstBefore = writes();
    const inProcessBurst = await burst(inProcess, 'burst', BURST_VIEWS, CONCURRENCY);
    p95s.push(`in process at ${CONCURRENCY}: ${inProcessBurst.p95.toFixed(1)} ms`);
    const burstStored = await viewsOnceWritten(services.db, 'burst', BURST_VIEWS);
    const burstWrites = writes() - burstBefore;
    check('burst', BURST_VIEWS, burstStored, inProcessBurst.failed);
    log(
      `  stored ${burstStored} views in ${burstWrites} writes: ${((burstWrites / BURST_VIEWS) * 1000).toFixed(1)} per 1,000 views`,
    );

    const steadyViews = STEADY_PER_SECOND * STEADY_SECONDS;
    log(`part 1b: ${STEADY_PER_SECOND} views a second for ${STEADY_SECONDS} s, to the api in this process`);
    const before = writes();
    let steadyFailed = 0;
    for (let second = 0; second < STEADY_SECONDS; second += 1) {
      const tick = sleep(1_000);
      const answers = await Promise.all(
        Array.from({ length: STEADY_PER_SECOND }, (_, i) =>
          sendBeacon(inProcess, 'steady', second * STEADY_PER_SECOND + i),
        ),
      );
      steadyFailed += answers.filter((answer) => answer.status !== 204).length;
      if ((second + 1) % 10 === 0) log(`  ${second + 1} s: ${(second + 1) * STEADY_PER_SECOND} views sent`);
      await tick;
    }
    const steadyStored = await viewsOnceWritten(services.db, 'steady', steadyViews);
    const steadyWrites = writes() - before;
    check('steady', steadyViews, steadyStored, steadyFailed);
    log(
      `  stored ${steadyStored} views in ${steadyWrites} writes: ${((steadyWrites / steadyViews) * 1000).toFixed(1)} per 1,000 views`,
    );

    log(`part 2: warm-up, ${HOSTING_VIEWS} views through Hosting at ${HOSTING_CONCURRENCY} (not measured)`);
    await burst(BASE_URL, 'warm-up-hosted', HOSTING_VIEWS, HOSTING_CONCURRENCY);
    log(
      `part 2: ${HOSTING_VIEWS} views at ${HOSTING_CONCURRENCY} concurrent beacons, through Hosting and the Functions emulator`,
    );
    const hosted = await burst(BASE_URL, 'hosted', HOSTING_VIEWS, HOSTING_CONCURRENCY);
    const hostedStored = await viewsOnceWritten(services.db, 'hosted', HOSTING_VIEWS);
    // The emulator's pool, starting workers, can keep a beacon past the 60 s this bench waits (its
    // numbers are context): such a view may be counted or not, but every view answered must be.
    if (hostedStored < HOSTING_VIEWS - hosted.failed || hostedStored > HOSTING_VIEWS) {
      problems.push(`through Hosting: ${HOSTING_VIEWS - hosted.failed} views answered 204, ${hostedStored} stored`);
    }
    p95s.push(`through the emulators at ${HOSTING_CONCURRENCY}: ${hosted.p95.toFixed(1)} ms`);
    log(`  stored ${hostedStored} views`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  if (problems.length) {
    for (const problem of problems) log(`FAILED: ${problem}`);
    process.exit(1);
  }
  log(`every view stored once; p95 ${p95s.join(', ')}`);
  process.exit(0);
}

void main();
