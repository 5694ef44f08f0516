// No stored picture file says where a photo was taken (functions/src/services/images.ts): what an
// upload stores, the original included, carries none of the camera's metadata, and stands upright;
// the original keeps its format, size and frames. `images:variants` rewrites the originals stored
// before, in place.
import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import type { ImageStore } from '../../functions/src/services/image-store';
import { saveImage, storedOriginal } from '../../functions/src/services/images';
import { originalsTable, runStoredOriginals } from '../../scripts/image-variants';
import { metadataLeft, photoWithGps } from '../support/photo-metadata';

// Encoding AVIF takes a while on a loaded core.
const SLOW = 60_000;

function memoryStore() {
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  const store: ImageStore = {
    async save(path, bytes, contentType) {
      files.set(path, { bytes, contentType });
    },
    async read(path) {
      return files.get(path)?.bytes ?? null;
    },
  };
  return { store, files };
}

/** A Firestore as far as saveImage writes to it: the record of what was made. */
const recordingDb = () =>
  ({ collection: () => ({ doc: () => ({ set: async () => undefined }) }) }) as unknown as Firestore;

/** A Firestore as far as images:variants reads the pictures made: `imageVariants` entries' `image`. */
function entriesDb(ids: string[]) {
  const read: string[] = [];
  const db = {
    collection: (name: string) => ({
      select: () => ({
        get: async () => {
          read.push(name);
          return { docs: ids.map((id) => ({ get: (field: string) => (field === 'image' ? { id } : undefined) })) };
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, read };
}

describe('an uploaded photo', () => {
  it(
    'is stored, original and every variant, without its GPS position or any EXIF, and upright',
    async () => {
      const photo = await photoWithGps();
      // The photo as a phone gives it: the needles below are really in it.
      expect(await metadataLeft(photo)).toEqual([
        'EXIF',
        'orientation 6',
        'the latitude',
        'the longitude',
        "the camera's make",
      ]);

      const { store, files } = memoryStore();
      const result = await saveImage(store, recordingDb(), photo);
      const id = result.image!.id;
      expect(result.imageUrl).toBe(`/img/${id}/original.jpg`);
      expect([...files.keys()].sort()).toEqual(
        ['200.avif', '200.jpg', '200.webp', 'original.jpg'].map((file) => `images/${id}/${file}`),
      );
      for (const [path, file] of files) expect(await metadataLeft(file.bytes), path).toEqual([]);

      const original = files.get(`images/${id}/original.jpg`)!;
      expect(original.contentType).toBe('image/jpeg');
      const metadata = await sharp(original.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 200, 300]);
    },
    SLOW,
  );
});

describe('the stored original', () => {
  it('keeps a PNG lossless, with its transparency', async () => {
    const pixels = Buffer.alloc(40 * 30 * 4);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
    const png = await sharp(pixels, { raw: { width: 40, height: 30, channels: 4 } })
      .png()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    expect(await metadataLeft(png)).toContain("the camera's make");
    const stored = await storedOriginal(png, 'png');
    expect(await metadataLeft(stored)).toEqual([]);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 40, 30, true]);
    expect(await sharp(stored).raw().toBuffer()).toEqual(pixels);
  });

  it('keeps an animated GIF animated: its frames, their delays and its loop count', async () => {
    const frames = await Promise.all(
      ['#c00', '#0c0', '#00c'].map((background) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 3 })
      .toBuffer();
    const metadata = await sharp(await storedOriginal(gif, 'gif'), { animated: true }).metadata();
    expect(metadata).toMatchObject({ format: 'gif', pages: 3, width: 30, pageHeight: 20, loop: 3 });
    expect(metadata.delay).toEqual([100, 200, 300]);
  });

  it('keeps a WebP a WebP, upright and without its EXIF', async () => {
    const webp = await sharp(await photoWithGps())
      .webp({ quality: 90 })
      .keepExif()
      .toBuffer();
    expect(await metadataLeft(webp)).toContain('the latitude');
    const stored = await storedOriginal(webp, 'webp');
    expect(await metadataLeft(stored)).toEqual([]);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 300]);
  });
});

describe('images:variants on originals stored before', () => {
  const [withGps, clean, gone] = [
    '0f8fad5b-d9cb-469f-a165-70867728950e',
    '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    '9b2f3c1e-1111-4222-8333-444455556666',
  ];

  it('lists those with metadata in a dry run, then rewrites them in place, upright, and leaves the rest', async () => {
    const photo = await photoWithGps();
    const cleanBytes = await storedOriginal(photo, 'jpeg');
    const { store, files } = memoryStore();
    await store.save(`images/${withGps}/original.jpg`, photo, 'image/jpeg');
    await store.save(`images/${clean}/original.jpg`, cleanBytes, 'image/jpeg');
    const { db, read } = entriesDb([withGps, clean, gone]);
    const lines: string[] = [];
    const run = (write: boolean) =>
      runStoredOriginals({ db, store: async () => store, write, log: (line) => lines.push(line) });

    const planned = await run(false);
    expect(read).toEqual([COLLECTIONS.imageVariants]);
    expect(planned).toEqual([
      { path: `/img/${withGps}/original.jpg`, outcome: 'stripped', detail: 'would strip EXIF, ICC profile' },
      { path: `/img/${clean}/original.jpg`, outcome: 'clean', detail: '' },
      { path: `/img/${gone}/`, outcome: 'missing', detail: 'not in the store' },
    ]);
    expect(lines).toContain(`1/3 would strip /img/${withGps}/original.jpg: EXIF, ICC profile`);
    expect(files.get(`images/${withGps}/original.jpg`)!.bytes).toBe(photo);

    const done = await run(true);
    expect(done.map((result) => result.outcome)).toEqual(['stripped', 'clean', 'missing']);
    const rewritten = files.get(`images/${withGps}/original.jpg`)!;
    expect(rewritten.contentType).toBe('image/jpeg');
    expect(await metadataLeft(rewritten.bytes)).toEqual([]);
    const metadata = await sharp(rewritten.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 200, 300]);
    expect(files.get(`images/${clean}/original.jpg`)!.bytes).toBe(cleanBytes);
    expect([...files.keys()].sort()).toEqual([`images/${withGps}/original.jpg`, `images/${clean}/original.jpg`].sort());

    expect((await run(true)).map((result) => result.outcome)).toEqual(['clean', 'clean', 'missing']);
  });

  it('sums up the originals by outcome', () => {
    const results = [
      { path: '/img/a/original.jpg', outcome: 'stripped', detail: 'EXIF' },
      { path: '/img/b/original.png', outcome: 'clean', detail: '' },
      { path: '/img/c/original.jpg', outcome: 'clean', detail: '' },
    ] as const;
    const table = originalsTable([...results], false);
    expect(table[0]).toMatch(/stored originals\s+\|\s+files \|/);
    expect(table.find((line) => line.startsWith('| to strip '))).toMatch(/\|\s+1 \|$/);
    expect(table.find((line) => line.startsWith('| without metadata '))).toMatch(/\|\s+2 \|$/);
    expect(originalsTable([...results], true).find((line) => line.startsWith('| metadata stripped '))).toMatch(
      /\|\s+1 \|$/,
    );
  });
});
