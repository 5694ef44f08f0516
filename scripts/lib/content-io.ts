// The site's content as one JSON file, out of a project and back in: `content:export`,
// `content:import`, and the seed's sample content all go through here. A document keeps its id and
// every field; Firestore Timestamps are written `{"__timestamp": "<RFC 3339, to the nanosecond>"}`
// so nothing is lost on the way. Importing is idempotent by id, never deletes, and never replaces a
// document that changed after the file's copy of it unless told to. Nothing is written unless every
// document is one the API itself would have stored (content-checks.ts), and no two posts would hold
// one slug; posts' slugs are then claimed as the API claims them (post-slugs.ts syncPostSlugs).
// What content:import adds around an import (an export before it writes, a journal to resume it)
// is import-journal.ts.
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { chunks } from '@/domain/chunks';
import { COLLECTIONS } from '@/domain/collections';
import { SEARCH_WORDS_FIELD } from '@/domain/search-words';
import { SUBSCRIBER_LISTED_AT_FIELD } from '@/domain/subscribers';
import {
  postsBySlug,
  storedPostSlugs,
  syncPostSlugs,
  type PostSlugSync,
} from '../../functions/src/services/post-slugs';
import { importedData, refusedFields, type RefusedField } from './content-checks';
import { targetLocalEmulators } from './local-stack';

export const CONTENT_FILE_FORMAT = 'faithful-matches-content';
export const CONTENT_FILE_VERSION = 1;

