// A user's saved items: `users/{uid}/favorites/{kind}__{itemId}`. Lists come back as the
// full items, newest saved first; items deleted since they were saved are left out.
import { FAVORITE_KINDS } from '@/domain/constants';
import type { FavoriteKind, SavedFavoriteIds } from '@/domain/types';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { notFound } from '../http-error';
import { toMillis } from '../serialize';
import { isPublic, postFromDoc } from './blog-posts';
import { appReviewFromDoc, resourceFromDoc } from './catalog';
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';

const SOURCES: Record<FavoriteKind, { collection: string; toItem: (doc: DocumentSnapshot) => object }> = {
  'blog-posts': { collection: COLLECTIONS.posts, toItem: (doc) => postFromDoc(doc) },
  resources: { collection: COLLECTIONS.resources, toItem: resourceFromDoc },
  'app-reviews': { collection: COLLECTIONS.appReviews, toItem: appReviewFromDoc },
};

const ITEM_ID = /^[A-Za-z0-9_-]{1,150}$/;

const favoritesOf = (db: Firestore, uid: string) =>
  db.collection(COLLECTIONS.users).doc(uid).collection(FAVORITES_SUBCOLLECTION);

/** Only items a visitor could see can be saved: drafts and future posts count as unknown. */
function isVisible(kind: FavoriteKind, doc: DocumentSnapshot): boolean {
  return kind === 'blog-posts' ? isPublic(doc) : doc.exists;
}

export async function listFavorites(db: Firestore, uid: string, kind: FavoriteKind): Promise<object[]> {
  // Equality on one field only: served by the automatic index, sorted here (lists are small).
  const snap = await favoritesOf(db, uid).where('kind', '==', kind).get();
  const saved = snap.docs
    .map((doc) => ({ itemId: String(doc.get('itemId')), savedAt: toMillis(doc.get('savedAt')) }))
    .filter((entry) => ITEM_ID.test(entry.itemId))
    .sort((a, b) => b.savedAt - a.savedAt);
  if (saved.length === 0) return [];
  const source = SOURCES[kind];
  const docs = await db.getAll(...saved.map((entry) => db.collection(source.collection).doc(entry.itemId)));
  return docs.filter((doc) => isVisible(kind, doc)).map(source.toItem);
}

/** Every saved id per kind, newest saved first (items deleted since may linger: cards simply never match them). */
export async function listSavedIds(db: Firestore, uid: string): Promise<SavedFavoriteIds> {
  const snap = await favoritesOf(db, uid).get();
  const ids = Object.fromEntries(FAVORITE_KINDS.map((kind) => [kind, [] as string[]])) as SavedFavoriteIds;
  const entries = snap.docs
    .map((doc) => ({
      kind: String(doc.get('kind')),
      itemId: String(doc.get('itemId')),
      savedAt: toMillis(doc.get('savedAt')),
    }))
    .filter((entry) => (FAVORITE_KINDS as readonly string[]).includes(entry.kind) && ITEM_ID.test(entry.itemId))
    .sort((a, b) => b.savedAt - a.savedAt);
  for (const entry of entries) ids[entry.kind as FavoriteKind].push(entry.itemId);
  return ids;
}

async function assertItemExists(db: Firestore, kind: FavoriteKind, itemId: string): Promise<void> {
  if (!ITEM_ID.test(itemId)) throw notFound('Item not found');
  const doc = await db.collection(SOURCES[kind].collection).doc(itemId).get();
  if (!isVisible(kind, doc)) throw notFound('Item not found');
}

export async function saveFavorite(db: Firestore, uid: string, kind: FavoriteKind, itemId: string): Promise<void> {
  await assertItemExists(db, kind, itemId);
  const ref = favoritesOf(db, uid).doc(`${kind}__${itemId}`);
  // Idempotent: saving twice keeps the first savedAt, so the list order does not jump.
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (!existing.exists) tx.create(ref, { kind, itemId, savedAt: FieldValue.serverTimestamp() });
  });
}

export async function removeFavorite(db: Firestore, uid: string, kind: FavoriteKind, itemId: string): Promise<void> {
  if (!ITEM_ID.test(itemId)) throw notFound('Item not found');
  const ref = favoritesOf(db, uid).doc(`${kind}__${itemId}`);
  const [saved, item] = await Promise.all([ref.get(), db.collection(SOURCES[kind].collection).doc(itemId).get()]);
  // Removing an unsaved but existing item is a no-op (idempotent); an unknown item is 404,
  // unless it is still saved (deleted since) so the user can clear it from the dashboard.
  if (!item.exists && !saved.exists) throw notFound('Item not found');
  await ref.delete();
}
