import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { daysFromNow, dbAs, OTHER, OWNER, type RoleName, setUpRulesEnv } from './rules-env';

const storedProfile = (user: { email: string }, firstName: string) => ({
  email: user.email,
  firstName,
  username: firstName.toLowerCase(),
  createdAt: daysFromNow(-7),
});

/** What the PWA writes when a user first signs up. */
const newProfile = (overrides: Record<string, unknown> = {}) => ({
  email: OWNER.email,
  firstName: 'Alice',
  username: 'alice',
  createdAt: serverTimestamp(),
  ...overrides,
});

const env = setUpRulesEnv(() => ({
  [`users/${OWNER.uid}`]: storedProfile(OWNER, 'Alice'),
  [`users/${OTHER.uid}`]: storedProfile(OTHER, 'Bob'),
}));

const aliceAs = (role: RoleName) => doc(dbAs(env, role), 'users', OWNER.uid);

describe('users', () => {
  describe('as the owner', () => {
    it('reads their own profile', async () => {
      const snap = await assertSucceeds(getDoc(aliceAs('owner')));
      expect(snap.get('firstName')).toBe('Alice');
    });

    it('creates their profile with the expected shape', async () => {
      await env.clearFirestore();
      await assertSucceeds(setDoc(aliceAs('owner'), newProfile()));
    });

    it('may leave firstName and username empty (null)', async () => {
      await env.clearFirestore();
      await assertSucceeds(setDoc(aliceAs('owner'), newProfile({ firstName: null, username: null })));
    });

    it('updates their names', async () => {
      await assertSucceeds(updateDoc(aliceAs('owner'), { firstName: 'Alicia', username: 'alicia' }));
    });

    it('deletes their profile', async () => {
      await assertSucceeds(deleteDoc(aliceAs('owner')));
    });

    it('cannot make themselves an admin or add any other field', async () => {
      const ref = aliceAs('owner');
      await assertFails(updateDoc(ref, { admin: true }));
      await assertFails(updateDoc(ref, { isAdmin: true }));
      await assertFails(updateDoc(ref, { role: 'admin' }));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('owner'), newProfile({ admin: true })));
      await assertFails(setDoc(aliceAs('owner'), newProfile({ role: 'admin' })));
    });

    it('cannot store names longer than 100 characters or of the wrong type', async () => {
      const ref = aliceAs('owner');
      await assertSucceeds(updateDoc(ref, { firstName: 'a'.repeat(100) }));
      await assertFails(updateDoc(ref, { firstName: 'a'.repeat(101) }));
      await assertFails(updateDoc(ref, { username: 'a'.repeat(101) }));
      await assertFails(updateDoc(ref, { firstName: 42 }));
      await assertFails(updateDoc(ref, { username: ['alice'] }));
    });

    it("cannot use an email that is not their account's own", async () => {
      await assertFails(updateDoc(aliceAs('owner'), { email: OTHER.email }));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('owner'), newProfile({ email: OTHER.email })));
      await assertFails(setDoc(aliceAs('owner'), newProfile({ email: 12 })));
    });

    it('cannot create a profile with missing fields or a client-chosen createdAt', async () => {
      await env.clearFirestore();
      const ref = aliceAs('owner');
      await assertFails(setDoc(ref, { email: OWNER.email, firstName: 'Alice', createdAt: serverTimestamp() }));
      await assertFails(setDoc(ref, { firstName: 'Alice', username: 'alice', createdAt: serverTimestamp() }));
      await assertFails(setDoc(ref, newProfile({ createdAt: Timestamp.fromMillis(0) })));
    });

    it('cannot change createdAt or remove a field', async () => {
      const ref = aliceAs('owner');
      await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { username: deleteField() }));
    });

    it("cannot list all users' profiles", async () => {
      await assertFails(getDocs(collection(dbAs(env, 'owner'), 'users')));
    });
  });

  describe('as another signed-in user', () => {
    it("cannot read someone else's profile", async () => {
      await assertFails(getDoc(aliceAs('other')));
    });

    it("cannot create, update or delete someone else's profile", async () => {
      const ref = aliceAs('other');
      await assertFails(updateDoc(ref, { firstName: 'Mallory' }));
      await assertFails(deleteDoc(ref));
      await env.clearFirestore();
      // Even a profile carrying bob's own email cannot be written under alice's id.
      await assertFails(setDoc(aliceAs('other'), newProfile({ email: OTHER.email })));
    });

    it('still reads and writes their own profile', async () => {
      const own = doc(dbAs(env, 'other'), 'users', OTHER.uid);
      await assertSucceeds(getDoc(own));
      await assertSucceeds(updateDoc(own, { firstName: 'Robert' }));
    });
  });

  describe('as anonymous', () => {
    it('cannot read or list profiles', async () => {
      await assertFails(getDoc(aliceAs('anonymous')));
      await assertFails(getDocs(collection(dbAs(env, 'anonymous'), 'users')));
    });

    it('cannot create, update or delete a profile', async () => {
      const ref = aliceAs('anonymous');
      await assertFails(updateDoc(ref, { firstName: 'Mallory' }));
      await assertFails(deleteDoc(ref));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('anonymous'), newProfile()));
    });
  });

  describe('as admin', () => {
    it('reads any profile and lists them all', async () => {
      const snap = await assertSucceeds(getDoc(aliceAs('admin')));
      expect(snap.get('email')).toBe(OWNER.email);
      const all = await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'users')));
      expect(all.size).toBe(2);
    });

    it("cannot create, update or delete a user's profile", async () => {
      const ref = aliceAs('admin');
      await assertFails(updateDoc(ref, { firstName: 'Changed' }));
      await assertFails(deleteDoc(ref));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('admin'), newProfile()));
    });
  });
});
