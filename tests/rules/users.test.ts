import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, daysFromNow, dbAs, OTHER, OWNER, type RoleName, setUpRulesEnv } from './rules-env';

const storedProfile = (user: { email: string }, firstName: string) => ({
  email: user.email,
  firstName,
  username: firstName.toLowerCase(),
  createdAt: daysFromNow(-7),
});

/** A well-formed profile, as the API writes it. */
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
  [`users/${ADMIN.uid}`]: storedProfile(ADMIN, 'Ada'),
}));

const aliceAs = (role: RoleName) => doc(dbAs(env, role), 'users', OWNER.uid);

// No client reads a profile from Firestore: the PWA asks GET /api/auth/me, and no admin screen
// lists users. So no role reads one, the owner included.
describe('users', () => {
  describe('as the owner', () => {
    it('cannot read their own profile (it is read through GET /api/auth/me)', async () => {
      await assertFails(getDoc(aliceAs('owner')));
    });

    it('cannot write their profile from the client, even in the right shape: the API checks username uniqueness', async () => {
      await assertFails(updateDoc(aliceAs('owner'), { firstName: 'Alicia', username: 'alicia' }));
      await assertFails(deleteDoc(aliceAs('owner')));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('owner'), newProfile()));
    });

    it('cannot make themselves an admin', async () => {
      await assertFails(updateDoc(aliceAs('owner'), { admin: true }));
      await env.clearFirestore();
      await assertFails(setDoc(aliceAs('owner'), newProfile({ admin: true })));
    });

    it('cannot read or claim usernames directly', async () => {
      const claim = doc(dbAs(env, 'owner'), 'usernames', 'alice');
      await assertFails(getDoc(claim));
      await assertFails(setDoc(claim, { uid: OWNER.uid }));
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

    it('cannot read their own profile either', async () => {
      await assertFails(getDoc(doc(dbAs(env, 'other'), 'users', OTHER.uid)));
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
    it('cannot read a profile, their own included', async () => {
      await assertFails(getDoc(aliceAs('admin')));
      await assertFails(getDoc(doc(dbAs(env, 'admin'), 'users', ADMIN.uid)));
    });

    it('cannot list profiles (no admin screen does)', async () => {
      await assertFails(getDocs(collection(dbAs(env, 'admin'), 'users')));
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
