// Makes the responsive variants of pictures stored before they existed: content imported from a
// file, or saved before this version. Lists every picture URL the content stores (posts' and
// resources' and testimonials' imageUrl, app reviews' logoUrl) whose documents lack what was
// made of it, makes each URL's variants once (functions/src/services/images.ts imageFromUrl: from
// the site itself or an allowed host, as the editor's "Use Image URL" does), and copies them onto
// every document that uses the URL (`image`, an app review's `logo`). Before that, it reads the
// original of every picture made so far (one per `imageVariants` entry) and rewrites in place, under
// the same name so saved URLs keep working, each one stored with the metadata it came with, as the
// server stores originals now (images.ts storedOriginal): a phone's photo says where it was taken.
//
//   npm run images:variants -- [--project PROJECT_ID] [--write] [--site-url URL] [--bucket BUCKET] [--database ID]
//
// A dry run by default: it lists and counts (reading each original), and writes nothing. Without
// --project it works on the local emulators (the `demo-` project; the stack's environment says where
// its pictures live). With a real project id it uses Application Default Credentials
// (`gcloud auth application-default login`) and the project's default bucket. Exit code 1 if any
// picture failed.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { COLLECTIONS } from '@/domain/collections';
import { IMAGE_CONTENT_TYPES, type ImageKind } from '@/domain/image';
import { IMAGE_FILES_PREFIX, type ImageVariants } from '@/domain/image-variants';
import { HttpError } from '../functions/src/http-error';
import { variantsOf } from '../functions/src/services/image-lookup';
import { imageStorePath, type ImageStore } from '../functions/src/services/image-store';
import {
  imageFromUrl,
  imageSourceAddress,
  metadataIn,
  originalFile,
  storedOriginal,
} from '../functions/src/services/images';
import { buildSiteUrl } from './lib/build-site-url';
import { optionValues, runCommand } from './lib/command-line';
import { bucketStore, defaultBucket, stackImageStore } from './lib/image-stores';
import { DEMO_PROJECT_ID, ROOT, SITE_URL, targetLocalEmulators } from './lib/local-stack';

export const USAGE = [
  'usage: npm run images:variants -- [--project PROJECT_ID] [--write] [--site-url URL] [--bucket BUCKET] [--database ID]',
  '',
  '  --project ID     a real project (Application Default Credentials); without it, the local emulators',
  "  --write          strip the stored originals' metadata, make the variants and set them on the documents;",
  '                   without it, a dry run that writes nothing',
  "  --site-url URL   the site's origin, where site paths (/images/…) are read from; default SITE_URL, or",
  '                   functions/.env.<project-id> (the local stack: its Hosting emulator)',
  "  --bucket NAME    where the files go; default the project's (<project>.firebasestorage.app or .appspot.com)",
  '  --database ID    a database other than (default)',
].join('\n');

/** The fields holding a picture's URL, and where what was made of it goes, per collection. */
export const PICTURE_FIELDS = [
  { collection: COLLECTIONS.posts, url: 'imageUrl', variants: 'image' },
  { collection: COLLECTIONS.resources, url: 'imageUrl', variants: 'image' },
  { collection: COLLECTIONS.testimonials, url: 'imageUrl', variants: 'image' },
  { collection: COLLECTIONS.appReviews, url: 'logoUrl', variants: 'logo' },
] as const;

type PictureField = (typeof PICTURE_FIELDS)[number];

export interface PictureUse {
  collection: string;
  id: string;
  variants: PictureField['variants'];
  /** What the document holds now, if anything. */
  current: unknown;
}

export interface Picture {
  url: string;
  uses: PictureUse[];
}

/** Why a URL is left alone, or undefined when the server may make its variants. */
export function skipReason(url: string, siteUrl: string): string | undefined {
  let address: URL;
  try {
    address = imageSourceAddress(url, siteUrl);
  } catch {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' ? `host not allowed (${parsed.host})` : `not https (${parsed.protocol})`;
    } catch {
      return 'not a URL the server reads';
    }
  }
  let path = address.pathname;
  try {
    path = decodeURIComponent(path); // a Storage URL's object name is escaped: …/o/images%2Fa.svg
  } catch {
    // left as it is
  }
  if (/\.svg$/i.test(path)) return 'SVG (a drawing: served as it is)';
  return undefined;
}

