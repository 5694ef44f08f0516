// Sample photographs, made by this repository's own code: the project's own pictures, under the
// same licence as the code (no third party's photo is copied in). Each is a deterministic
// "phone photo" from a seed: 4032×3024, smooth gradients, value noise at several scales for
// texture, per-pixel grain like a sensor's, and hard-edged shapes drawn over it, saved as a
// quality-92 JPEG of about 4–5 MB: what an owner's upload looks like to the server
// (docs/measurements.md, "Pictures"). One is a portrait stored sideways with EXIF orientation 6.
//
// Made once per machine and kept, with their variants and the original as the server stores it
// (functions/src/services/images.ts), in
// node_modules/.cache/faithful-matches/sample-photos/<version>/: the first seed takes a while, the
// next ones copy files. Bump SAMPLE_PHOTOS_VERSION when the generator or the encoder settings change.
//
//   node --import tsx scripts/lib/sample-photos.ts [OUT_DIR]   make them (cache), copy the originals to OUT_DIR
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { ImageVariants } from '@/domain/image-variants';
import { makeImageVariants, originalFile, storedOriginal, type VariantFile } from '../../functions/src/services/images';
import { SAMPLE_PHOTO_NAMES, SAMPLE_PHOTOS, type SamplePhotoName } from '../seed-data/photos';
import { runScript } from './command-line';
import { ROOT } from './local-stack';
import { seededRandom, type Random } from './seeded-random';

/** Bump when the pictures' pixels, their JPEG settings or makeImageVariants' or storedOriginal's settings change. */
export const SAMPLE_PHOTOS_VERSION = 2;

/** The camera's frame, landscape: a 12 MP phone. */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

/** The cache's folder: the version and sharp's own (a new libjpeg/libaom makes other bytes). */
export const SAMPLE_PHOTOS_CACHE = join(
  ROOT,
  'node_modules/.cache/faithful-matches/sample-photos',
  `v${SAMPLE_PHOTOS_VERSION}-sharp${sharp.versions.sharp}`,
);

// --- The pixels -----------------------------------------------------------------------------

type Noise = (x: number, y: number) => number;

