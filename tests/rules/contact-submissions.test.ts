import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
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
import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from '@/domain/constants';
import { canTransition } from '@/domain/contact';
import { daysFromNow, dbAs, OWNER, type RoleName, setUpRulesEnv } from './rules-env';
import { COLLECTIONS } from '@/domain/collections';

const submission = (status: string, daysAgo: number) => ({
  // Sent by the same address as the signed-in "owner": sending a message grants no read access.
  name: 'Alice',
  email: OWNER.email,
  subject: `Question (${status})`,
  message: 'How do I keep Christ at the centre of dating?',
  status,
  submittedAt: daysFromNow(-daysAgo),
  updatedAt: daysFromNow(-daysAgo),
});

const env = setUpRulesEnv(() => ({
  [`${COLLECTIONS.contactSubmissions}/unread`]: submission('unread', 1),
  [`${COLLECTIONS.contactSubmissions}/read`]: submission('read', 2),
  [`${COLLECTIONS.contactSubmissions}/replied`]: submission('replied', 3),
}));

const submissionRef = (role: RoleName, id: string) => doc(dbAs(env, role), COLLECTIONS.contactSubmissions, id);

describe('contactSubmissions', () => {
  describe('as admin (the live inbox)', () => {
    it('reads a submission', async () => {
      const snap = await assertSucceeds(getDoc(submissionRef('admin', 'unread')));
      expect(snap.get('status')).toBe('unread');
    });

    it('lists submissions newest first, and by status', async () => {
      const inbox = collection(dbAs(env, 'admin'), COLLECTIONS.contactSubmissions);
      const all = await assertSucceeds(getDocs(query(inbox, orderBy('submittedAt', 'desc'))));
      expect(all.docs.map((d) => d.id)).toEqual(['unread', 'read', 'replied']);
      const unread = await assertSucceeds(
        getDocs(query(inbox, where('status', '==', 'unread'), orderBy('submittedAt', 'desc'))),
      );
      expect(unread.docs.map((d) => d.id)).toEqual(['unread']);
    });

    // Every pair of statuses, judged against the domain's own rule so the two cannot drift apart.
    const pairs = CONTACT_STATUSES.flatMap((from) => CONTACT_STATUSES.map((to) => [from, to] as const));
    it.each(pairs)('moving %s → %s follows canTransition', async (from, to) => {
      const change = updateDoc(submissionRef('admin', from), { status: to, updatedAt: serverTimestamp() });
      if (canTransition(from, to)) {
        await assertSucceeds(change);
      } else {
        await assertFails(change);
      }
    });

    it('has at least one allowed and one denied transition (guards the table above)', () => {
      expect(pairs.some(([from, to]) => canTransition(from, to))).toBe(true);
      expect(pairs.some(([from, to]) => !canTransition(from, to))).toBe(true);
    });

    it('cannot move the status backwards', async () => {
      await assertFails(updateDoc(submissionRef('admin', 'replied'), { status: 'read', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(submissionRef('admin', 'read'), { status: 'unread', updatedAt: serverTimestamp() }));
    });

    it('cannot set a status outside the list', async () => {
      await assertFails(
        updateDoc(submissionRef('admin', 'unread'), { status: 'archived', updatedAt: serverTimestamp() }),
      );
    });

    it('cannot change any field other than status and updatedAt', async () => {
      const ref = submissionRef('admin', 'unread');
      await assertFails(updateDoc(ref, { status: 'read', updatedAt: serverTimestamp(), message: 'Edited' }));
      await assertFails(updateDoc(ref, { status: 'read', updatedAt: serverTimestamp(), email: 'x@example.com' }));
      await assertFails(updateDoc(ref, { status: 'read', updatedAt: serverTimestamp(), submittedAt: deleteField() }));
      await assertFails(updateDoc(ref, { status: 'read', updatedAt: serverTimestamp(), note: 'extra' }));
      await assertFails(updateDoc(ref, { subject: 'Edited' }));
    });

    it('must stamp updatedAt with the server time', async () => {
      const ref = submissionRef('admin', 'unread');
      await assertFails(updateDoc(ref, { status: 'read' }));
      await assertFails(updateDoc(ref, { status: 'read', updatedAt: Timestamp.fromMillis(0) }));
    });

    it('cannot create or delete a submission', async () => {
      const db = dbAs(env, 'admin');
      await assertFails(addDoc(collection(db, COLLECTIONS.contactSubmissions), submission('unread', 0)));
      await assertFails(setDoc(doc(db, `${COLLECTIONS.contactSubmissions}/new`), submission('unread', 0)));
      await assertFails(deleteDoc(doc(db, `${COLLECTIONS.contactSubmissions}/unread`)));
    });
  });

  describe.each(['anonymous', 'owner', 'other'] as const)('as %s', (role) => {
    it('cannot read a submission, even one sent from their own address', async () => {
      await assertFails(getDoc(submissionRef(role, 'unread')));
    });

    it('cannot list submissions', async () => {
      const inbox = collection(dbAs(env, role), COLLECTIONS.contactSubmissions);
      await assertFails(getDocs(inbox));
      await assertFails(getDocs(query(inbox, where('email', '==', OWNER.email))));
    });

    it('cannot create a submission directly (it goes through POST /api/contact)', async () => {
      const db = dbAs(env, role);
      await assertFails(addDoc(collection(db, COLLECTIONS.contactSubmissions), submission('unread', 0)));
      await assertFails(setDoc(doc(db, `${COLLECTIONS.contactSubmissions}/new`), submission('unread', 0)));
    });

    it('cannot change the status, even forwards', async () => {
      await assertFails(updateDoc(submissionRef(role, 'unread'), { status: 'read', updatedAt: serverTimestamp() }));
    });

    it('cannot delete a submission', async () => {
      await assertFails(deleteDoc(submissionRef(role, 'unread')));
    });
  });
});