export type Outcome = 'made' | 'copied' | 'up to date' | 'skipped' | 'failed';

export interface PictureResult {
  url: string;
  outcome: Outcome;
  detail: string;
  documents: number;
}

/** Every stored picture URL, with the documents that use it. */
async function picturesIn(db: Firestore): Promise<Picture[]> {
  const byUrl = new Map<string, Picture>();
  for (const field of PICTURE_FIELDS) {
    const snap = await db.collection(field.collection).select(field.url, field.variants).get();
    for (const doc of snap.docs) {
      const url: unknown = doc.get(field.url);
      if (typeof url !== 'string' || !url) continue;
      const picture = byUrl.get(url) ?? { url, uses: [] };
      picture.uses.push({
        collection: field.collection,
        id: doc.id,
        variants: field.variants,
        current: doc.get(field.variants),
      });
      byUrl.set(url, picture);
    }
  }
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** A failure as the run prints it: the API's status and message for what the server refuses. */
const failureMessage = (error: unknown) =>
  error instanceof HttpError
    ? `${error.status} ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const where = (uses: PictureUse[]) => {
  const names = uses.map((use) => `${use.collection}/${use.id}`);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')}, +${names.length - 3}` : names.join(', ');
};

export interface RunOptions {
  db: Firestore;
  /** Needed with write only. */
  store?: () => Promise<ImageStore>;
  siteUrl: string;
  write: boolean;
  log: (line: string) => void;
}

/** Plans (and with `write`, does) the work for every picture; one result per URL. */
export async function runImageVariants({ db, store, siteUrl, write, log }: RunOptions): Promise<PictureResult[]> {
  const pictures = await picturesIn(db);
  log(
    `${plural(pictures.length, 'picture URL')} in ${plural(
      pictures.reduce((n, p) => n + p.uses.length, 0),
      'document',
    )}`,
  );
  const results: PictureResult[] = [];
  const todo: Array<{ picture: Picture; known: ImageVariants | undefined }> = [];
  for (const picture of pictures) {
    const documents = picture.uses.length;
    const reason = skipReason(picture.url, siteUrl);
    if (reason) {
      results.push({ url: picture.url, outcome: 'skipped', detail: reason, documents });
      continue;
    }
    const known = await variantsOf(db, picture.url);
    const stale = picture.uses.filter((use) => !known || !isDeepStrictEqual(use.current, known));
    if (stale.length === 0) {
      results.push({ url: picture.url, outcome: 'up to date', detail: '', documents });
      continue;
    }
    todo.push({ picture: { ...picture, uses: stale }, known });
  }
  for (const result of results.filter((r) => r.outcome === 'skipped')) {
    log(`skip      ${result.url}: ${result.detail} (${plural(result.documents, 'document')})`);
  }
  let index = 0;
  for (const { picture, known } of todo) {
    index++;
    const step = `${index}/${todo.length}`;
    const documents = picture.uses.length;
    const action = known ? 'copy' : 'make';
    if (!write) {
      log(`${step} would ${action} ${picture.url} → ${plural(documents, 'document')} (${where(picture.uses)})`);
      results.push({
        url: picture.url,
        outcome: known ? 'copied' : 'made',
        detail: known ? 'would copy (already made)' : 'would make',
        documents,
      });
      continue;
    }
    const begun = performance.now();
    log(`${step} ${known ? 'copying' : 'making'} ${picture.url}…`);
    try {
      const image = known ?? (await imageFromUrl(await store!(), db, picture.url, siteUrl)).image;
      if (!image) {
        // imageFromUrl leaves a drawing as it is, found by its bytes where its name did not say so.
        log(`${step} skipped ${picture.url}: SVG (by its content)`);
        results.push({ url: picture.url, outcome: 'skipped', detail: 'SVG (by its content)', documents });
        continue;
      }
      for (const use of picture.uses) {
        await db
          .collection(use.collection)
          .doc(use.id)
          .update({ [use.variants]: image });
      }
      const seconds = ((performance.now() - begun) / 1000).toFixed(1);
      log(
        `${step} ${known ? 'copied' : 'made'} in ${seconds} s: ${image.width}×${image.height}, /img/${image.id}/, ${plural(documents, 'document')}`,
      );
      results.push({
        url: picture.url,
        outcome: known ? 'copied' : 'made',
        detail: `/img/${image.id}/ (${seconds} s)`,
        documents,
      });
    } catch (error) {
      const message = failureMessage(error);
      log(`${step} FAILED ${picture.url}: ${message}`);
      results.push({ url: picture.url, outcome: 'failed', detail: message, documents });
    }
  }
  return results;
}

