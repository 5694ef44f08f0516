// The sample photographs the seed gives its posts: deterministic, distinct, and a portrait stored
// as a phone stores one. Made small here (the seed's are 4032×3024); the same code either way.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { LIMITS } from '@/domain/constants';
import type { ImageVariants } from '@/domain/image-variants';
import { refusedFields } from '../../scripts/lib/content-checks';
import { makeSamplePhoto, samplePhotoId } from '../../scripts/lib/sample-photos';
import { SAMPLE_PHOTO_NAMES, SAMPLE_PHOTOS } from '../../scripts/seed-data/photos';
import { seedPosts } from '../../scripts/seed-data/posts';
import { sampleContent, type StoredSamplePhotos } from '../../scripts/seed-data/sample-content';
import { sampleImageVariants } from '@/testing/sample-content';

const SMALL = { width: 320, height: 240 };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('sample photos', () => {
  it('are deterministic: the same name and size give the same bytes', async () => {
    const [first, second] = await Promise.all([makeSamplePhoto('meadow', SMALL), makeSamplePhoto('meadow', SMALL)]);
    expect(sha256(first)).toBe(sha256(second));
    expect(samplePhotoId(first)).toBe(samplePhotoId(second));
  });

  it('are four different pictures, each a JPEG of the asked size', async () => {
    const photos = await Promise.all(SAMPLE_PHOTO_NAMES.map((name) => makeSamplePhoto(name, SMALL)));
    expect(new Set(photos.map(sha256)).size).toBe(SAMPLE_PHOTO_NAMES.length);
    for (const photo of photos) {
      const metadata = await sharp(photo).metadata();
      expect(metadata.format).toBe('jpeg');
      expect([metadata.width, metadata.height]).toEqual([SMALL.width, SMALL.height]);
    }
  });

  it('stores the portrait sideways with EXIF orientation 6, upright once turned', async () => {
    const portrait = SAMPLE_PHOTO_NAMES.find((name) => SAMPLE_PHOTOS[name].portrait)!;
    const metadata = await sharp(await makeSamplePhoto(portrait, SMALL)).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.autoOrient).toEqual({ width: SMALL.height, height: SMALL.width });
    const landscape = await sharp(await makeSamplePhoto('lake', SMALL)).metadata();
    expect(landscape.orientation).toBeUndefined();
  });

  it('names their folders as the /img route takes them: UUID-shaped', async () => {
    const id = samplePhotoId(await makeSamplePhoto('sunset', SMALL));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('each has a description within the editor’s limit', () => {
    for (const name of SAMPLE_PHOTO_NAMES) {
      expect(SAMPLE_PHOTOS[name].alt.length, name).toBeGreaterThan(40);
      expect(SAMPLE_PHOTOS[name].alt.length, name).toBeLessThanOrEqual(LIMITS.imageAltMax);
    }
  });
});

describe('the seed’s posts and their photos', () => {
  const newest = seedPosts
    .filter((post) => post.status === 'published' && post.photo)
    .sort((a, b) => a.daysAgo - b.daysAgo);

  it('gives the newest three posts three different photos, and uses every photo', () => {
    expect(new Set(newest.slice(0, 3).map((post) => post.photo)).size).toBe(3);
    expect(new Set(seedPosts.map((post) => post.photo).filter(Boolean))).toEqual(new Set(SAMPLE_PHOTO_NAMES));
  });

  it('keeps a drawing for every post with a photo (content:import --sample, where no photo is stored)', () => {
    for (const post of seedPosts) if (post.photo) expect(post.imageUrl, post.slug).toMatch(/^\/images\/seed\/.+\.svg$/);
  });

  const image = (id: string): ImageVariants => sampleImageVariants(id, 2000, 1500);
  const stored: StoredSamplePhotos = Object.fromEntries(
    SAMPLE_PHOTO_NAMES.map((name, index) => {
      const id = `${index}1111111-2222-5333-8444-555555555555`;
      return [name, { imageUrl: `/img/${id}/original.jpg`, image: image(id) }];
    }),
  );

  it('shows the stored photos, described, and passes the import’s checks', () => {
    const content = sampleContent(new Date('2026-03-01T12:00:00Z'), stored);
    expect(refusedFields(content)).toEqual([]);
    const posts = content.collections[COLLECTIONS.posts] ?? [];
    for (const post of seedPosts.filter((seedPost) => seedPost.photo)) {
      const data = posts.find((document) => document.id === post.slug)!.data;
      expect(data.imageUrl).toBe(stored[post.photo!]!.imageUrl);
      expect(data.image).toEqual(stored[post.photo!]!.image);
      expect(data.imageAlt).toBe(SAMPLE_PHOTOS[post.photo!].alt);
    }
  });

  it('shows the drawings, undescribed, where no photo is stored', () => {
    const posts = sampleContent(new Date('2026-03-01T12:00:00Z')).collections[COLLECTIONS.posts] ?? [];
    const first = posts.find((document) => document.id === newest[0]!.slug)!.data;
    expect(first.imageUrl).toBe(newest[0]!.imageUrl);
    expect(first.image).toBeUndefined();
    expect(first.imageAlt).toBeUndefined();
  });

  it('refuses a post whose image is not what the server makes', () => {
    const content = sampleContent(new Date('2026-03-01T12:00:00Z'), stored);
    const post = content.collections[COLLECTIONS.posts]![0]!;
    post.data = { ...post.data, image: { id: '../etc', width: 1, height: 1, widths: [1], fallback: 'gif' } };
    const refused = refusedFields(content).map((field) => field.field);
    expect(refused).toEqual(expect.arrayContaining(['image.id', 'image.fallback', 'image.placeholder']));
  });
});
