import { assertFails } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { daysFromNow, dbAs, OWNER, ROLE_NAMES, setUpRulesEnv } from './rules-env';

// Collections only the API writes and reads. The sample id is the owner's own key where one
// exists (their normalised email), to show that "it's about me" grants nothing.
const SERVER_ONLY = {
  [COLLECTIONS.newsletterSubscribers]: {
    id: OWNER.email,
    data: { firstName: 'Alice', email: OWNER.email, subscribedAt: daysFromNow(-1) },
  },
  [COLLECTIONS.mail]: {
    id: 'welcome-alice',
    data: { to: OWNER.email, message: { subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' } },
  },
  [COLLECTIONS.newsletterIssues]: {
    id: 'issue-0123456789abcdef',
    data: { subject: 'News', body: 'Hello', status: 'sent', total: 1, sent: 1, createdAt: daysFromNow(-1) },
  },
  [COLLECTIONS.affiliateClicks]: {
    id: 'click-1',
    data: { affiliate: 'christian-mingle', source: 'app-reviews-page', clickedAt: daysFromNow(0) },
  },
  // The day's page views: counts only, and the owner reads them through the API.
  [COLLECTIONS.pageViews]: {
    id: '2026-11-28',
    data: { day: '2026-11-28', views: 3, pages: { '/': 3 }, referrers: { '(none)': 3 }, devices: { phone: 3 } },
  },
  // A span of days' summed views and conversions, kept by the owner's Insights call: the API's alone.
  [COLLECTIONS.pageViewSpans]: {
    id: '2026-11-03+8',
    data: {
      days: [{ day: '2026-11-03', views: 3, clicks: 1, signups: 0, contacts: 0 }],
      pages: { '/': 3 },
      referrers: { '(none)': 3 },
      devices: { phone: 3 },
      sources: { '2026-11-03': '063929304000.000000000' },
      expiresAt: daysFromNow(400),
    },
  },
  // The day's Web Vitals: histograms only, read by the owner through the API.
  [COLLECTIONS.webVitals]: {
    id: '2026-11-28',
    data: { day: '2026-11-28', pages: { '/': { phone: { LCP: { '1000': 2 } } } } },
  },
  [COLLECTIONS.rateLimits]: { id: 'contact__127.0.0.1', data: { count: 1, windowStart: daysFromNow(0) } },
  [COLLECTIONS.imageVariants]: {
    id: 'a'.repeat(40),
    data: { url: '/img/0f8fad5b-d9cb-469f-a165-70867728950e/original.jpg', image: { id: 'x', width: 1, height: 1 } },
  },
  // A post's claimed slug: claimed by the API with the post.
  [COLLECTIONS.postSlugs]: { id: 'first-date-ideas', data: { postId: 'post-1' } },
  // The owner's own claimed username: claimed by the API with the profile, never by a client.
  [COLLECTIONS.usernames]: { id: 'alice', data: { uid: OWNER.uid } },
  // Not in the data model at all: denied by default.
  somethingElse: { id: 'doc', data: { anything: true } },
} as const;

const env = setUpRulesEnv(() =>
  Object.fromEntries(Object.entries(SERVER_ONLY).map(([name, { id, data }]) => [`${name}/${id}`, data])),
);

describe.each(Object.keys(SERVER_ONLY))('%s', (name) => {
  const { id, data } = SERVER_ONLY[name as keyof typeof SERVER_ONLY];

  describe.each(ROLE_NAMES)('as %s', (role) => {
    it('cannot read a document', async () => {
      await assertFails(getDoc(doc(dbAs(env, role), name, id)));
    });

    it('cannot list the collection, even filtered to their own data', async () => {
      const ref = collection(dbAs(env, role), name);
      await assertFails(getDocs(ref));
      await assertFails(getDocs(query(ref, where('email', '==', OWNER.email))));
    });

    it('cannot create, update or delete', async () => {
      const db = dbAs(env, role);
      await assertFails(setDoc(doc(db, name, 'new'), data));
      await assertFails(addDoc(collection(db, name), data));
      await assertFails(updateDoc(doc(db, name, id), { touched: true }));
      await assertFails(deleteDoc(doc(db, name, id)));
    });
  });
});