/** What the owner writes or the site's readers send: not accounts, rate limits, clicks or mail. */
export const CONTENT_COLLECTIONS = [
  COLLECTIONS.posts,
  COLLECTIONS.appReviews,
  COLLECTIONS.resources,
  COLLECTIONS.testimonials,
  COLLECTIONS.newsletterSubscribers,
  COLLECTIONS.contactSubmissions,
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/**
 * Field names that hold a credential. Subscribers' links are signed when sent, so none is stored
 * today; should one ever be, an export leaves it out and a file carrying one is refused.
 */
const SECRET_FIELD = /token|secret|password/i;

/** Firestore's own limit on one batch's writes. */
export const BATCH_LIMIT = 500;
/**
 * What one batch may carry, by its documents' JSON. Firestore refuses a request over 10 MiB, and the
 * emulator's server takes messages up to 4 MiB, past which the client waits for good without an
 * error: 500 long articles with their search tokens come to more than either. Half the smaller
 * limit leaves room for the request's own encoding.
 */
export const BATCH_BYTES = 2 * 1024 * 1024;

/** `writes` in batches of at most BATCH_LIMIT writes and about BATCH_BYTES of data each. */
export function writeBatches<W extends { data: EncodedData }>(writes: readonly W[]): W[][] {
  const batches: W[][] = [];
  let current: W[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = JSON.stringify(write.data).length;
    if (current.length && (current.length === BATCH_LIMIT || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(write);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

export type EncodedValue =
  null | boolean | number | string | EncodedValue[] | { __timestamp: string } | { [field: string]: EncodedValue };
export type EncodedData = Record<string, EncodedValue>;

export interface ContentDocument {
  id: string;
  data: EncodedData;
}

export interface ContentFile {
  format: typeof CONTENT_FILE_FORMAT;
  version: typeof CONTENT_FILE_VERSION;
  /** The project it was read from (or 'sample'); informational, a file may go into another project. */
  project: string;
  exportedAt: string;
  collections: Partial<Record<ContentCollection, ContentDocument[]>>;
}

export class ContentFileError extends Error {}

/** A file whose documents the API would not all have stored: each field named, nothing imported. */
export class ContentRefusedError extends ContentFileError {
  constructor(readonly refused: readonly RefusedField[]) {
    const documents = new Set(refused.map(({ collection, id }) => storedKey(collection, id))).size;
    super(
      [
        `${documents} document(s) hold what the API would refuse, so nothing was imported:`,
        ...refused.map(({ collection, id, field, message }) => `  ${storedKey(collection, id)} ${field}: ${message}`),
      ].join('\n'),
    );
  }
}

// --- Timestamps, to the nanosecond ------------------------------------------------------------

const RFC3339_UTC = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/;

/** RFC 3339 in UTC with 3, 6 or 9 fraction digits, as few as keep every nanosecond. */
export function timestampToIso(timestamp: Timestamp): string {
  const whole = new Date(timestamp.seconds * 1000).toISOString().slice(0, 19);
  const nanos = String(timestamp.nanoseconds).padStart(9, '0');
  const fraction = nanos.endsWith('000000') ? nanos.slice(0, 3) : nanos.endsWith('000') ? nanos.slice(0, 6) : nanos;
  return `${whole}.${fraction}Z`;
}

export function isoToTimestamp(iso: string): Timestamp {
  const match = RFC3339_UTC.exec(iso);
  const millis = match ? Date.parse(`${match[1]}Z`) : NaN;
  // Date.parse accepts 2024-02-31; a round trip does not.
  if (!match || Number.isNaN(millis) || new Date(millis).toISOString().slice(0, 19) !== match[1]) {
    throw new ContentFileError(`"${iso}" is not a UTC timestamp like 2024-01-31T09:00:00.000Z`);
  }
  return new Timestamp(millis / 1000, Number((match[2] ?? '').padEnd(9, '0')));
}

// --- Firestore values <-> JSON ----------------------------------------------------------------

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEncodedTimestamp = (value: unknown): value is { __timestamp: string } =>
  isPlainObject(value) && Object.keys(value).length === 1 && typeof value.__timestamp === 'string';

/** One Firestore value as JSON; `where` names it in the error for a type a file cannot carry. */
export function encodeValue(value: unknown, where: string): EncodedValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new ContentFileError(`${where} is ${value}, which JSON cannot hold`);
  }
  if (value instanceof Timestamp) return { __timestamp: timestampToIso(value) };
  if (value instanceof Date) return { __timestamp: timestampToIso(Timestamp.fromDate(value)) };
  if (Array.isArray(value)) return value.map((item, index) => encodeValue(item, `${where}[${index}]`));
  if (isPlainObject(value)) {
    if (isEncodedTimestamp(value)) throw new ContentFileError(`${where} is a map that reads as a timestamp`);
    return encodeData(value, where);
  }
  const kind = (value as object | undefined)?.constructor?.name ?? typeof value;
  throw new ContentFileError(`${where} holds a ${kind}, which the content file does not carry`);
}

/** A document's fields as JSON; undefined fields are absent, as Firestore would store them. */
export function encodeData(data: Record<string, unknown>, where: string): EncodedData {
  const encoded: EncodedData = {};
  for (const [field, value] of Object.entries(data)) {
    if (value !== undefined) encoded[field] = encodeValue(value, `${where}.${field}`);
  }
  return encoded;
}

export function decodeValue(value: EncodedValue): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (isEncodedTimestamp(value)) return isoToTimestamp(value.__timestamp);
  if (isPlainObject(value)) return decodeData(value as EncodedData);
  return value;
}

export function decodeData(data: EncodedData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, decodeValue(value)]));
}