/** A table of the closing lines: the first column left-aligned, the counts right-aligned. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)];
}

/** The closing table: one row per outcome, with its URLs and documents. */
export function summaryTable(results: PictureResult[], write: boolean): string[] {
  const names: Record<Outcome, string> = write
    ? {
        made: 'made',
        copied: 'copied (already made)',
        'up to date': 'up to date',
        skipped: 'skipped',
        failed: 'failed',
      }
    : {
        made: 'to make',
        copied: 'to copy (already made)',
        'up to date': 'up to date',
        skipped: 'skipped',
        failed: 'failed',
      };
  const rows = (Object.keys(names) as Outcome[]).map((outcome) => {
    const matching = results.filter((result) => result.outcome === outcome);
    return [names[outcome], String(matching.length), String(matching.reduce((n, r) => n + r.documents, 0))];
  });
  return table(['pictures', 'URLs', 'documents'], rows);
}

export type OriginalOutcome = 'stripped' | 'clean' | 'missing' | 'failed';

export interface OriginalResult {
  /** The original's site path, /img/{id}/original.<ext>; the folder's when none was found. */
  path: string;
  outcome: OriginalOutcome;
  detail: string;
}

/** Every picture's folder made so far (one per `imageVariants` entry), in order. */
async function pictureFolders(db: Firestore): Promise<string[]> {
  const snap = await db.collection(COLLECTIONS.imageVariants).select('image').get();
  const ids = snap.docs.map((doc) => (doc.get('image') as Partial<ImageVariants> | undefined)?.id);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))].sort();
}

/** A folder's original: named for the type the picture had, so each type's name is tried. */
async function readOriginal(store: ImageStore, id: string): Promise<{ kind: ImageKind; bytes: Buffer } | undefined> {
  for (const kind of Object.keys(IMAGE_CONTENT_TYPES) as ImageKind[]) {
    const bytes = await store.read(imageStorePath(id, originalFile(kind)));
    if (bytes) return { kind, bytes };
  }
  return undefined;
}

export interface OriginalsOptions extends Omit<RunOptions, 'siteUrl' | 'store'> {
  /** Read from in a dry run too. */
  store: () => Promise<ImageStore>;
}

/**
 * Lists (and with `write`, rewrites in place) each stored original that still carries metadata;
 * one result per picture's folder.
 */
export async function runStoredOriginals({ db, store, write, log }: OriginalsOptions): Promise<OriginalResult[]> {
  const ids = await pictureFolders(db);
  log(`${plural(ids.length, 'stored original')} to read for metadata`);
  if (ids.length === 0) return [];
  const files = await store();
  const results: OriginalResult[] = [];
  let index = 0;
  for (const id of ids) {
    index++;
    const step = `${index}/${ids.length}`;
    let path = `${IMAGE_FILES_PREFIX}${id}/`;
    try {
      const original = await readOriginal(files, id);
      if (!original) {
        log(`${step} no original in ${path}`);
        results.push({ path, outcome: 'missing', detail: 'not in the store' });
        continue;
      }
      const file = originalFile(original.kind);
      path += file;
      const carried = metadataIn(await sharp(original.bytes).metadata());
      if (carried.length === 0) {
        results.push({ path, outcome: 'clean', detail: '' });
        continue;
      }
      const detail = carried.join(', ');
      if (!write) {
        log(`${step} would strip ${path}: ${detail}`);
        results.push({ path, outcome: 'stripped', detail: `would strip ${detail}` });
        continue;
      }
      const stripped = await storedOriginal(original.bytes, original.kind);
      await files.save(imageStorePath(id, file), stripped, IMAGE_CONTENT_TYPES[original.kind]);
      log(`${step} stripped ${path}: ${detail}`);
      results.push({ path, outcome: 'stripped', detail });
    } catch (error) {
      const message = failureMessage(error);
      log(`${step} FAILED ${path}: ${message}`);
      results.push({ path, outcome: 'failed', detail: message });
    }
  }
  return results;
}

