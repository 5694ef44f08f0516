// `npm run images:variants` on the stack: a dry run lists and writes nothing; --write makes each
// picture once, sets it on every document using it, and leaves drawings and other hosts alone; it
// rewrites in place an original stored with its metadata, so the saved URL serves it without.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp } from 'firebase-admin/app';
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import { imageVariantsKey } from '../../functions/src/services/image-lookup';
import { imageStorePath } from '../../functions/src/services/image-store';
import { runImageVariants, runStoredOriginals } from '../../scripts/image-variants';
import { stackImageStore } from '../../scripts/lib/image-stores';
import { adminDb, clearFirestore } from '../support/emulators';
import { BASE_URL } from '../support/env';
import { metadataLeft, photoWithGps } from '../support/photo-metadata';

const PNG_URL = '/icons/icon-192.png';
const posts = adminDb.collection(COLLECTIONS.posts);

beforeAll(async () => {
  await clearFirestore();
  await posts.doc('old-a').set({ slug: 'old-a', title: 'A', imageUrl: PNG_URL });
  await posts.doc('old-b').set({ slug: 'old-b', title: 'B', imageUrl: PNG_URL });
  await adminDb.collection(COLLECTIONS.testimonials).doc('drawn').set({ name: 'T', imageUrl: '/favicon.svg' });
  await adminDb
    .collection(COLLECTIONS.resources)
    .doc('elsewhere')
    .set({ title: 'R', imageUrl: 'https://images.example/cover.jpg' });
});

const store = async () => stackImageStore(getApp('fm-tests'));

const run = (write: boolean) =>
  runImageVariants({
    db: adminDb,
    store,
    siteUrl: BASE_URL,
    write,
    log: () => undefined,
  });

describe('images:variants', () => {
  it('plans without writing, then makes each picture once for every document using it', async () => {
    const planned = await run(false);
    expect(planned.find((result) => result.url === PNG_URL)).toMatchObject({ outcome: 'made', documents: 2 });
    expect(planned.find((result) => result.url === '/favicon.svg')?.outcome).toBe('skipped');
    expect(planned.find((result) => result.url === 'https://images.example/cover.jpg')?.detail).toMatch(
      /host not allowed/,
    );
    expect((await posts.doc('old-a').get()).get('image')).toBeUndefined();

    const done = await run(true);
    expect(done.find((result) => result.url === PNG_URL)).toMatchObject({ outcome: 'made', documents: 2 });
    const [a, b] = await Promise.all([posts.doc('old-a').get(), posts.doc('old-b').get()]);
    const image = a.get('image') as ImageVariants;
    expect(image).toMatchObject({ width: 192, height: 192, widths: [192], fallback: 'png' });
    expect(b.get('image')).toEqual(image);
    const served = await fetch(`${BASE_URL}/img/${image.id}/192.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const again = await run(true);
    expect(again.find((result) => result.url === PNG_URL)?.outcome).toBe('up to date');
  });

  it('rewrites an original stored with its GPS position in place, upright, and leaves it alone after', async () => {
    // An upload from before originals lost their metadata: the phone's file as it came.
    const id = randomUUID();
    const path = `/img/${id}/original.jpg`;
    await (await store()).save(imageStorePath(id, 'original.jpg'), await photoWithGps(), 'image/jpeg');
    await adminDb
      .collection(COLLECTIONS.imageVariants)
      .doc(imageVariantsKey(path))
      .set({ url: path, image: { id, width: 200, height: 300, widths: [200], fallback: 'jpeg', placeholder: '' } });
    const served = async () => Buffer.from(await (await fetch(`${BASE_URL}${path}`)).arrayBuffer());
    const originals = (write: boolean) => runStoredOriginals({ db: adminDb, store, write, log: () => undefined });

    expect((await originals(false)).find((result) => result.path === path)).toMatchObject({
      outcome: 'stripped',
      detail: expect.stringMatching(/^would strip EXIF/),
    });
    expect(await metadataLeft(await served())).toContain('the latitude');

    expect((await originals(true)).find((result) => result.path === path)?.outcome).toBe('stripped');
    const bytes = await served();
    expect(await metadataLeft(bytes)).toEqual([]);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 200, 300]);

    expect((await originals(true)).find((result) => result.path === path)?.outcome).toBe('clean');
  });
});
