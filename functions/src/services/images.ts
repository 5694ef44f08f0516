// Featured images: the bytes checked for a real image type, then made into the sizes and formats
// pages ask for (docs/architecture.md, "Pictures": why at upload, why these settings), stored with
// the original (upright, its metadata dropped) under a new folder, and recorded against the URL a
// post or item will save.
import { COLLECTIONS } from '@/domain/collections';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_SOURCE_HOSTS } from '@/domain/constants';
import { IMAGE_CONTENT_TYPES, detectImageKind, type ImageKind } from '@/domain/image';
import {
  IMAGE_FILES_PREFIX,
  IMAGE_VARIANT_CONTENT_TYPES,
  imageVariantFile,
  variantWidthsFor,
  type ImageFallbackFormat,
  type ImageVariantFormat,
  type ImageVariants,
} from '@/domain/image-variants';
import { MESSAGES, storedUrlKind } from '@/domain/schemas';
import type { ImageUploadResult } from '@/domain/types';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../http-error';
import { imageVariantsKey, variantsOf } from './image-lookup';
import { imageStorePath, type ImageStore } from './image-store';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Image upload needs somewhere to keep files, and none is set up here. Use an image URL instead.';

// libvips' own cache keeps decoded pictures around between requests; an upload never repeats one.
sharp.cache(false);

export function checkImage(bytes: Buffer, truncated: boolean): ImageKind {
  if (truncated || bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.imageSize);
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(415, MESSAGES.imageType);
  return kind;
}

/** Encoder settings; AVIF at a low effort, for a fraction of the default's CPU (docs/measurements.md, "Pictures"). */
const ENCODE: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
};

/** The width of the blurred placeholder: a few hundred bytes as WebP. */
const PLACEHOLDER_WIDTH = 20;

export interface VariantFile {
  file: string;
  bytes: Buffer;
  contentType: string;
}

export interface MadeImage {
  image: Omit<ImageVariants, 'id'>;
  files: VariantFile[];
}

function pictureError(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return new HttpError(413, MESSAGES.imagePixels);
  return new HttpError(415, MESSAGES.imageType);
}

/**
 * Every variant of one picture: upright (EXIF orientation applied, then dropped with the rest of
 * its metadata: no GPS leaves the server), decoded once at the largest width, each smaller width
 * resized from those pixels, three encodes per width one after another (memory stays near one).
 */
export async function makeImageVariants(bytes: Buffer): Promise<MadeImage> {
  const input = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw pictureError(error);
  }
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw new HttpError(415, MESSAGES.imageType);
  const fallback: ImageFallbackFormat = metadata.hasAlpha ? 'png' : 'jpeg';
  const widths = variantWidthsFor(upright.width);
  const formats: ImageVariantFormat[] = ['avif', 'webp', fallback];

  const files: VariantFile[] = [];
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await input()
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw pictureError(error);
  }
  const fromRaw = (pixels: { data: Buffer; info: OutputInfo }) =>
    sharp(pixels.data, {
      raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
    });
  let smallest = largest;
  for (const width of [...widths].reverse()) {
    const pixels =
      width === largest.info.width
        ? largest
        : await fromRaw(largest).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    for (const format of formats) {
      files.push({
        file: imageVariantFile(width, format),
        bytes: await ENCODE[format](fromRaw(pixels)).toBuffer(),
        contentType: IMAGE_VARIANT_CONTENT_TYPES[format],
      });
    }
    smallest = pixels;
  }
  const placeholder = await fromRaw(smallest)
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 50 })
    .toBuffer();
  const height = Math.round((upright.height * largest.info.width) / upright.width);
  return {
    image: {
      width: largest.info.width,
      height: largest.info.width === upright.width ? upright.height : height,
      widths,
      fallback,
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    },
    files,
  };
}

/**
 * One picture made at a time per instance: an encode takes a core and a few hundred MB for seconds,
 * and the API takes many requests at once (functions/src/sizing.ts).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

const ORIGINAL_EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** The original's name in its folder. */
export const originalFile = (kind: ImageKind) => `original.${ORIGINAL_EXTENSIONS[kind]}`;

/** The original re-encoded in its own format, near what was sent: PNG stays lossless. */
const ORIGINAL_ENCODE: Record<ImageKind, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: ENCODE.png,
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/**
 * The original as it is stored and served: its size, format and frames (an animated GIF or WebP
 * stays animated), upright, and re-encoded without the metadata it came with (sharp writes none
 * unless asked): a phone's photo says where it was taken.
 */