/** The closing table of the originals: one row per outcome, with its files. */
export function originalsTable(results: OriginalResult[], write: boolean): string[] {
  const names: Record<OriginalOutcome, string> = {
    stripped: write ? 'metadata stripped' : 'to strip (metadata)',
    clean: 'without metadata',
    missing: 'not in the store',
    failed: 'failed',
  };
  const rows = (Object.keys(names) as OriginalOutcome[]).map((outcome) => [
    names[outcome],
    String(results.filter((result) => result.outcome === outcome).length),
  ]);
  return table(['stored originals', 'files'], rows);
}

interface Arguments {
  project: string;
  write: boolean;
  siteUrl?: string;
  bucket?: string;
  database?: string;
}

export function imageVariantsArguments(args: string[]): Arguments | 'help' {
  const values = optionValues(args, {
    project: { type: 'string' },
    write: { type: 'boolean' },
    'site-url': { type: 'string' },
    bucket: { type: 'string' },
    database: { type: 'string' },
  });
  if (values === 'help') return 'help';
  if (values.project === '') throw new Error(USAGE);
  return {
    project: values.project ?? DEMO_PROJECT_ID,
    write: values.write ?? false,
    siteUrl: values['site-url'],
    bucket: values.bucket,
    database: values.database,
  };
}

async function main(values: Arguments) {
  const { project, write } = values;
  const local = project.startsWith('demo-');
  if (local) targetLocalEmulators();
  const siteUrl =
    values.siteUrl ?? (local ? SITE_URL : buildSiteUrl({ ...process.env, GCLOUD_PROJECT: project }, ROOT));
  if (!siteUrl) throw new Error(`no site URL for ${project}: set SITE_URL in functions/.env.${project}, or --site-url`);
  const app = initializeApp({ projectId: project }, 'images-variants');
  const db = getFirestore(app, values.database ?? '(default)');
  const store = async () => {
    if (local) return stackImageStore(app);
    return bucketStore(app, values.bucket ?? process.env.STORAGE_BUCKET ?? (await defaultBucket(app, project)));
  };
  const log = (line: string) => console.log(`[images:variants] ${line}`);
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const doing = write
    ? "stripping the stored originals' metadata and making"
    : 'dry run: listing the stored originals that carry metadata and';
  log(
    `${doing} the variants pictures lack in ${project} ` +
      `(${emulator ? `Firestore emulator at ${emulator}` : 'Cloud Firestore'}; pictures read from ${siteUrl})`,
  );
  // Originals first: the pictures this run makes are stored without metadata already.
  const originals = await runStoredOriginals({ db, store, write, log });
  const results = await runImageVariants({ db, store, siteUrl, write, log });
  for (const line of summaryTable(results, write)) log(line);
  for (const line of originalsTable(originals, write)) log(line);
  if (!write) {
    const pictures = results.filter((result) => result.outcome === 'made' || result.outcome === 'copied').length;
    const stripping = originals.filter((result) => result.outcome === 'stripped').length;
    const pending = [
      pictures ? plural(pictures, 'picture') : '',
      stripping ? plural(stripping, 'original') : '',
    ].filter(Boolean);
    log(pending.length ? `dry run: nothing written; --write does the ${pending.join(' and ')} above` : 'nothing to do');
  }
  const failed = [
    ...results.filter((result) => result.outcome === 'failed').map((result) => `${result.url}: ${result.detail}`),
    ...originals.filter((result) => result.outcome === 'failed').map((result) => `${result.path}: ${result.detail}`),
  ];
  if (failed.length) {
    for (const line of failed) log(`failed: ${line}`);
    process.exitCode = 1;
  }
}

runCommand(import.meta.url, { name: 'images:variants', usage: USAGE, parse: imageVariantsArguments, run: main });
