// API load check against the local emulator stack (run by `npm run bench:api`, which starts
// and seeds the stack first). Two parts, both bounded in time and aimed only at this machine:
//   1. GET /api/blog-posts at 50 concurrent connections for 10 s: latency p50/p95/p99, req/s, non-2xx.
//   1c. The same Express app served from this process, without the Functions emulator's
//      one-request-per-worker pool (production's instances take up to 80 at once): the API's
//      own latency, held against the 50 ms p95 budget.
//   2. 500 concurrent POST /api/contact, each from a distinct client and with a unique marker,
//      then a count of what Firestore stored: every message exactly once, and no 5xx.
// Exits non-zero when a submission is lost or duplicated or any request answered 5xx.
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createApp } from '../functions/src/app';
import { config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { assertLocalUrl, BASE_URL, percentile, runBench } from './lib/bench-emulator';
import { COLLECTIONS } from '@/domain/collections';

// autocannon ships no type declarations (and @types/autocannon is not a dependency): the
// little of its API used here is typed by hand.
interface AutocannonResult {
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type AutocannonInstance = EventEmitter & PromiseLike<AutocannonResult>;
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
}) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// A copy table of this bench's settings, alike in shape with other benches' (docs/development.md).
const P95_BUDGET_MS = 50;
const READ_CONNECTIONS = 50;
const READ_SECONDS = 10;
/**
 * The Functions emulator serves one request per worker process and starts a new process when
 * none is idle, so the first seconds at 50 connections measure 50 cold starts on 2 cores, not
 * the API. A warm-up at the same concurrency lets the pool grow before the measured run.
 */
const WARMUP_MAX_SECONDS = 180;
const LOAD_WARMUP_SECONDS = 20;
/** A batch of 50 concurrent reads this fast means every request found a warm worker. */
const WARM_BATCH_SECONDS = 1;
const CONTACT_POSTS = 500;
const REQUEST_TIMEOUT_MS = 60_000;

const log = (message: string) => console.log(`[bench] ${message}`);

interface Measured {
  non2xx: number;
  errors: number;
  p95: number;
}

async function benchReads(): Promise<Measured> {
  const url = `${BASE_URL}/api/blog-posts`;
  const warm = await fetch(url);
  const posts = (await warm.json()) as unknown[];
  log(`part 1: GET /api/blog-posts (${posts.length} posts) at ${READ_CONNECTIONS} connections`);
  // Warm up with whole batches of 50 concurrent requests, each waited for (an abandoned request
  // keeps its worker busy and makes the emulator start yet another), until a batch runs warm.
  const warmupStarted = Date.now();
  let fastBatches = 0;
  for (let round = 1; Date.now() - warmupStarted < WARMUP_MAX_SECONDS * 1000; round += 1) {
    const batchStarted = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: READ_CONNECTIONS }, () =>
        fetch(url, { signal: AbortSignal.timeout(WARMUP_MAX_SECONDS * 1000) }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const seconds = (Date.now() - batchStarted) / 1000;
    const failed = statuses.filter((status) => status !== 200).length;
    log(
      `  warm-up batch ${round}: ${READ_CONNECTIONS} requests in ${seconds.toFixed(1)} s, ${failed} not 200 (not measured)`,
    );
    // Two fast batches in a row: one can be lucky while workers are still starting.
    fastBatches = seconds < WARM_BATCH_SECONDS ? fastBatches + 1 : 0;
    if (fastBatches === 2) break;
  }
  // Then the measured load's own shape for a while: back-to-back keep-alive requests reach a
  // worker before the emulator has marked it idle, so the pool keeps growing for some seconds.
  log(`  warm-up: ${LOAD_WARMUP_SECONDS} s of the same load (not measured)`);
  const loadWarmup = await autocannon({
    url,
    connections: READ_CONNECTIONS,
    duration: LOAD_WARMUP_SECONDS,
    timeout: 30,
  });
  log(`  warm-up: ${(loadWarmup.requests.total / LOAD_WARMUP_SECONDS).toFixed(1)} req/s`);
  const reads = await measure(url, READ_SECONDS);
  // Context for the numbers above: the same chain (Hosting emulator → Functions emulator →
  // worker) answering without touching Firestore.
  log(`part 1b (context only): GET /api/health at ${READ_CONNECTIONS} connections`);
  const baseline = await measure(`${BASE_URL}/api/health`, 5);
  return { non2xx: reads.non2xx + baseline.non2xx, errors: reads.errors + baseline.errors, p95: reads.p95 };
}

