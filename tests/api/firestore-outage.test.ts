// Firestore goes away in the middle of a run: the API answers 503 with its JSON envelope within
// seconds (no hang, no 500 page), recovers by itself when Firestore is back, and loses no write it
// acknowledged. The Express app runs in-process (createApp) against a Firestore emulator this test
// starts on a free port of its own and freezes with SIGSTOP (the shared stack is left alone).
// SIGSTOP rather than a restart: the emulator keeps its data in memory, and a frozen server,
// which accepts nothing and answers nothing, is the harder case for a client than a refused one.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { standaloneFirestoreEmulator } from '../../scripts/lib/local-stack';
import { PROJECT_ID } from '../support/env';
import { api, uniqueIp } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';

interface Answer {
  status: number;
  ms: number;
  body: unknown;
  retryAfter: string | null;
}

const DEADLINE_MS = 5_000;
const generous = { max: 10_000, siteMax: 10_000, windowSeconds: 600 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let emulator: ChildProcess;
let db: Firestore;
let app: InProcessApi;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Signals the emulator's whole process group (the JVM may run under a wrapper). */
function signalEmulator(signal: NodeJS.Signals) {
  if (emulator.pid !== undefined) process.kill(-emulator.pid, signal);
}

async function waitUntilUp(host: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`the test's own Firestore emulator did not start on ${host}`);
}

/** A Firestore client for this test's emulator: the SDK reads the host from the environment. */
function firestoreAt(host: string): Firestore {
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  try {
    return new Firestore({ projectId: PROJECT_ID });
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = shared;
  }
}

async function timed(method: string, path: string, json?: unknown): Promise<Answer> {
  const started = Date.now();
  const response = await api(method, path, { json, clientIp: uniqueIp(), baseUrl: app.baseUrl });
  return {
    status: response.status,
    ms: Date.now() - started,
    body: response.body,
    retryAfter: response.headers.get('retry-after'),
  };
}

const message = (marker: string) => ({
  name: 'Ruth',
  email: 'ruth@example.test',
  subject: `Outage ${marker}`,
  message: `marker ${marker}`,
});

/**
 * POSTs one message until it is acknowledged, allowing 503s meanwhile: a JVM just started (or just
 * thawed) on a loaded machine can take longer than the deadline over its first writes.
 */
async function sendUntilAcknowledged(marker: string): Promise<Answer | undefined> {
  let answer: Answer | undefined;
  const giveUp = Date.now() + 60_000;
  while (Date.now() < giveUp) {
    answer = await timed('POST', '/api/contact', message(marker));
    if (answer.status === 201) break;
    expect(answer.status).toBe(503);
    await sleep(1_000);
  }
  return answer;
}

const storedMarkers = async () =>
  (await db.collection(COLLECTIONS.contactSubmissions).get()).docs.map((doc) => String(doc.get('message')));

beforeAll(async () => {
  const port = await freePort();
  const launch = standaloneFirestoreEmulator(port);
  if (!launch) {
    throw new Error(
      'No Firestore emulator jar to start: install google-cloud-cli-firestore-emulator, or run the Firebase CLI once on Java 21+',
    );
  }
  emulator = spawn(launch.command, launch.args, { stdio: 'ignore', detached: true });
  // Should the run be cut short before afterAll, do not leave a frozen JVM behind.
  process.once('exit', () => {
    try {
      signalEmulator('SIGKILL');
    } catch {
      // Already gone.
    }
  });
  const host = `127.0.0.1:${port}`;
  await waitUntilUp(host, Date.now() + 90_000);
  db = firestoreAt(host);
  app = await startInProcessApi({
    db: () => db,
    config: {
      requestDeadlineMs: DEADLINE_MS,
      // Every read must reach Firestore here; the instance's read cache would answer from memory.
      publicReadCacheMs: 0,
      rateLimits: {
        newsletter: generous,
        contact: generous,
        affiliate: generous,
        session: generous,
        signUp: generous,
        newsletterLinks: generous,
        clientErrors: generous,
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.terminate();
  if (emulator?.pid !== undefined) {
    try {
      signalEmulator('SIGCONT');
      signalEmulator('SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

describe('when Firestore is unavailable', () => {
  it('answers 503 with the envelope within seconds, recovers without a restart, and keeps every acknowledged write', async () => {
    // Before: writes are acknowledged and reads work, once the fresh emulator has warmed up.
    expect((await sendUntilAcknowledged('warm-up'))?.status).toBe(201);
    const acknowledged = ['marker warm-up'];
    for (let i = 0; i < 3; i += 1) {
      const answer = await timed('POST', '/api/contact', message(`before-${i}`));
      expect(answer.status).toBe(201);
      acknowledged.push(`marker before-${i}`);
    }
    expect((await timed('GET', '/api/blog-posts')).status).toBe(200);

    signalEmulator('SIGSTOP');
    try {
      const during = await Promise.all([
        timed('POST', '/api/contact', message('during-0')),
        timed('POST', '/api/contact', message('during-1')),
        timed('GET', '/api/blog-posts'),
        timed('GET', '/api/testimonials'),
      ]);
      for (const answer of during) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          error: { message: 'The service is temporarily unavailable. Please try again in a moment.' },
        });
        expect(answer.retryAfter).toMatch(/^\d+$/);
        // The deadline plus a margin for a loaded machine: an answer, not a minute of retries.
        expect(answer.ms).toBeLessThan(DEADLINE_MS + 5_000);
      }
      // The process itself is fine meanwhile.
      expect((await timed('GET', '/api/health')).status).toBe(200);
    } finally {
      signalEmulator('SIGCONT');
    }

    // After: the same app instance succeeds again once Firestore answers.
    expect((await sendUntilAcknowledged('after'))?.status).toBe(201);
    acknowledged.push('marker after');
    expect((await timed('GET', '/api/blog-posts')).status).toBe(200);

    // Every acknowledged write is there; the ones answered 503 were not stored behind the
    // visitor's back (the deadline stops the chain before the write).
    await sleep(2_000);
    const stored = await storedMarkers();
    for (const marker of acknowledged) expect(stored).toContain(marker);
    expect(stored.filter((marker) => marker.startsWith('marker during'))).toEqual([]);
  }, 180_000);
});
