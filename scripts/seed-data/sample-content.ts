// The sample content as a content file: what `npm run seed` writes into the emulators and
// `npm run content:import -- --sample` into any project. Dates are relative to `now` so "latest"
// stays meaningful; a fixed hour keeps a second run on the same day identical (nothing to write).
// Posts show the sample photos where the caller made and stored them (the seed), else their drawings.
import { Timestamp } from 'firebase-admin/firestore';
import { readTimeFromContent } from '@/domain/post-text';
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import { numbered } from '@/domain/position';
import {
  CONTENT_FILE_FORMAT,
  CONTENT_FILE_VERSION,
  encodeData,
  type ContentDocument,
  type ContentFile,
} from '../lib/content-io';
import { seedAppReviews } from './app-reviews';
import { SAMPLE_PHOTOS, type SamplePhotoName } from './photos';
import { seedPosts } from './posts';
import { seedResources } from './resources';
import { seedTestimonials } from './testimonials';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Highest rated first (Array.prototype.sort is stable, so ties keep their order in the file). */
const byRating = (a: { rating: number }, b: { rating: number }): number => b.rating - a.rating;

const sampleDocument = (collection: string, id: string, data: Record<string, unknown>): ContentDocument => ({
  id,
  data: encodeData(data, `${collection}/${id}`),
});

/** A sample photo as stored: its URL (the upload's `/img/{id}/original.jpg`) and what was made of it. */
export interface StoredSamplePhoto {
  imageUrl: string;
  image: ImageVariants;
}

export type StoredSamplePhotos = Partial<Record<SamplePhotoName, StoredSamplePhoto>>;

/** A post's picture fields: its photo, described, where stored; else its drawing, if any. */
function postPicture(imageUrl: string | undefined, photo: SamplePhotoName | undefined, photos: StoredSamplePhotos) {
  const stored = photo ? photos[photo] : undefined;
  if (!stored || !photo) return { imageUrl };
  return { imageUrl: stored.imageUrl, image: stored.image, imageAlt: SAMPLE_PHOTOS[photo].alt };
}

export function sampleContent(now = new Date(), photos: StoredSamplePhotos = {}): ContentFile {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    project: 'sample',
    exportedAt: today.toISOString(),
    collections: {
      [COLLECTIONS.posts]: seedPosts.map(({ daysAgo, imageUrl, photo, ...post }) => {
        const publishedAt = Timestamp.fromMillis(today.getTime() - daysAgo * DAY_MS);
        return sampleDocument(COLLECTIONS.posts, post.slug, {
          ...post,
          ...postPicture(imageUrl, photo, photos),
          readTime: readTimeFromContent(post.content),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        });
      }),
      // Each list numbered highest rated first; equal ratings keep the editor's order in the file.
      [COLLECTIONS.appReviews]: numbered([...seedAppReviews].sort(byRating)).map(({ id, ...review }) =>
        sampleDocument(COLLECTIONS.appReviews, id, review),
      ),
      [COLLECTIONS.resources]: numbered([...seedResources].sort(byRating)).map(({ id, ...resource }) =>
        sampleDocument(COLLECTIONS.resources, id, resource),
      ),
      // createdAt a day apart keeps the seed order when listed newest first.
      [COLLECTIONS.testimonials]: numbered(seedTestimonials).map(({ id, ...testimonial }, index) =>
        sampleDocument(COLLECTIONS.testimonials, id, {
          ...testimonial,
          createdAt: Timestamp.fromMillis(today.getTime() - index * DAY_MS),
        }),
      ),
    },
  };
}
