// What the benches that load or write to the local emulators share (`npm run bench:scale`, `npm run
// bench:send`, `npm run bench:views`, `npm run bench:api`): the site they load and the checks that
// they only ever reach the demo project on this machine, a latency's percentiles, writing a content
// file's documents as `content:import` writes them, removing every document whose id starts with the
// bench's prefix again, at the end, on failure and on Ctrl-C, and exiting with the bench's verdict.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { syncPostSlugs } from '../../functions/src/services/post-slugs';
import { importedData, refusedFields } from './content-checks';
import {
  BATCH_LIMIT,
  ContentRefusedError,
  decodeData,
  writeBatches,
  type ContentCollection,
  type ContentFile,
} from './content-io';
import { DEMO_PROJECT_ID, SITE_URL, targetLocalEmulators } from './local-stack';
import { idPrefixEnd } from './scale-bench';

type Log = (message: string) => void;

// --- Only this machine, only the demo project ---------------------------------------------------

/** The site a bench loads: the stack's, as the stack tells what it runs (FM_BASE_URL), or firebase.json's. */
export const BASE_URL = process.env.FM_BASE_URL ?? SITE_URL;

export const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** `url` must be the local stack (http on a loopback address). */
export function assertLocalUrl(url: string): void {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'http:' || !isLoopback(hostname)) {
    throw new Error(`refusing to bench ${url}: only the local stack (http://127.0.0.1) is a target`);
  }
}

/** The value below which `p` percent of `sorted` (ascending) lie: a latency's p50, p95, p99. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** firebase-admin must reach the emulators of the demo project, never a real project. */
export function assertLocalEmulators(): void {
  targetLocalEmulators();
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (project !== DEMO_PROJECT_ID || !project.startsWith('demo-')) {
    throw new Error(`refusing to write to project "${project}": only ${DEMO_PROJECT_ID} on the emulators`);
  }
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
    const host = process.env[name] ?? '';
    if (!isLoopback(new URL(`http://${host}`).hostname)) {
      throw new Error(`refusing to run: ${name} is "${host}", not an emulator on this machine`);
    }
  }
}

// --- Adding and removing ------------------------------------------------------------------------

/** Progress at most every this often (and at the end), so a long write does not flood the log. */
const PROGRESS_EVERY_MS = 2_000;

/** A running count's line now and then, and its last line once at the end (unless just logged). */
function progress(log: Log): { update(line: string): void; done(line: string): void } {
  let loggedAt = -Infinity;
  let lastLine = '';
  const write = (line: string) => {
    loggedAt = performance.now();
    lastLine = line;
    log(line);
  };
  return {
    update: (line) => {
      if (performance.now() - loggedAt >= PROGRESS_EVERY_MS) write(line);
    },
    done: (line) => {
      if (line !== lastLine) write(line);
    },
  };
}

/**
 * Every document of `file` in `collections`, set as an import sets them (`importedData` keeping
 * subscribers' statuses, in `writeBatches`, posts' slugs claimed); refused whole if the API would
 * not store one.
 */
export async function addDocuments(
  db: Firestore,
  file: ContentFile,
  collections: readonly ContentCollection[],
  log: Log,
): Promise<void> {
  const refused = refusedFields(file);
  if (refused.length) throw new ContentRefusedError(refused);
  for (const collection of collections) {
    // As an import writes them: a post with its search tokens, a subscriber as confirmed as it is.
    const documents = (file.collections[collection] ?? []).map(({ id, data }) => ({
      id,
      data: importedData(collection, data, { keepStatus: true }),
    }));
    const report = progress(log);
    let written = 0;
    for (const writes of writeBatches(documents)) {
      const batch = db.batch();
      for (const { id, data } of writes) batch.set(db.collection(collection).doc(id), decodeData(data));
      await batch.commit();
      written += writes.length;
      report.update(`  ${collection}: ${written}/${documents.length} written`);
    }
    report.done(`  ${collection}: ${written}/${documents.length} written`);
  }
  if (collections.includes(COLLECTIONS.posts)) {
    const { claimed } = await syncPostSlugs(db);
    log(`  postSlugs: ${claimed.length} claimed`);
  }
}

/**
 * Deletes every document whose id starts with `prefix` in `collections`, one collection after
 * another in the order given; how many.
 */
export async function removeByIdPrefix(
  db: Firestore,
  collections: readonly string[],
  prefix: string,
  log: Log,
): Promise<number> {
  const end = idPrefixEnd(prefix);
  let removed = 0;
  for (const collection of collections) {
    const report = progress(log);
    let fromCollection = 0;
    for (;;) {
      const snap = await db
        .collection(collection)
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', end)
        .select()
        .limit(BATCH_LIMIT)
        .get();
      if (snap.empty) break;
      const batch = db.batch();
      for (const doc of snap.docs) batch.delete(doc.ref);
      await batch.commit();
      fromCollection += snap.size;
      report.update(`  ${collection}: ${fromCollection} removed`);
    }
    if (fromCollection) report.done(`  ${collection}: ${fromCollection} removed`);
    removed += fromCollection;
  }
  return removed;
}

/**
 * `cleanUp`, run once however often it is asked for: at the end of the run, on its failure, and on
 * Ctrl-C or SIGTERM, after which the process exits 130.
 */
export function cleanUpOnce(cleanUp: () => Promise<void>, log: Log): () => Promise<void> {
  let cleaning: Promise<void> | undefined;
  const once = () => (cleaning ??= cleanUp());
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: removing what was added before stopping`);
    once().then(
      () => process.exit(130),
      () => process.exit(130),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return once;
}

// --- Running ------------------------------------------------------------------------------------

/** Runs a bench's `main` and exits with the code it returns, or 1 after printing why it threw. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('[bench] FAILED:', error);
      process.exit(1);
    },
  );
}
