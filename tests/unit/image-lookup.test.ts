import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import { imageVariantsKey, variantsOf } from '../../functions/src/services/image-lookup';
import { sampleImageVariants } from '@/testing/sample-content';

const VARIANTS: ImageVariants = sampleImageVariants('a1b2c3');

/** A Firestore holding `docs` (path → data) as far as `variantsOf` reads it. */
function fakeDb(docs: Record<string, Record<string, unknown>>) {
  const read: string[] = [];
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        get: async () => {
          const data = docs[`${name}/${id}`];
          read.push(`${name}/${id}`);
          return { exists: data !== undefined, get: (field: string) => data?.[field] };
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, read };
}

describe('the variants made of a picture URL', () => {
  it('are keyed by the first 40 hex characters of the URL’s SHA-256', () => {
    // sha256('https://cdn.example.com/cover.jpg') = 0b5248c1195a88f3f749de8f277955594f59abb175cdc5dbabaf21afd2569bb8
    expect(imageVariantsKey('https://cdn.example.com/cover.jpg')).toBe('0b5248c1195a88f3f749de8f277955594f59abb1');
  });

  it('come from the URL’s entry, and are undefined without one or when it is not an ImageVariants', async () => {
    const url = 'https://cdn.example.com/cover.jpg';
    const { db, read } = fakeDb({
      [`${COLLECTIONS.imageVariants}/${imageVariantsKey(url)}`]: { image: VARIANTS, url },
      [`${COLLECTIONS.imageVariants}/${imageVariantsKey('/images/odd.jpg')}`]: { image: { id: 'x' } },
    });
    expect(await variantsOf(db, url)).toEqual(VARIANTS);
    expect(read).toEqual([`${COLLECTIONS.imageVariants}/0b5248c1195a88f3f749de8f277955594f59abb1`]);
    expect(await variantsOf(db, '/images/odd.jpg')).toBeUndefined();
    expect(await variantsOf(db, '/images/never-made.jpg')).toBeUndefined();
  });
});