/** Value noise in [-1, 1]: a random grid every `cell` px, smoothstep-blended between its points. */
function valueNoise(rand: Random, width: number, height: number, cell: number): Noise {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = rand() * 2 - 1;
  return (x, y) => {
    const fx = x / cell;
    const fy = y / cell;
    const ix = fx | 0;
    const iy = fy | 0;
    let tx = fx - ix;
    let ty = fy - iy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const a = grid[iy * gw + ix]!;
    const b = grid[iy * gw + ix + 1]!;
    const c = grid[(iy + 1) * gw + ix]!;
    const d = grid[(iy + 1) * gw + ix + 1]!;
    return (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
  };
}

interface Canvas {
  width: number;
  height: number;
  rand: Random;
  /** Broad (512 px), medium (96), fine (24) and finest (6) noise, and two broad colour fields (400). */
  broad: Noise;
  medium: Noise;
  fine: Noise;
  finest: Noise;
  tintA: Noise;
  tintB: Noise;
}

interface Look {
  /** Sensor grain: the luminance amplitude (the file size's knob) and each channel's own. */
  grain: number;
  chromaGrain: number;
  /** Writes the colour of (x, y) into `out` (r, g, b, unclamped). */
  paint(x: number, y: number, out: Float64Array): void;
  /** SVG elements drawn over the texture. */
  shapes(): string;
}

const rgb = (rand: Random, lo: number[], hi: number[]) =>
  `rgb(${lo.map((value, i) => Math.round(value + rand() * (hi[i]! - value))).join(',')})`;
const at = (value: number) => Math.round(value);
/** `count` SVG elements, drawn in turn: each takes its random numbers after the one before. */
const elements = (count: number, draw: (k: number) => string) =>
  Array.from({ length: count }, (_, k) => draw(k)).join('');

/** Writes the colour of (x, y) into `out`, `t` being how far down its band the pixel is (0 to 1). */
type BandPaint = (x: number, y: number, t: number, out: Float64Array) => void;

/**
 * The paint of a sky above `skyline(x)`, its `t` running from the frame's top to the horizon, over
 * land or water, its `t` from the horizon to the frame's bottom (hills rising above the horizon are
 * the ground's, where its `t` is below 0).
 */
function skyOverGround(
  horizon: number,
  height: number,
  skyline: (x: number) => number,
  sky: BandPaint,
  ground: BandPaint,
): Look['paint'] {
  return (x, y, out) => {
    if (y < skyline(x)) sky(x, y, y / horizon, out);
    else ground(x, y, (y - horizon) / (height - horizon), out);
  };
}

/** The 12 MP default subject: a blue sky over a green field, with coloured blocks and circles. */
function meadow({ width: W, height: H, rand, broad, medium, fine, finest, tintA, tintB }: Canvas): Look {
  const horizon = 0.45 * H;
  const sky: BandPaint = (x, y, t, out) => {
    const cloud = Math.max(0, broad(x, y) + 0.5 * medium(x, y)) * 90;
    out[0] = 90 + 110 * t + cloud;
    out[1] = 140 + 80 * t + cloud;
    out[2] = 210 + 30 * t + cloud * 0.8;
  };
  const field: BandPaint = (x, y, t, out) => {
    const tex = 38 * medium(x, y) + 30 * fine(x, y) + 26 * finest(x, y);
    out[0] = 95 + 50 * tintA(x, y) + tex - 30 * t;
    out[1] = 120 + 40 * tintB(x, y) + tex - 20 * t;
    out[2] = 60 + 20 * broad(x, y) + tex * 0.6 - 20 * t;
  };
  return {
    grain: 8,
    chromaGrain: 3,
    paint: skyOverGround(horizon, H, (x) => horizon + 0.02 * H * broad(x, 0), sky, field),
    shapes: () =>
      elements(14, (k) => {
        const x = at(rand() * W);
        const y = at(H * 0.35 + rand() * H * 0.5);
        const w = at((0.03 + rand() * 0.15) * W);
        const h = at((0.07 + rand() * 0.3) * H);
        const fill = rgb(rand, [0, 0, 0], [255, 255, 255]);
        return k % 3 === 0
          ? `<circle cx="${x}" cy="${y}" r="${w / 2}" fill="${fill}" fill-opacity="0.75"/>`
          : `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${fill}" fill-opacity="0.7" rx="8"/>`;
      }),
  };
}

/** Warm sky from purple to orange over dark purple hills, a low pale sun, dark buildings. */
function sunset({ width: W, height: H, rand, broad, medium, fine, finest, tintA }: Canvas): Look {
  const horizon = 0.58 * H;
  const hill = (x: number) => horizon - 0.06 * H * (broad(x, 0) + 1) - 0.015 * H * medium(x, 0);
  const sky: BandPaint = (x, y, t, out) => {
    const streak = Math.max(0, medium(x * 0.25, y) + 0.4 * broad(x, y)) * 70; // clouds drawn out sideways
    // purple at the top, pink in the middle, orange at the horizon
    const low = Math.max(0, t - 0.5) * 2;
    out[0] = 90 + 150 * Math.min(1, t * 1.6) + 15 * low + streak;
    out[1] = 40 + 50 * t + 80 * low + streak * 0.6;
    out[2] = 120 - 20 * t - 60 * low + streak * 0.5;
  };
  const hills: BandPaint = (x, y, t, out) => {
    const tex = 22 * medium(x, y) + 18 * fine(x, y) + 16 * finest(x, y);
    out[0] = 70 + 20 * tintA(x, y) + tex - 35 * t;
    out[1] = 38 + tex * 0.7 - 15 * t;
    out[2] = 78 + 15 * broad(x, y) + tex * 0.8 - 30 * t;
  };
  return {
    grain: 9,
    chromaGrain: 3,
    paint: skyOverGround(horizon, H, hill, sky, hills),
    shapes() {
      const sunX = at((0.3 + rand() * 0.4) * W);
      const sunY = at(horizon - 0.1 * H);
      const r = at(0.08 * W);
      const sun =
        `<circle cx="${sunX}" cy="${sunY}" r="${r * 2.2}" fill="rgb(255,200,140)" fill-opacity="0.25"/>` +
        `<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="rgb(255,236,180)" fill-opacity="0.9"/>`;
      const buildings = elements(12, () => {
        const x = at(rand() * W);
        const w = at((0.02 + rand() * 0.07) * W);
        const h = at((0.04 + rand() * 0.16) * H);
        const base = at(horizon + rand() * 0.08 * H);
        return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${rgb(rand, [20, 10, 30], [60, 35, 70])}" fill-opacity="0.88"/>`;
      });
      return sun + buildings;
    },
  };
}

/** A pale hazy sky, dark green hills along the far shore, teal water with ripples, white sails. */
function lake({ width: W, height: H, rand, broad, medium, fine, finest, tintA, tintB }: Canvas): Look {
  const shore = 0.42 * H;
  const hillTop = (x: number) => shore - 0.05 * H - 0.05 * H * (broad(x, 0) + 1);
  const sky: BandPaint = (x, y, t, out) => {
    const haze = Math.max(0, broad(x, y) + 0.5 * medium(x, y)) * 40;
    out[0] = 150 + 60 * t + haze;
    out[1] = 195 + 35 * t + haze;
    out[2] = 215 + 20 * t + haze;
  };
  const hillsAndWater: BandPaint = (x, y, t, out) => {
    if (y < shore) {
      const tex = 30 * medium(x, y) + 26 * fine(x, y) + 20 * finest(x, y);
      out[0] = 40 + 15 * tintA(x, y) + tex;
      out[1] = 72 + 20 * tintB(x, y) + tex;
      out[2] = 52 + tex * 0.6;
      return;
    }
    const ripple = 14 * Math.sin(y * 0.09 + 6 * medium(x, y)) + 18 * fine(x * 0.5, y) + 10 * finest(x, y);
    out[0] = 45 - 20 * t + ripple + 20 * tintA(x, y);
    out[1] = 125 - 35 * t + ripple;
    out[2] = 135 - 25 * t + ripple + 15 * tintB(x, y);
  };
  return {
    grain: 10,
    chromaGrain: 3,
    paint: skyOverGround(shore, H, hillTop, sky, hillsAndWater),
    shapes: () =>
      elements(9, () => {
        const x = at(rand() * W);
        const y = at(shore + (0.1 + rand() * 0.45) * (H - shore));
        const scale = 0.5 + (y - shore) / (H - shore);
        const h = at(0.12 * H * scale);
        const w = at(0.05 * W * scale);
        return (
          `<polygon points="${x},${y - h} ${x},${y} ${x + w},${y}" fill="rgb(250,250,245)" fill-opacity="0.9"/>` +
          `<rect x="${x - at(w * 0.2)}" y="${y}" width="${at(w * 1.5)}" height="${at(h * 0.12)}" fill="${rgb(rand, [90, 30, 20], [160, 80, 40])}" fill-opacity="0.9" rx="6"/>`
        );
      }) +
      elements(6, () => {
        const r = at((0.02 + rand() * 0.05) * W);
        return `<circle cx="${at(rand() * W)}" cy="${at(shore + rand() * (H - shore))}" r="${r}" fill="rgb(220,240,240)" fill-opacity="0.3"/>`;
      }),
  };
}

/** Portrait: a golden haze above a misty green wood, dark trunks rising from a mossy floor. */
function forest({ width: W, height: H, rand, broad, medium, fine, finest, tintA, tintB }: Canvas): Look {
  const floor = 0.78 * H;
  const haze: BandPaint = (x, y, t, out) => {
    const mist = Math.max(0, broad(x, y) + 0.6 * medium(x, y)) * 45;
    const leaves = 22 * fine(x, y) * t;
    out[0] = 235 - 150 * t + mist + leaves;
    out[1] = 205 - 90 * t + mist + leaves;
    out[2] = 140 - 80 * t + mist * 0.8 + leaves * 0.5;
  };
  const moss: BandPaint = (x, y, t, out) => {
    const tex = 36 * medium(x, y) + 30 * fine(x, y) + 28 * finest(x, y);
    out[0] = 60 + 25 * tintA(x, y) + tex - 20 * t;
    out[1] = 100 + 30 * tintB(x, y) + tex - 20 * t;
    out[2] = 45 + tex * 0.5 - 10 * t;
  };
  return {
    grain: 16,
    chromaGrain: 5,
    paint: skyOverGround(floor, H, (x) => floor + 0.03 * H * broad(x, 0), haze, moss),
    shapes: () =>
      elements(26, () => {
        const x = at(rand() * W);
        const w = at((0.012 + rand() * 0.05) * W);
        const base = at(floor + rand() * 0.2 * H);
        const near = rand();
        return `<rect x="${x}" y="0" width="${w}" height="${base}" fill="${rgb(rand, [30, 22, 14], [75, 55, 35])}" fill-opacity="${(0.35 + 0.55 * near).toFixed(2)}"/>`;
      }) +
      elements(10, () => {
        const r = at((0.05 + rand() * 0.1) * W);
        return `<circle cx="${at(rand() * W)}" cy="${at(rand() * 0.3 * H)}" r="${r}" fill="${rgb(rand, [30, 70, 30], [70, 120, 50])}" fill-opacity="0.45"/>`;
      }),
  };
}

const LOOKS: Record<SamplePhotoName, (canvas: Canvas) => Look> = { meadow, sunset, lake, forest };

export interface PhotoSize {
  /** The frame as stored, landscape; a portrait is drawn upright and stored sideways. */
  width: number;
  height: number;
}

/** One sample photo's JPEG bytes: the same name and size give the same bytes. */
export async function makeSamplePhoto(
  name: SamplePhotoName,
  size: PhotoSize = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
): Promise<Buffer> {
  const spec = SAMPLE_PHOTOS[name];
  // A portrait's pixels are drawn upright, then stored turned a quarter anticlockwise with
  // orientation 6 ("turn clockwise to show"), as a phone held upright stores them.
  const [W, H] = spec.portrait ? [size.height, size.width] : [size.width, size.height];
  const rand = seededRandom(spec.seed);
  const noise = (cell: number) => valueNoise(rand, W, H, cell);
  const canvas: Canvas = {
    width: W,
    height: H,
    rand,
    broad: noise(512),
    medium: noise(96),
    fine: noise(24),
    finest: noise(6),
    tintA: noise(400),
    tintB: noise(400),
  };
  const look = LOOKS[name](canvas);
  const raw = Buffer.alloc(W * H * 3);
  const colour = new Float64Array(3);
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
  // Roughly Gaussian: the sum of three uniforms.
  const grain = () => (rand() + rand() + rand() - 1.5) * 2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      look.paint(x, y, colour);
      const lum = look.grain * grain();
      const i = (y * W + x) * 3;
      raw[i] = clamp(colour[0]! + lum + look.chromaGrain * grain());
      raw[i + 1] = clamp(colour[1]! + lum + look.chromaGrain * grain());
      raw[i + 2] = clamp(colour[2]! + lum + look.chromaGrain * grain());
    }
  }
  // No text: a font would make the bytes depend on the machine's fonts.
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${look.shapes()}</svg>`);
  const drawn = sharp(raw, { raw: { width: W, height: H, channels: 3 } }).composite([{ input: svg, blend: 'over' }]);
  const jpeg = { quality: 92, chromaSubsampling: '4:2:0', mozjpeg: false } as const;
  if (!spec.portrait) return drawn.jpeg(jpeg).toBuffer();
  // sharp composites after rotating, so the drawing is flattened to pixels before the turn.
  const upright = await drawn.removeAlpha().raw().toBuffer();
  return sharp(upright, { raw: { width: W, height: H, channels: 3 } })
    .rotate(270)
    .jpeg(jpeg)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

// --- Made once, kept in the cache -----------------------------------------------------------

export interface SamplePhoto {
  name: SamplePhotoName;
  alt: string;
  /** The folder of its files: UUID-shaped, from the picture's bytes (the /img route takes only that). */
  id: string;
  /** As a phone gives it: what an upload sends. */
  original: Buffer;
  /** As the server stores it (images.ts storedOriginal): upright, without metadata. */
  originalAsStored: Buffer;
  image: ImageVariants;
  files: VariantFile[];
}

interface CachedEntry {
  image: Omit<ImageVariants, 'id'>;
  files: Array<{ file: string; contentType: string }>;
}

/** A UUID-shaped id (version 5's layout) from a SHA-256 of the generator's version and the bytes. */
export function samplePhotoId(original: Buffer): string {
  const hex = createHash('sha256').update(`sample-photos v${SAMPLE_PHOTOS_VERSION}\n`).update(original).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const entryDir = (name: SamplePhotoName) => join(SAMPLE_PHOTOS_CACHE, name);
const ENTRY_FILE = 'image.json';
const STORED_ORIGINAL = originalFile('jpeg');

/** Makes one photo and its variants into the cache; the entry file last, so a half-made one is never read. */
async function makeIntoCache(name: SamplePhotoName): Promise<void> {
  const dir = entryDir(name);
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'files'), { recursive: true });
  const original = await makeSamplePhoto(name);
  const made = await makeImageVariants(original);
  await writeFile(join(partial, 'original.jpg'), original);
  await writeFile(join(partial, 'files', STORED_ORIGINAL), await storedOriginal(original, 'jpeg'));
  for (const file of made.files) await writeFile(join(partial, 'files', file.file), file.bytes);
  const entry: CachedEntry = {
    image: made.image,
    files: made.files.map(({ file, contentType }) => ({ file, contentType })),
  };
  await writeFile(join(partial, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
}

async function readFromCache(name: SamplePhotoName): Promise<SamplePhoto | undefined> {
  const dir = entryDir(name);
  let entry: CachedEntry;
  try {
    entry = JSON.parse(await readFile(join(dir, ENTRY_FILE), 'utf8')) as CachedEntry;
  } catch {
    return undefined;
  }
  const original = await readFile(join(dir, 'original.jpg'));
  const originalAsStored = await readFile(join(dir, 'files', STORED_ORIGINAL));
  const files = await Promise.all(
    entry.files.map(async ({ file, contentType }) => ({
      file,
      contentType,
      bytes: await readFile(join(dir, 'files', file)),
    })),
  );
  const id = samplePhotoId(original);
  return {
    name,
    alt: SAMPLE_PHOTOS[name].alt,
    id,
    original,
    originalAsStored,
    image: { id, ...entry.image },
    files,
  };
}

/** Runs makeIntoCache(name) in a child process (this file, `--make NAME`). */
function makeInChild(name: SamplePhotoName): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--make', name], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`making sample photo ${name} failed (exit ${code})`)),
    );
  });
}

/**
 * Photos made at once. One, in this process: on 2 cores, child processes were slower and cost more
 * CPU (each starts tsx, and libaom's AVIF encoder already uses more than one core); the figures are
 * in docs/measurements.md, "Pictures".
 */
export const SAMPLE_PHOTO_WORKERS = 1;

export interface SamplePhotosOptions {
  /** Progress lines ("making sample photo 2/4 …"); none when absent. */
  log?: (line: string) => void;
  /**
   * Photos made at once, each in its own process (a photo takes a core and a few hundred MB for
   * seconds); 1 makes them here, one after another.
   */
  workers?: number;
}

/** Every sample photo with its variants: from the cache, making the missing ones first. */
export async function samplePhotos(options: SamplePhotosOptions = {}): Promise<SamplePhoto[]> {
  const log = options.log ?? (() => undefined);
  const workers = Math.max(1, options.workers ?? SAMPLE_PHOTO_WORKERS);
  const cached = new Map<SamplePhotoName, SamplePhoto>();
  for (const name of SAMPLE_PHOTO_NAMES) {
    const photo = await readFromCache(name);
    if (photo) cached.set(name, photo);
  }
  const missing = SAMPLE_PHOTO_NAMES.filter((name) => !cached.has(name));
  if (missing.length) {
    log(
      `making ${missing.length} sample photo(s) and their variants into ${SAMPLE_PHOTOS_CACHE} (once per machine; a few seconds each)`,
    );
    let started = 0;
    let done = 0;
    const next = async (): Promise<void> => {
      while (started < missing.length) {
        const name = missing[started++]!;
        const begun = performance.now();
        log(`making sample photo ${started}/${missing.length} (${name})…`);
        if (workers > 1) await makeInChild(name);
        else await makeIntoCache(name);
        done++;
        log(
          `sample photo ${name} made in ${((performance.now() - begun) / 1000).toFixed(1)} s (${done}/${missing.length})`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, missing.length) }, next));
    for (const name of missing) {
      const photo = await readFromCache(name);
      if (!photo) throw new Error(`sample photo ${name} is missing from ${SAMPLE_PHOTOS_CACHE} after making it`);
      cached.set(name, photo);
    }
  }
  return SAMPLE_PHOTO_NAMES.map((name) => cached.get(name)!);
}

async function main(args: string[]) {
  if (args[0] === '--make') {
    const name = args[1];
    if (!SAMPLE_PHOTO_NAMES.includes(name as SamplePhotoName)) throw new Error(`no sample photo ${name}`);
    await makeIntoCache(name as SamplePhotoName);
    return;
  }
  const workers = args.includes('--workers') ? Number(args[args.indexOf('--workers') + 1]) : undefined;
  const out = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--workers');
  const begun = performance.now();
  const photos = await samplePhotos({ log: (line) => console.log(`[sample-photos] ${line}`), workers });
  console.log(`[sample-photos] ${photos.length} ready in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  for (const photo of photos) {
    const bytes = photo.files.reduce((sum, file) => sum + file.bytes.length, 0);
    console.log(
      `[sample-photos] ${photo.name}: ${photo.original.length} bytes, ${photo.image.width}×${photo.image.height} upright, ` +
        `${photo.files.length} variants (${bytes} bytes), /img/${photo.id}/`,
    );
  }
  if (out) {
    await mkdir(out, { recursive: true });
    for (const photo of photos)
      await copyFile(join(entryDir(photo.name), 'original.jpg'), join(out, `${photo.name}.jpg`));
  }
}

runScript(import.meta.url, 'sample-photos', main);
