import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
import { describe, expect, it } from 'vitest';
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

describe.each(Object.keys(SAMPLES))('%s', (name) => {
  const sample = SAMPLES[name as keyof typeof SAMPLES];

  describe.each(ROLE_NAMES)('as %s', (role) => {
    it('reads one document', async () => {
      const snap = await assertSucceeds(getDoc(doc(dbAs(env, role), name, 'first')));
      expect(snap.get('rating')).toBe(5);
    });

    it('lists the collection', async () => {
      const snap = await assertSucceeds(getDocs(query(collection(dbAs(env, role), name), orderBy('rating', 'desc'))));
      expect(snap.docs.map((d) => d.id)).toEqual(['first', 'second']);
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
