// What the server made of a picture URL (services/images.ts makes it, on an upload or a URL the
// owner gives): one entry per URL in `imageVariants`, keyed by a hash of the URL. A save of a post
// or catalog item copies the entry onto the document, so pages read it with the item.
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import type { Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { optImageVariants } from '../serialize';

/** The entry's document id: the URL's SHA-256 in hex, its first 40 characters (any URL fits). */
export const imageVariantsKey = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 40);

/** The variants made of `imageUrl`, or undefined when none were (a URL given before, or by hand). */
export async function variantsOf(db: Firestore, imageUrl: string): Promise<ImageVariants | undefined> {
  const doc = await db.collection(COLLECTIONS.imageVariants).doc(imageVariantsKey(imageUrl)).get();
  return doc.exists ? optImageVariants(doc.get('image')) : undefined;
}