/** The API without the emulator's process-per-request pool: what the code itself costs. */
async function benchInProcess(): Promise<Measured> {
  const services = firebaseServices();
  const app = createApp({ config, db: () => services.db, auth: () => services.auth });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/blog-posts`;
  try {
    log(`part 1c: GET /api/blog-posts from the same Express app in this process at ${READ_CONNECTIONS} connections`);
    await autocannon({ url, connections: READ_CONNECTIONS, duration: 3, timeout: 30 });
    return await measure(url, READ_SECONDS);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function measure(url: string, seconds: number): Promise<Measured> {
  log(`  measuring ${new URL(url).pathname} for ${seconds} s`);
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: READ_CONNECTIONS, duration: seconds, timeout: 30 });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  let ticks = 0;
  instance.on('tick', () => {
    ticks += 1;
    if (ticks % 2 === 0) log(`  ${ticks} s: ${latencies.length} responses`);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  log(
    `  latency p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, ` +
      `p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies.at(-1) ?? Number.NaN)}`,
  );
  log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(1)} req/s average, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return { non2xx: result.non2xx, errors: result.errors + result.timeouts, p95: percentile(latencies, 95) };
}

async function benchContact(): Promise<{ stored: number; lost: number; duplicates: number; serverErrors: number }> {
  const runId = randomUUID().slice(0, 8);
  const subject = `bench ${runId}`;
  log(`part 2: ${CONTACT_POSTS} concurrent POST /api/contact from distinct clients (run ${runId})`);
  let done = 0;
  const statuses = new Map<string, number>();
  const started = Date.now();
  const send = async (index: number) => {
    let key: string;
    try {
      const response = await fetch(`${BASE_URL}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Each request stands for another visitor (see functions/src/middleware/client-ip.ts);
          // documentation-prefix addresses, only ever a header value.
          // One /64 per visitor (IPv6 clients count per /64), then Google's front end's own entry.
          'x-forwarded-for': `2001:db8:${index.toString(16)}:${runId.slice(0, 4)}::1, 192.0.2.254`,
        },
        body: JSON.stringify({
          name: `Bench Visitor ${index}`,
          email: `bench-${index}@example.test`,
          subject,
          message: `marker ${runId}-${index}`,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      key = String(response.status);
    } catch (error) {
      key = error instanceof Error ? error.name : 'error';
    }
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    done += 1;
    if (done % 100 === 0) log(`  ${done}/${CONTACT_POSTS} answered (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await Promise.all(Array.from({ length: CONTACT_POSTS }, (_, index) => send(index)));
  const elapsed = (Date.now() - started) / 1000;
  log(
    `  answers: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(', ')} in ${elapsed.toFixed(1)} s`,
  );

  const { db } = firebaseServices();
  const snap = await db.collection(COLLECTIONS.contactSubmissions).where('subject', '==', subject).get();
  const seen = new Map<string, number>();
  for (const doc of snap.docs) {
    const marker = String(doc.get('message'));
    seen.set(marker, (seen.get(marker) ?? 0) + 1);
  }
  const unique = seen.size;
  const duplicates = snap.size - unique;
  const lost = CONTACT_POSTS - unique;
  const serverErrors = [...statuses].filter(([status]) => /^5\d\d$/.test(status)).reduce((sum, [, n]) => sum + n, 0);
  const failed = [...statuses].filter(([status]) => status !== '201').reduce((sum, [, n]) => sum + n, 0);
  log(
    `  stored ${snap.size} documents for ${CONTACT_POSTS} posts: ${unique} unique, ${duplicates} duplicates, ${lost} lost`,
  );
  log(`  5xx answers ${serverErrors}, other non-201 answers ${failed - serverErrors}`);
  return { stored: snap.size, lost, duplicates, serverErrors: serverErrors + (failed - serverErrors) };
}

async function main(): Promise<number> {
  assertLocalUrl(BASE_URL);
  const health = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(10_000) });
  if (!health.ok) throw new Error(`the stack is not answering: GET /api/health → ${health.status}`);
  const reads = await benchReads();
  const inProcess = await benchInProcess();
  const contact = await benchContact();
  log(
    `p95 of GET /api/blog-posts at ${READ_CONNECTIONS} connections: ${reads.p95.toFixed(1)} ms through Hosting and ` +
      `the Functions emulator, ${inProcess.p95.toFixed(1)} ms for the API itself ` +
      `(budget ${P95_BUDGET_MS} ms: ${inProcess.p95 < P95_BUDGET_MS ? 'met' : 'MISSED'} by the API itself)`,
  );
  const problems = [
    reads.non2xx + inProcess.non2xx > 0 ? `${reads.non2xx + inProcess.non2xx} non-2xx reads` : '',
    reads.errors + inProcess.errors > 0 ? `${reads.errors + inProcess.errors} read errors/timeouts` : '',
    contact.lost > 0 ? `${contact.lost} contact posts lost` : '',
    contact.duplicates > 0 ? `${contact.duplicates} contact posts duplicated` : '',
    contact.serverErrors > 0 ? `${contact.serverErrors} contact posts not answered 201` : '',
  ].filter(Boolean);
  if (problems.length) {
    log(`FAILED: ${problems.join('; ')}`);
    return 1;
  }
  log('OK: no errors; every contact post stored exactly once');
  return 0;
}

const overall = setTimeout(() => {
  log('FAILED: the bench did not finish within 5 minutes');
  process.exit(1);
}, 5 * 60_000);
overall.unref();

runBench(main);
