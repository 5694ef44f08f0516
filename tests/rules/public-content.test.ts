import { assertFails } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { daysFromNow, dbAs, ROLE_NAMES, setUpRulesEnv } from './rules-env';

// One sample per public collection, shaped as the data model stores it.
const SAMPLES = {
  [COLLECTIONS.appReviews]: {
    name: 'Christian Mingle',
    rating: 4.5,
    memberCount: '15M+',
    monthlyPrice: '$29.99',
    bestFor: 'Serious relationships',
    description: 'A long-standing Christian dating site.',
    affiliateUrl: 'https://example.com/go/christian-mingle',
    pros: ['Large community'],
    cons: ['Pricey'],
  },
  [COLLECTIONS.resources]: {
    title: 'Boundaries in Dating',
    type: 'book',
    author: 'Henry Cloud',
    rating: 4.8,
    description: 'Classic book on healthy boundaries.',
    price: '$14.99',
  },
  [COLLECTIONS.testimonials]: {
    name: 'Sarah M.',
    location: 'Austin, TX',
    content: 'The advice here helped me date with intention.',
    rating: 5,
    createdAt: daysFromNow(-30),
  },
} as const;

const env = setUpRulesEnv(() =>
  Object.fromEntries(
    Object.entries(SAMPLES).flatMap(([name, data]) => [
      [`${name}/first`, { ...data, rating: 5 }],
      [`${name}/second`, { ...data, rating: 4 }],
    ]),
  ),
);

// No client reads the public catalog from Firestore: the PWA and the server render ask the API
// (GET /api/app-reviews, /api/resources, /api/testimonials; the admin screens /api/admin/...). A
// direct read would bypass the CDN, the API's cache and rate limits, and cost a billed read each.
describe.each(Object.keys(SAMPLES))('%s', (name) => {
  const sample = SAMPLES[name as keyof typeof SAMPLES];

  describe.each(ROLE_NAMES)('as %s', (role) => {
    it('cannot read one document (it is read through the API)', async () => {
      await assertFails(getDoc(doc(dbAs(env, role), name, 'first')));
    });

    it('cannot list the collection', async () => {
      const ref = collection(dbAs(env, role), name);
      await assertFails(getDocs(query(ref, orderBy('rating', 'desc'))));
      await assertFails(getDocs(ref));
    });

    it('cannot create, update or delete (content is written by the API and the seed)', async () => {
      const db = dbAs(env, role);
      await assertFails(setDoc(doc(db, name, 'new'), sample));
      await assertFails(addDoc(collection(db, name), sample));
      await assertFails(updateDoc(doc(db, name, 'first'), { rating: 1 }));
      await assertFails(deleteDoc(doc(db, name, 'first')));
    });
  });
});
