// App reviews, resources and testimonials: small public lists, read whole and sorted here, in the
// owner's order (their positions); items stored before positions existed follow in the old order.
import { encodeStringList } from '@/domain/app-review';
import { RESOURCE_TYPES } from '@/domain/constants';
import { byPosition, highestRatedFirst } from '@/domain/position';
import type { AppReview, Resource, ResourceType, Testimonial } from '@/domain/types';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { num, optImageVariants, optNum, optStr, str, strList, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';

/** Reads one stored field as the API sends it (`undefined`: left out). */
type FieldReader<V> = (value: unknown) => V;
/** A reader for every field of an item but its id, which is the document's. */
type FieldReaders<T> = { [K in keyof Omit<T, 'id'>]-?: FieldReader<T[K]> };

/** A stored document as the API sends it: each field through its reader, in the readers' order. */
function fromDoc<T extends { id: string }>(doc: DocumentSnapshot, readers: FieldReaders<T>): T {
  const data = doc.data() ?? {};
  const item: Record<string, unknown> = { id: doc.id };
  for (const [key, read] of Object.entries(readers) as Array<[string, FieldReader<unknown>]>) {
    const value = read(data[key]);
    if (value !== undefined) item[key] = value;
  }
  return item as T;
}

// Stored as arrays; the API sends them as JSON-encoded string lists.
const encodedList = (value: unknown) => encodeStringList(strList(value));

const APP_REVIEW_FIELDS: FieldReaders<AppReview> = {
  name: str,
  rating: num,
  memberCount: str,
  monthlyPrice: str,
  bestFor: str,
  description: str,
  affiliateUrl: str,
  pros: encodedList,
  cons: encodedList,
  logoUrl: optStr,
  logo: optImageVariants,
  position: optNum,
};

const RESOURCE_FIELDS: FieldReaders<Resource> = {
  title: str,
  // An unknown type reads as a book, the most common kind.
  type: (value) => ((RESOURCE_TYPES as readonly unknown[]).includes(value) ? (value as ResourceType) : 'book'),
  rating: num,
  description: str,
  price: str,
  author: optStr,
  affiliateUrl: optStr,
  imageUrl: optStr,
  image: optImageVariants,
  position: optNum,
};

const TESTIMONIAL_FIELDS: FieldReaders<Testimonial> = {
  name: str,
  location: str,
  content: str,
  rating: num,
  imageUrl: optStr,
  image: optImageVariants,
  position: optNum,
};

export const appReviewFromDoc = (doc: DocumentSnapshot): AppReview => fromDoc(doc, APP_REVIEW_FIELDS);
export const resourceFromDoc = (doc: DocumentSnapshot): Resource => fromDoc(doc, RESOURCE_FIELDS);
export const testimonialFromDoc = (doc: DocumentSnapshot): Testimonial => fromDoc(doc, TESTIMONIAL_FIELDS);

export async function listAppReviews(db: Firestore): Promise<AppReview[]> {
  const snap = await db.collection(COLLECTIONS.appReviews).get();
  return snap.docs.map(appReviewFromDoc).sort(byPosition(highestRatedFirst((review) => review.name)));
}

export async function listResources(db: Firestore): Promise<Resource[]> {
  const snap = await db.collection(COLLECTIONS.resources).get();
  return snap.docs.map(resourceFromDoc).sort(byPosition(highestRatedFirst((resource) => resource.title)));
}

export async function listTestimonials(db: Firestore): Promise<Testimonial[]> {
  const snap = await db.collection(COLLECTIONS.testimonials).get();
  // The old order of testimonials: newest first.
  return snap.docs
    .map((doc) => ({ position: optNum(doc.get('position')), created: toMillis(doc.get('createdAt')), doc }))
    .sort(byPosition((a, b) => b.created - a.created))
    .map(({ doc }) => testimonialFromDoc(doc));
}
