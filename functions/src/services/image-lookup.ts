// What was made of a picture URL: one document per URL, so a save copies it onto the post or item
// with one read, and the same URL given twice is made once.
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import type { Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { optImageVariants } from '../serialize';

/** The document id of a URL's entry: a URL may hold `/`, which an id may not. */
export const imageVariantsKey = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 40);

export async function variantsOf(db: Firestore, url: string | undefined): Promise<ImageVariants | undefined> {
  if (!url) return undefined;
  const doc = await db.collection(COLLECTIONS.imageVariants).doc(imageVariantsKey(url)).get();
  return optImageVariants(doc.get('image'));
}
