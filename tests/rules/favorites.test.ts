import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';
import { FAVORITE_KINDS } from '@/domain/constants';
import { daysFromNow, dbAs, OTHER, OWNER, type RoleName, setUpRulesEnv } from './rules-env';

const SAVED_ID = 'blog-posts__published-post';
const favoritePath = (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${FAVORITES_SUBCOLLECTION}/${id}`;

/** A well-formed favorite, as the API stores it: the document id is `{kind}__{itemId}`. */
const favorite = (kind: string, itemId: string) => ({ kind, itemId, savedAt: serverTimestamp() });

const env = setUpRulesEnv(() => ({
  [favoritePath(OWNER.uid, SAVED_ID)]: { kind: 'blog-posts', itemId: 'published-post', savedAt: daysFromNow(-1) },
  [favoritePath(OWNER.uid, 'blog-posts__older-post')]: {
    kind: 'blog-posts',
    itemId: 'older-post',
    savedAt: daysFromNow(-5),
  },
  [favoritePath(OWNER.uid, 'resources__boundaries')]: {
    kind: 'resources',
    itemId: 'boundaries',
    savedAt: daysFromNow(-2),
  },
}));

const favoritesOf = (role: RoleName, uid: string) =>
  collection(dbAs(env, role), COLLECTIONS.users, uid, FAVORITES_SUBCOLLECTION);
const favoriteOf = (role: RoleName, uid: string, id: string) =>
  doc(dbAs(env, role), COLLECTIONS.users, uid, FAVORITES_SUBCOLLECTION, id);

// No client reads favorites from Firestore: the saved state of cards and the dashboard's lists come
// from GET /api/favorites and /api/favorites/{kind}. So no role reads them, the owner included.
describe('users/{uid}/favorites', () => {
  describe('as the owner', () => {
    it('cannot read their own favorite (favorites are read through the API)', async () => {
      await assertFails(getDoc(favoriteOf('owner', OWNER.uid, SAVED_ID)));
    });

    it('cannot list their own favorites, even of one kind, newest saved first', async () => {
      await assertFails(
        getDocs(query(favoritesOf('owner', OWNER.uid), where('kind', '==', 'blog-posts'), orderBy('savedAt', 'desc'))),
      );
      await assertFails(getDocs(favoritesOf('owner', OWNER.uid)));
    });

    // Writes go through PUT/DELETE /api/favorites, which checks the item exists and is public:
    // a client writing directly could fill its list with anything, at any size.
    it.each(FAVORITE_KINDS)('cannot save a %s item directly, even in the valid shape', async (kind) => {
      await assertFails(setDoc(favoriteOf('owner', OWNER.uid, `${kind}__item-1`), favorite(kind, 'item-1')));
    });

    it('cannot re-save, change or remove a favorite directly', async () => {
      await assertFails(setDoc(favoriteOf('owner', OWNER.uid, SAVED_ID), favorite('blog-posts', 'published-post')));
      await assertFails(updateDoc(favoriteOf('owner', OWNER.uid, SAVED_ID), { savedAt: serverTimestamp() }));
      await assertFails(deleteDoc(favoriteOf('owner', OWNER.uid, SAVED_ID)));
    });

    it('cannot query favorites across all users (collection group)', async () => {
      await assertFails(getDocs(query(collectionGroup(dbAs(env, 'owner'), FAVORITES_SUBCOLLECTION))));
    });
  });

  describe.each(['other', 'admin', 'anonymous'] as const)('as %s', (role) => {
    it("cannot read or list alice's favorites", async () => {
      await assertFails(getDoc(favoriteOf(role, OWNER.uid, SAVED_ID)));
      await assertFails(getDocs(favoritesOf(role, OWNER.uid)));
      await assertFails(getDocs(query(favoritesOf(role, OWNER.uid), where('kind', '==', 'blog-posts'))));
    });

    it("cannot save, change or remove alice's favorites", async () => {
      await assertFails(setDoc(favoriteOf(role, OWNER.uid, 'resources__item-1'), favorite('resources', 'item-1')));
      await assertFails(setDoc(favoriteOf(role, OWNER.uid, SAVED_ID), favorite('blog-posts', 'published-post')));
      await assertFails(deleteDoc(favoriteOf(role, OWNER.uid, SAVED_ID)));
    });

    it('cannot query favorites across all users (collection group)', async () => {
      await assertFails(getDocs(query(collectionGroup(dbAs(env, role), FAVORITES_SUBCOLLECTION))));
    });
  });

  describe('as another signed-in user', () => {
    it('neither reads nor writes their own favorites directly: both go through the API', async () => {
      const own = favoriteOf('other', OTHER.uid, 'app-reviews__mingle');
      await assertFails(setDoc(own, favorite('app-reviews', 'mingle')));
      await assertFails(getDocs(favoritesOf('other', OTHER.uid)));
    });
  });
});
