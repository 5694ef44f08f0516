import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { daysFromNow, dbAs, ROLE_NAMES, setUpRulesEnv } from './rules-env';
import { COLLECTIONS } from '@/domain/collections';

const post = (overrides: Record<string, unknown>) => ({
  slug: 'a-post',
  title: 'A post',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Biblical Dating',
  readTime: 5,
  status: 'published',
  publishedAt: daysFromNow(-3),
  createdAt: daysFromNow(-4),
  updatedAt: daysFromNow(-4),
  ...overrides,
});

const env = setUpRulesEnv(() => ({
  [`${COLLECTIONS.posts}/published-post`]: post({ slug: 'published-post' }),
  [`${COLLECTIONS.posts}/older-post`]: post({ slug: 'older-post', publishedAt: daysFromNow(-10) }),
  [`${COLLECTIONS.posts}/draft-post`]: post({ slug: 'draft-post', status: 'draft' }),
  [`${COLLECTIONS.posts}/future-post`]: post({ slug: 'future-post', publishedAt: daysFromNow(1) }),
}));

/** The query the old rules allowed: published, and due no later than the moment of the request. */
function publishedQuery(role: (typeof ROLE_NAMES)[number]) {
  return query(
    collection(dbAs(env, role), COLLECTIONS.posts),
    where('status', '==', 'published'),
    where('publishedAt', '<=', Timestamp.now()),
    orderBy('publishedAt', 'desc'),
  );
}

// No client reads posts from Firestore: the PWA and the server render ask GET /api/blog-posts, the
// admin editor /api/admin/blog-posts (Admin SDK). A direct read would bypass the CDN, the API's
// cache and rate limits, so even a published post is refused.
describe('posts', () => {
  describe.each(ROLE_NAMES)('as %s', (role) => {
    it('cannot read a published post whose date has come (it is read through the API)', async () => {
      await assertFails(getDoc(doc(dbAs(env, role), `${COLLECTIONS.posts}/published-post`)));
    });

    it('cannot read a draft', async () => {
      await assertFails(getDoc(doc(dbAs(env, role), `${COLLECTIONS.posts}/draft-post`)));
    });

    it('cannot read a published post scheduled for later', async () => {
      await assertFails(getDoc(doc(dbAs(env, role), `${COLLECTIONS.posts}/future-post`)));
    });

    it('cannot list published, due posts, even with the query constrained to them', async () => {
      await assertFails(getDocs(publishedQuery(role)));
    });

    it('cannot list posts unconstrained', async () => {
      const posts = collection(dbAs(env, role), COLLECTIONS.posts);
      await assertFails(getDocs(posts));
      await assertFails(getDocs(query(posts, where('status', '==', 'published'))));
      await assertFails(getDocs(query(posts, where('publishedAt', '<=', Timestamp.now()))));
    });

    it('cannot list drafts', async () => {
      const posts = collection(dbAs(env, role), COLLECTIONS.posts);
      await assertFails(getDocs(query(posts, where('status', '==', 'draft'))));
    });

    it('cannot create, update or delete a post (admins write through the API)', async () => {
      const db = dbAs(env, role);
      await assertFails(setDoc(doc(db, `${COLLECTIONS.posts}/new-post`), post({ slug: 'new-post' })));
      await assertFails(updateDoc(doc(db, `${COLLECTIONS.posts}/published-post`), { title: 'Changed' }));
      await assertFails(updateDoc(doc(db, `${COLLECTIONS.posts}/draft-post`), { status: 'published' }));
      await assertFails(deleteDoc(doc(db, `${COLLECTIONS.posts}/published-post`)));
    });
  });
});