export async function storedOriginal(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  try {
    const image = sharp(bytes, { animated: true, limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
    return await ORIGINAL_ENCODE[kind](image).toBuffer();
  } catch (error) {
    throw pictureError(error);
  }
}

/** What a file carries besides its pixels, by name; none in a file the server stores. */
export function metadataIn(metadata: Metadata): string[] {
  const parts: Array<[string, unknown]> = [
    ['EXIF', metadata.exif],
    ['XMP', metadata.xmp],
    ['IPTC', metadata.iptc],
    ['ICC profile', metadata.icc],
    ['text', metadata.comments?.length],
  ];
  return parts.filter(([, present]) => present).map(([name]) => name);
}

/**
 * Makes and stores every variant of `bytes` in a new folder, with the original, and records them
 * against `sourceUrl` (an image URL the owner gave), or, for an upload, against the original's own
 * site path, which becomes the URL the form saves.
 */
export async function saveImage(
  store: ImageStore,
  db: Firestore,
  bytes: Buffer,
  sourceUrl?: string,
): Promise<ImageUploadResult> {
  const kind = checkImage(bytes, false);
  const { made, originalBytes } = await oneAtATime(async () => ({
    made: await makeImageVariants(bytes),
    originalBytes: await storedOriginal(bytes, kind),
  }));
  const id = randomUUID();
  const original = originalFile(kind);
  await store.save(imageStorePath(id, original), originalBytes, IMAGE_CONTENT_TYPES[kind]);
  for (const file of made.files) await store.save(imageStorePath(id, file.file), file.bytes, file.contentType);
  const image: ImageVariants = { id, ...made.image };
  const imageUrl = sourceUrl ?? `${IMAGE_FILES_PREFIX}${id}/${original}`;
  await db
    .collection(COLLECTIONS.imageVariants)
    .doc(imageVariantsKey(imageUrl))
    .set({ url: imageUrl, image, createdAt: FieldValue.serverTimestamp() });
  return { imageUrl, image };
}

/** An SVG drawing, by its first markup (after an optional XML declaration and comments). */
export const isSvg = (bytes: Buffer) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.subarray(0, 4096).toString('utf8'),
  );

/** Where the server may fetch `url` from: the site itself (a path), or an allowed https host. */
export function imageSourceAddress(url: string, siteUrl: string): URL {
  const kind = storedUrlKind(url);
  if (kind === 'site-path') return new URL(url, siteUrl);
  if (kind === 'https') {
    const address = new URL(url);
    const allowed = [new URL(siteUrl).host, ...IMAGE_SOURCE_HOSTS];
    if (allowed.includes(address.host) && !address.username && !address.password) return address;
  }
  throw new HttpError(400, MESSAGES.imageSourceHost, { fields: { url: MESSAGES.imageSourceHost } });
}

const SOURCE_TIMEOUT_MS = 10_000;

export interface FetchSourceOptions {
  /** How long the whole download may take, body included; SOURCE_TIMEOUT_MS unless a test says less. */
  timeoutMs?: number;
}

/**
 * The picture at `address`, at most IMAGE_MAX_BYTES, read without following redirects (they could
 * leave the allowed hosts). Exported for its tests: a body that stops halfway needs a real server.
 */
export async function fetchSource(
  address: URL,
  { timeoutMs = SOURCE_TIMEOUT_MS }: FetchSourceOptions = {},
): Promise<Buffer> {
  const unreadable = () =>
    new HttpError(422, MESSAGES.imageSourceUnreadable, { fields: { url: MESSAGES.imageSourceUnreadable } });
  let response: Response;
  try {
    response = await fetch(address, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unreadable();
  }
  if (!response.ok || !response.body) throw unreadable();
  if (Number(response.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES)
    throw new HttpError(413, MESSAGES.imageSize);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Node's web stream is async-iterable; the DOM typings the project also loads do not say so.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.imageSize);
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    // The timeout, or a connection lost, halfway through the body.
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
  return Buffer.concat(chunks);
}

/**
 * The variants of the picture at an image URL the owner gave: made once (a second call answers
 * what is recorded), from the site itself or an allowed host only.
 */
export async function imageFromUrl(
  store: ImageStore,
  db: Firestore,
  url: string,
  siteUrl: string,
): Promise<ImageUploadResult> {
  const known = await variantsOf(db, url);
  if (known) return { imageUrl: url, image: known };
  const bytes = await fetchSource(imageSourceAddress(url, siteUrl));
  // A drawing is already every size: it is used as it is.
  if (isSvg(bytes)) return { imageUrl: url };
  return saveImage(store, db, bytes, url);
}
