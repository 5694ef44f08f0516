// A burst from one client at each rate-limited route: 100 posts at once, as a script (or a stuck
// retry loop) sends them. Every answer is a success or 429, never 503 or 504; no more than the
// client's quota is accepted; and everything accepted is kept.
//
// The burst meets the API as production meets it: Cloud Run instances each taking many requests at
// once (API_OPTIONS.concurrency), here three of the real Express app spread over round-robin, on
// the Firestore emulator. The Functions emulator runs one request per process and starts a process
// (loading the whole bundle) for each request that finds none idle: 100 at once there time out
// in its own start-up on two cores, before any of the API's code runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PATH } from '@/domain/client-error';
import { COLLECTIONS } from '@/domain/collections';
import { adminDb, clearFirestore } from '../support/emulators';
import { api, uniqueIp, withRoomInRateWindow } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';

const BURST = 100;
const INSTANCES = 3;
let instances: InProcessApi[] = [];

beforeAll(async () => {
  instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInProcessApi()));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
});
const count = async (collection: string) => (await adminDb.collection(collection).count().get()).data().count;

/** The answers' statuses, counted: `{ 201: 5, 429: 95 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function burst(
  path: string,
  json: (i: number) => unknown,
  windowSeconds: number,
): Promise<Record<number, number>> {
  await withRoomInRateWindow(windowSeconds);
  const client = uniqueIp();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_unused, i) =>
      api('POST', path, { json: json(i), clientIp: client, baseUrl: instances[i % INSTANCES]!.baseUrl }),
    ),
  );
  console.log(`${path}: ${BURST} answered in ${Math.round(performance.now() - started)} ms`);
  return tally(answers.map((answer) => answer.status));
}

beforeEach(async () => {
  await clearFirestore();
});

describe(`${BURST} posts at once from one client`, () => {
  it('/api/contact: the quota of 5 stored, the rest 429', async () => {
    const answers = await burst(
      '/api/contact',
      (i) => ({ name: 'Ruth', email: `ruth${i}@example.test`, subject: `Burst ${i}`, message: 'Hello' }),
      600,
    );
    expect(answers).toEqual({ 201: 5, 429: BURST - 5 });
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(5);
  }, 120_000);

  it('/api/newsletter/subscribe: the quota of 5 subscribed, the rest 429', async () => {
    const answers = await burst(
      '/api/newsletter/subscribe',
      (i) => ({ firstName: 'Hannah', email: `hannah${i}@example.test` }),
      600,
    );
    expect(answers).toEqual({ 201: 5, 429: BURST - 5 });
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(5);
  }, 120_000);

  it('/api/track-affiliate-click: the quota of 30 recorded, the rest 429', async () => {
    const answers = await burst(
      '/api/track-affiliate-click',
      () => ({ affiliate: 'Upward', source: 'app-reviews-page' }),
      60,
    );
    expect(answers).toEqual({ 201: 30, 429: BURST - 30 });
    expect(await count(COLLECTIONS.affiliateClicks)).toBe(30);
  }, 120_000);

  it(`${CLIENT_ERRORS_PATH}: the quota of 10 taken, the rest 429`, async () => {
    const answers = await burst(
      CLIENT_ERRORS_PATH,
      (i) => ({ message: `Burst ${i}`, path: '/', browser: 'Chrome' }),
      600,
    );
    expect(answers).toEqual({ 204: 10, 429: BURST - 10 });
  }, 120_000);
});
