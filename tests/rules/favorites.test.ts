import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAVORITE_KINDS } from '@/domain/constants';
import { createRulesEnv, daysFromNow, dbAs, OWNER, seed, type RoleName } from './rules-env';

let env: RulesTestEnvironment;

const SAVED_ID = 'blog-posts__published-post';

/** What the client writes to save an item: the document id is `{kind}__{itemId}`. */
const favorite = (kind: string, itemId: string, overrides: Record<string, unknown> = {}) => ({
  kind,
  itemId,
  savedAt: serverTimestamp(),
  ...overrides,
});

beforeAll(async () => {
  env = await createRulesEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`users/${OWNER.uid}/favorites/${SAVED_ID}`]: {
      kind: 'blog-posts',
      itemId: 'published-post',
      savedAt: daysFromNow(-1),
    },
    [`users/${OWNER.uid}/favorites/blog-posts__older-post`]: {
      kind: 'blog-posts',
      itemId: 'older-post',
      savedAt: daysFromNow(-5),
    },
    [`users/${OWNER.uid}/favorites/resources__boundaries`]: {
      kind: 'resources',
      itemId: 'boundaries',
      savedAt: daysFromNow(-2),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const aliceFavorites = (role: RoleName) => collection(dbAs(env, role), 'users', OWNER.uid, 'favorites');
const aliceFavorite = (role: RoleName, id: string) => doc(dbAs(env, role), 'users', OWNER.uid, 'favorites', id);

describe('users/{uid}/favorites', () => {
  describe('as the owner', () => {
    it('reads a favorite', async () => {
      const snap = await assertSucceeds(getDoc(aliceFavorite('owner', SAVED_ID)));
      expect(snap.get('itemId')).toBe('published-post');
    });

    it('lists favorites of one kind, newest saved first', async () => {
      const snap = await assertSucceeds(
        getDocs(query(aliceFavorites('owner'), where('kind', '==', 'blog-posts'), orderBy('savedAt', 'desc'))),
      );
      expect(snap.docs.map((d) => d.id)).toEqual([SAVED_ID, 'blog-posts__older-post']);
    });

    it.each(FAVORITE_KINDS)('saves a %s item', async (kind) => {
      await assertSucceeds(setDoc(aliceFavorite('owner', `${kind}__item-1`), favorite(kind, 'item-1')));
    });

    it('saves the same item again (idempotent re-save)', async () => {
      await assertSucceeds(setDoc(aliceFavorite('owner', SAVED_ID), favorite('blog-posts', 'published-post')));
    });

    it('removes a favorite', async () => {
      await assertSucceeds(deleteDoc(aliceFavorite('owner', SAVED_ID)));
    });

    it('cannot save under an id that does not match kind and item', async () => {
      await assertFails(setDoc(aliceFavorite('owner', 'resources__item-1'), favorite('blog-posts', 'item-1')));
      await assertFails(setDoc(aliceFavorite('owner', 'blog-posts__other'), favorite('blog-posts', 'item-1')));
      await assertFails(setDoc(aliceFavorite('owner', 'item-1'), favorite('blog-posts', 'item-1')));
      await assertFails(updateDoc(aliceFavorite('owner', SAVED_ID), { itemId: 'older-post' }));
    });

    it('cannot save an unknown kind', async () => {
      await assertFails(setDoc(aliceFavorite('owner', 'testimonials__t1'), favorite('testimonials', 't1')));
    });

    it('cannot save a favorite of the wrong shape', async () => {
      const id = 'blog-posts__item-1';
      await assertFails(setDoc(aliceFavorite('owner', id), favorite('blog-posts', 'item-1', { note: 'extra' })));
      await assertFails(setDoc(aliceFavorite('owner', id), { kind: 'blog-posts', itemId: 'item-1' }));
      await assertFails(
        setDoc(aliceFavorite('owner', id), favorite('blog-posts', 'item-1', { savedAt: Timestamp.fromMillis(0) })),
      );
      await assertFails(setDoc(aliceFavorite('owner', 'blog-posts__1'), favorite('blog-posts', '1', { itemId: 1 })));
      await assertFails(setDoc(aliceFavorite('owner', 'blog-posts__'), favorite('blog-posts', '')));
      const long = 'x'.repeat(201);
      await assertFails(setDoc(aliceFavorite('owner', `blog-posts__${long}`), favorite('blog-posts', long)));
    });

    it('cannot query favorites across all users (collection group)', async () => {
      await assertFails(getDocs(query(collectionGroup(dbAs(env, 'owner'), 'favorites'))));
    });
  });

  describe.each(['other', 'admin', 'anonymous'] as const)('as %s', (role) => {
    it("cannot read or list alice's favorites", async () => {
      await assertFails(getDoc(aliceFavorite(role, SAVED_ID)));
      await assertFails(getDocs(aliceFavorites(role)));
      await assertFails(getDocs(query(aliceFavorites(role), where('kind', '==', 'blog-posts'))));
    });

    it("cannot save, change or remove alice's favorites, even with a valid shape", async () => {
      await assertFails(setDoc(aliceFavorite(role, 'resources__item-1'), favorite('resources', 'item-1')));
      await assertFails(setDoc(aliceFavorite(role, SAVED_ID), favorite('blog-posts', 'published-post')));
      await assertFails(deleteDoc(aliceFavorite(role, SAVED_ID)));
    });

    it('cannot query favorites across all users (collection group)', async () => {
      await assertFails(getDocs(query(collectionGroup(dbAs(env, role), 'favorites'))));
    });
  });

  describe('as another signed-in user', () => {
    it('still manages their own favorites', async () => {
      const own = doc(dbAs(env, 'other'), 'users', 'bob', 'favorites', 'app-reviews__mingle');
      await assertSucceeds(setDoc(own, favorite('app-reviews', 'mingle')));
      await assertSucceeds(getDoc(own));
      await assertSucceeds(deleteDoc(own));
    });
  });
});