/** The same JSON whatever the order its fields were written in: what "unchanged" compares. */
export function canonicalJson(value: EncodedValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const fields = Object.keys(value).sort();
    return `{${fields.map((field) => `${JSON.stringify(field)}:${canonicalJson((value as EncodedData)[field]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// --- The file format --------------------------------------------------------------------------

/** Where a value is not one a content file may hold, and why. */
function valueProblems(value: unknown, path: Array<string | number>): Array<{ path: typeof path; message: string }> {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [{ path, message: 'must be a finite number' }];
  if (Array.isArray(value)) return value.flatMap((item, index) => valueProblems(item, [...path, index]));
  if (!isPlainObject(value)) {
    return [{ path, message: 'must be null, true/false, a number, a string, a list or a map' }];
  }
  if ('__timestamp' in value) {
    if (!isEncodedTimestamp(value)) return [{ path, message: 'a timestamp is {"__timestamp": "…"} and nothing else' }];
    try {
      isoToTimestamp(value.__timestamp);
      return [];
    } catch (error) {
      return [{ path: [...path, '__timestamp'], message: (error as Error).message }];
    }
  }
  return Object.entries(value).flatMap(([field, item]) => valueProblems(item, [...path, field]));
}

// The walk is the check (its messages name the exact field); the cast gives the parsed file its type.
const encodedValueSchema = z.unknown().superRefine((value, context) => {
  for (const problem of valueProblems(value, [])) context.addIssue({ code: 'custom', ...problem });
}) as unknown as z.ZodType<EncodedValue>;

/** Firestore's rules for a document id. */
const documentIdSchema = z
  .string({ error: 'a document id must be a string' })
  .min(1, 'a document id must not be empty')
  .refine((id) => Buffer.byteLength(id) <= 1500, 'a document id must be at most 1500 bytes')
  .refine((id) => !id.includes('/'), 'a document id must not contain "/"')
  .refine(
    (id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id),
    'a document id must not be one Firestore reserves',
  );

const documentSchema = z.strictObject({
  id: documentIdSchema,
  data: z.record(z.string(), encodedValueSchema).superRefine((data, context) => {
    for (const field of Object.keys(data).filter((name) => SECRET_FIELD.test(name))) {
      context.addIssue({ code: 'custom', path: [field], message: 'a field that holds a secret is never imported' });
    }
  }),
});

const documentListSchema = z.array(documentSchema).superRefine((documents, context) => {
  const seen = new Set<string>();
  documents.forEach((document, index) => {
    if (seen.has(document.id)) {
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${document.id}" appears twice` });
    }
    seen.add(document.id);
  });
});

export const contentFileSchema = z.strictObject({
  format: z.literal(CONTENT_FILE_FORMAT, { error: `must be "${CONTENT_FILE_FORMAT}": not a content file` }),
  version: z.literal(CONTENT_FILE_VERSION, {
    error: `must be ${CONTENT_FILE_VERSION}: this file was written by another version of content:export`,
  }),
  project: z.string(),
  exportedAt: z.iso.datetime({ error: 'must be an ISO date-time' }),
  collections: z.strictObject(
    Object.fromEntries(CONTENT_COLLECTIONS.map((name) => [name, documentListSchema.optional()])) as Record<
      ContentCollection,
      z.ZodOptional<typeof documentListSchema>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.map((key) => `"${key}"`).join(', ')} is not one of ${CONTENT_COLLECTIONS.join(', ')}`
          : undefined,
    },
  ),
});

/** Parses and checks a content file; a wrong one fails naming where and what. */
export function parseContentFile(text: string, source: string): ContentFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentFileError(`${source} is not JSON: ${(error as Error).message}`);
  }
  const result = contentFileSchema.safeParse(json);
  if (result.success) return result.data as ContentFile;
  const shown = result.error.issues.slice(0, 10).map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : '(the file)';
    return `  ${path}: ${issue.message}`;
  });
  const more = result.error.issues.length - shown.length;
  throw new ContentFileError(
    [
      `${source} is not a content file this version can import:`,
      ...shown,
      ...(more > 0 ? [`  … and ${more} more`] : []),
    ].join('\n'),
  );
}

export function serializeContentFile(file: ContentFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

// --- Files on disk ----------------------------------------------------------------------------

/** Where exports go unless told otherwise; ignored by git: an export is personal data, never a commit. */
export const EXPORTS_FOLDER = 'content-exports';

/** `<project>[-<kind>]-<time>.json`, the time safe in a file name on any system. */
export function exportFileName(project: string, now: Date, kind?: string): string {
  return `${[project, kind, now.toISOString().replace(/[:.]/g, '-')].filter(Boolean).join('-')}.json`;
}

/**
 * Writes `text` to `file` whole or not at all: to `<file>.partial`, flushed to the disk, then
 * renamed over `file`. A run stopped midway leaves a `.partial`, never a short file under the
 * real name. Readable by its owner alone: it holds readers' names and addresses.
 */
export function writeFileWhole(file: string, text: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const descriptor = openSync(partial, 'w', 0o600);
    try {
      writeFileSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export function writeContentFile(file: string, content: ContentFile): void {
  writeFileWhole(file, serializeContentFile(content));
}

// --- Export -----------------------------------------------------------------------------------

/**
 * Fields made from the others, left out of a file: an import makes them again (content-checks.ts
 * importedData), so a file from before they existed, or edited by hand, is stored as the API stores it.
 */
const DERIVED_FIELDS: Partial<Record<ContentCollection, readonly string[]>> = {
  [COLLECTIONS.posts]: [SEARCH_WORDS_FIELD],
  [COLLECTIONS.newsletterSubscribers]: [SEARCH_WORDS_FIELD, SUBSCRIBER_LISTED_AT_FIELD],
};

/** A document's fields as the file keeps them: secrets and derived fields left out. */
export function exportedData(collection: ContentCollection, id: string, data: DocumentData): EncodedData {
  const derived = DERIVED_FIELDS[collection] ?? [];
  const kept = Object.fromEntries(
    Object.entries(data).filter(([field]) => !SECRET_FIELD.test(field) && !derived.includes(field)),
  );
  return encodeData(kept, `${collection}/${id}`);
}

export async function exportContent(
  db: Firestore,
  project: string,
  progress: (collection: ContentCollection, count: number) => void = () => {},
  now = new Date(),
): Promise<ContentFile> {
  const collections: ContentFile['collections'] = {};
  for (const collection of CONTENT_COLLECTIONS) {
    const snap = await db.collection(collection).get();
    collections[collection] = snap.docs
      .map((doc) => ({ id: doc.id, data: exportedData(collection, doc.id, doc.data()) }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    progress(collection, snap.size);
  }
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    project,
    exportedAt: now.toISOString(),
    collections,
  };
}

// --- Import: the plan -------------------------------------------------------------------------

export const OUTCOMES = ['create', 'update', 'unchanged', 'skipped-newer'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface ImportOptions {
  /** Replace documents that changed after the file's copy of them. */
  overwriteNewer?: boolean;
  /** Keep subscribers' statuses as the file has them; otherwise they come in awaiting confirmation. */
  keepStatus?: boolean;
}

/** One document an import sets: the file's copy as stored (importedData), new or in place of one. */
export interface ImportWrite {
  collection: ContentCollection;
  id: string;
  outcome: 'create' | 'update';
  data: EncodedData;
}

export interface ImportPlan {
  /** Per collection in the file, the ids of each outcome. */
  collections: Partial<Record<ContentCollection, Record<Outcome, string[]>>>;
  /** The documents to set (create and update), collection by collection in file order. */
  writes: ImportWrite[];
}

const compareTimestamps = (a: Timestamp, b: Timestamp) => a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;

/**
 * When a document last changed, as well as its fields tell: `updatedAt`, else the latest of its
 * timestamps (a subscriber's confirmedAt or unsubscribedAt, a testimonial's createdAt).
 */
export function changedAt(data: EncodedData): Timestamp | undefined {
  const updatedAt = data.updatedAt;
  if (isEncodedTimestamp(updatedAt)) return isoToTimestamp(updatedAt.__timestamp);
  let latest: Timestamp | undefined;
  for (const value of Object.values(data)) {
    if (!isEncodedTimestamp(value)) continue;
    const time = isoToTimestamp(value.__timestamp);
    if (!latest || compareTimestamps(time, latest) > 0) latest = time;
  }
  return latest;
}

/**
 * Whether the stored document changed after the file's copy: later than the file's time, or
 * carrying a time when the file's copy has none (an edit the file cannot be newer than).
 */
function storedIsNewer(stored: EncodedData, incoming: EncodedData): boolean {
  const storedAt = changedAt(stored);
  if (!storedAt) return false;
  const incomingAt = changedAt(incoming);
  return !incomingAt || compareTimestamps(storedAt, incomingAt) > 0;
}

export function classify(stored: EncodedData | undefined, incoming: EncodedData, options: ImportOptions = {}): Outcome {
  if (!stored) return 'create';
  if (canonicalJson(stored) === canonicalJson(incoming)) return 'unchanged';
  if (!options.overwriteNewer && storedIsNewer(stored, incoming)) return 'skipped-newer';
  return 'update';
}

export const storedKey = (collection: string, id: string) => `${collection}/${id}`;

/** What importing `file` would do, given the stored documents it names (by `storedKey`). */
export function planImport(
  file: ContentFile,
  stored: ReadonlyMap<string, EncodedData>,
  options: ImportOptions = {},
): ImportPlan {
  const plan: ImportPlan = { collections: {}, writes: [] };
  for (const collection of CONTENT_COLLECTIONS) {
    const documents = file.collections[collection];
    if (!documents) continue;
    const outcomes: Record<Outcome, string[]> = { create: [], update: [], unchanged: [], 'skipped-newer': [] };
    for (const document of documents) {
      const { id } = document;
      const data = importedData(collection, document.data, options);
      const outcome = classify(stored.get(storedKey(collection, id)), data, options);
      outcomes[outcome].push(id);
      if (outcome === 'create' || outcome === 'update') plan.writes.push({ collection, id, outcome, data });
    }
    plan.collections[collection] = outcomes;
  }
  return plan;
}

/** One line per collection, then the ids that change or are kept back. */
export function describePlan(plan: ImportPlan): string[] {
  const lines: string[] = [];
  for (const [collection, outcomes] of Object.entries(plan.collections)) {
    lines.push(`${collection}: ${OUTCOMES.map((outcome) => `${outcomes[outcome].length} ${outcome}`).join(', ')}`);
    for (const outcome of ['create', 'update', 'skipped-newer'] as const) {
      if (outcomes[outcome].length) lines.push(`  ${outcome}: ${outcomes[outcome].join(', ')}`);
    }
  }
  return lines;
}

/** What claiming the posts' slugs did, and each slug two stored posts hold (an edit must change one). */
export function describePostSlugSync({ claimed, released, clashes }: PostSlugSync): string[] {
  return [
    `postSlugs: ${claimed.length} claimed, ${released.length} released`,
    ...clashes.map(
      ({ slug, postIds, holder }) =>
        `  clash: "${slug}" is the slug of ${postIds.map((id) => storedKey(COLLECTIONS.posts, id)).join(', ')}; ` +
        `it stays ${storedKey(COLLECTIONS.posts, holder)}'s: give the others a slug of their own in the editor`,
    ),
  ];
}

// --- Import: against Firestore ----------------------------------------------------------------

/** Firestore answers getAll for at most this many documents comfortably at once. */
const READ_CHUNK = 300;

async function readStored(db: Firestore, file: ContentFile): Promise<Map<string, EncodedData>> {
  const stored = new Map<string, EncodedData>();
  for (const collection of CONTENT_COLLECTIONS) {
    const ids = (file.collections[collection] ?? []).map((document) => document.id);
    for (const run of chunks(ids, READ_CHUNK)) {
      const refs = run.map((id) => db.collection(collection).doc(id));
      for (const snap of await db.getAll(...refs)) {
        if (snap.exists)
          stored.set(storedKey(collection, snap.id), encodeData(snap.data()!, `${collection}/${snap.id}`));
      }
    }
  }
  return stored;
}

/**
 * The writes in `writeBatches`, each collection's apart: a run stopped between two batches has
 * written whole collections and part of one at most, as its journal and its output say.
 */
export function importBatches(writes: readonly ImportWrite[]): ImportWrite[][] {
  const byCollection = new Map<ContentCollection, ImportWrite[]>();
  for (const write of writes) {
    const run = byCollection.get(write.collection) ?? [];
    run.push(write);
    byCollection.set(write.collection, run);
  }
  return [...byCollection.values()].flatMap((run) => writeBatches(run));
}

/** One batch committed: its writes, and which of how many it was. */
export interface WrittenBatch {
  writes: readonly ImportWrite[];
  number: number;
  of: number;
}

/** What a caller does at an import's steps; a throw from either stops the import there. */
export interface ImportSteps {
  /** Once the file is checked and planned, dry run or not, before anything is written. */
  planned?: (plan: ImportPlan) => Promise<void> | void;
  /** After each batch is committed, before the next is sent. */
  written?: (batch: WrittenBatch) => Promise<void> | void;
}

/** Sets each planned document (the file's fields exactly), in `importBatches`. */
export async function applyPlan(
  db: Firestore,
  plan: ImportPlan,
  written: ImportSteps['written'] = () => {},
): Promise<void> {
  const batches = importBatches(plan.writes);
  for (const [index, writes] of batches.entries()) {
    const batch = db.batch();
    for (const { collection, id, data } of writes) batch.set(db.collection(collection).doc(id), decodeData(data));
    await batch.commit();
    await written({ writes, number: index + 1, of: batches.length });
  }
}

/** Every post's slug once the import is done, by post id: the stored posts', with the file's over them. */
async function slugsAfter(db: Firestore, plan: ImportPlan): Promise<Map<string, unknown>> {
  const slugByPost = await storedPostSlugs(db);
  for (const { collection, id, data } of plan.writes)
    if (collection === COLLECTIONS.posts) slugByPost.set(id, data.slug);
  return slugByPost;
}

/**
 * The planned posts whose slug another post would hold too once the import is done: the API refuses
 * a slug another post holds, and so does an import.
 */
function slugClashes(plan: ImportPlan, slugByPost: ReadonlyMap<string, unknown>): RefusedField[] {
  const holders = postsBySlug(slugByPost);
  return plan.writes.flatMap(({ collection, id, data }) => {
    if (collection !== COLLECTIONS.posts) return [];
    const others = (holders.get(String(data.slug)) ?? []).filter((other) => other !== id);
    return others.length
      ? [
          {
            collection,
            id,
            field: 'slug',
            message: `"${String(data.slug)}" is also the slug of ${others.map((other) => storedKey(COLLECTIONS.posts, other)).join(', ')}`,
          },
        ]
      : [];
  });
}

/**
 * Checks every document, then plans the import and, unless it is a dry run, carries it out and
 * claims the posts' slugs (`postSlugs`, what it did). A document the API would refuse stops it all
 * (ContentRefusedError), dry run or not, before anything is written: half a file imported is harder
 * to put right than none. Run again after a stop, it plans from what is stored then: what the
 * stopped run wrote is unchanged, the rest is written, and every post's slug claimed.
 */
export async function importContent(
  db: Firestore,
  file: ContentFile,
  options: ImportOptions & ImportSteps & { dryRun?: boolean } = {},
): Promise<ImportPlan & { postSlugs?: PostSlugSync }> {
  const refused = refusedFields(file);
  if (refused.length) throw new ContentRefusedError(refused);
  const plan = planImport(file, await readStored(db, file), options);
  const slugByPost = await slugsAfter(db, plan);
  const clashes = slugClashes(plan, slugByPost);
  if (clashes.length) throw new ContentRefusedError(clashes);
  await options.planned?.(plan);
  if (options.dryRun) return plan;
  await applyPlan(db, plan, options.written);
  return { ...plan, postSlugs: await syncPostSlugs(db, { slugByPost }) };
}

// --- Reaching a project -----------------------------------------------------------------------

export const DEFAULT_DATABASE = '(default)';

/**
 * Firestore of `project`: a `demo-` project is always the local emulators (as the seed and
 * admin:grant reach them); any other uses Application Default Credentials
 * (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS).
 */
export function projectFirestore(project: string, database = DEFAULT_DATABASE): { db: Firestore; where: string } {
  if (project.startsWith('demo-')) targetLocalEmulators();
  const app = initializeApp({ projectId: project }, `content-io-${project}`);
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  return {
    db: getFirestore(app, database),
    where: `${project} database ${database} (${emulator ? `Firestore emulator at ${emulator}` : 'Cloud Firestore'})`,
  };
}
