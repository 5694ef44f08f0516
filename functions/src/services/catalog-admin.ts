// The owner's writes to app reviews, resources and testimonials (/api/admin/...). Each input has
// passed its shared schema; an optional field left empty is not stored (an update removes it).
import { COLLECTIONS } from '@/domain/collections';
import type { AppReviewInput, ResourceInput, TestimonialInput } from '@/domain/schemas';
import type { AppReview, Resource, Testimonial } from '@/domain/types';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { notFound } from '../http-error';
import { variantsOf } from './image-lookup';
import {
  appReviewFromDoc,
  listAppReviews,
  listResources,
  listTestimonials,
  resourceFromDoc,
  testimonialFromDoc,
} from './catalog';

/** One editable list: where it is stored, how it reads back, and its optional fields. */
export interface CatalogStore<Item> {
  collection: string;
  /** The 404's words. */
  missing: string;
  /** Fields stored only when given (and removed when an update leaves them empty). */
  optional: readonly string[];
  /**
   * The picture: the URL field the owner sets, and the field that holds what the server made of it
   * (copied from the URL's entry on each save; removed when there is none).
   */
  picture: { url: string; variants: string };
  /** How it reads back: the whole list in order, and one stored document. */
  reads: { list(db: Firestore): Promise<Item[]>; fromDoc(doc: DocumentSnapshot): Item };
}

/**
 * A list's store, its field names checked against what the owner sends (`Input`) and what reads
 * back (`Item`).
 */
const catalogStore = <Item, Input>(
  collection: string,
  store: Omit<CatalogStore<Item>, 'collection'> & {
    optional: ReadonlyArray<keyof Input>;
    picture: { url: keyof Input; variants: keyof Item };
  },
): CatalogStore<Item> => ({ collection, ...store });

export const APP_REVIEW_STORE = catalogStore<AppReview, AppReviewInput>(COLLECTIONS.appReviews, {
  missing: 'App review not found',
  optional: ['logoUrl'],
  picture: { url: 'logoUrl', variants: 'logo' },
  reads: { list: listAppReviews, fromDoc: appReviewFromDoc },
});

export const RESOURCE_STORE = catalogStore<Resource, ResourceInput>(COLLECTIONS.resources, {
  missing: 'Resource not found',
  optional: ['author', 'affiliateUrl', 'imageUrl'],
  picture: { url: 'imageUrl', variants: 'image' },
  reads: { list: listResources, fromDoc: resourceFromDoc },
});

export const TESTIMONIAL_STORE = catalogStore<Testimonial, TestimonialInput>(COLLECTIONS.testimonials, {
  missing: 'Testimonial not found',
  optional: ['imageUrl'],
  picture: { url: 'imageUrl', variants: 'image' },
  reads: { list: listTestimonials, fromDoc: testimonialFromDoc },
});

/** The input as stored: an empty optional field left out (create) or deleted (update). */
function storedFields(store: CatalogStore<unknown>, input: object, mode: 'create' | 'update'): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...input };
  for (const key of store.optional) {
    const value = fields[key];
    if (value !== undefined && value !== '') continue;
    if (mode === 'create') delete fields[key];
    else fields[key] = FieldValue.delete();
  }
  return fields;
}

/**
 * The picture's variants as stored: the URL's entry when there is one, else nothing (create) or a
 * removal (update). Read before any transaction: one read, nothing to lock.
 */
async function pictureFields(
  db: Firestore,
  store: CatalogStore<unknown>,
  input: object,
  mode: 'create' | 'update',
): Promise<Record<string, unknown>> {
  const url = (input as Record<string, unknown>)[store.picture.url];
  const image = typeof url === 'string' && url !== '' ? await variantsOf(db, url) : undefined;
  if (image) return { [store.picture.variants]: image };
  return mode === 'create' ? {} : { [store.picture.variants]: FieldValue.delete() };
}

async function readBack<Item>(db: Firestore, store: CatalogStore<Item>, id: string): Promise<Item> {
  const doc = await db.collection(store.collection).doc(id).get();
  if (!doc.exists) throw notFound(store.missing);
  return store.reads.fromDoc(doc);
}

export async function createCatalogItem<Item>(db: Firestore, store: CatalogStore<Item>, input: object): Promise<Item> {
  const ref = db.collection(store.collection).doc();
  const picture = await pictureFields(db, store, input, 'create');
  await ref.create({
    ...storedFields(store, input, 'create'),
    ...picture,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return readBack(db, store, ref.id);
}

export async function updateCatalogItem<Item>(
  db: Firestore,
  store: CatalogStore<Item>,
  id: string,
  input: object,
): Promise<Item> {
  const ref = db.collection(store.collection).doc(id);
  const picture = await pictureFields(db, store, input, 'update');
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound(store.missing);
    tx.update(ref, { ...storedFields(store, input, 'update'), ...picture, updatedAt: FieldValue.serverTimestamp() });
  });
  return readBack(db, store, id);
}

/**
 * Members' favorites of the item stay behind: their saved lists read only items that still
 * exist (services/favorites.ts), so the item simply leaves every dashboard.
 */
export async function deleteCatalogItem(db: Firestore, store: CatalogStore<unknown>, id: string): Promise<void> {
  const ref = db.collection(store.collection).doc(id);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound(store.missing);
    tx.delete(ref);
  });
}
