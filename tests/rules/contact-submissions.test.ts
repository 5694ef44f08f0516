import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES, INBOX_LIMIT_MAX } from '@/domain/constants';
import { COLLECTIONS } from '@/domain/collections';
import { INBOX_QUERY } from '@/app/features/admin/contact/inbox-query';
import { liveQuery } from '@/lib/firebase/live-query';
import { daysFromNow, dbAs, OWNER, type RoleName, setUpRulesEnv } from './rules-env';

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

/**
 * The admin inbox's listener as live-inbox-sync.tsx holds it (the same query, built by the same
 * code, with metadata changes), until the server's first answer or its refusal.
 */
function inboxListener(role: RoleName): Promise<QuerySnapshot> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      liveQuery(dbAs(env, role), INBOX_QUERY),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot);
      },
      reject,
    );
  });
}

describe('contactSubmissions', () => {
  describe('as admin (the live inbox)', () => {
    it("runs the inbox's live listener, newest first", async () => {
      const snap = await assertSucceeds(inboxListener('admin'));
      expect(snap.docs.map((d) => d.id)).toEqual(['unread', 'read', 'replied']);
    });

    it("lists with the inbox's query once, too (the same list, without the listener)", async () => {
      const snap = await assertSucceeds(getDocs(liveQuery(dbAs(env, 'admin'), INBOX_QUERY)));
      expect(snap.docs.map((d) => d.id)).toEqual(['unread', 'read', 'replied']);
    });

    it("runs the listener with the limit raised ('Load older messages'), up to INBOX_LIMIT_MAX", async () => {
      const raised = liveQuery(dbAs(env, 'admin'), { ...INBOX_QUERY, limit: INBOX_LIMIT_MAX });
      const snap = await assertSucceeds(getDocs(raised));
      expect(snap.docs.map((d) => d.id)).toEqual(['unread', 'read', 'replied']);
      const fewer = await assertSucceeds(getDocs(liveQuery(dbAs(env, 'admin'), { ...INBOX_QUERY, limit: 2 })));
      expect(fewer.docs.map((d) => d.id)).toEqual(['unread', 'read']);
    });

    // The rule bounds the listener's size, so no client pulls the whole collection, however large.
    it('cannot list without a limit, or with a limit above INBOX_LIMIT_MAX', async () => {
      const inbox = collection(dbAs(env, 'admin'), COLLECTIONS.contactSubmissions);
      await assertFails(getDocs(inbox));
      await assertFails(getDocs(query(inbox, orderBy('submittedAt', 'desc'))));
      await assertFails(getDocs(query(inbox, orderBy('submittedAt', 'desc'), limit(INBOX_LIMIT_MAX + 1))));
      await assertFails(getDocs(liveQuery(dbAs(env, 'admin'), { ...INBOX_QUERY, limit: INBOX_LIMIT_MAX + 1 })));
    });

    // No client reads one message by id: the inbox has them all from its listener.
    it('cannot get one submission by id', async () => {
      await assertFails(getDoc(submissionRef('admin', 'unread')));
    });

    // The status buttons go through PUT /api/admin/contact-submissions/{id}/status, which keeps the
    // forward-only flow (tests/api/admin.test.ts). From a client, no change is allowed, even a
    // forward one stamped with the server's time.
    const pairs = CONTACT_STATUSES.flatMap((from) => CONTACT_STATUSES.map((to) => [from, to] as const));
    it.each(pairs)('cannot move the status %s → %s directly', async (from, to) => {
      await assertFails(updateDoc(submissionRef('admin', from), { status: to, updatedAt: serverTimestamp() }));
    });

    it('cannot change any other field', async () => {
      const ref = submissionRef('admin', 'unread');
      await assertFails(updateDoc(ref, { subject: 'Edited' }));
      await assertFails(updateDoc(ref, { updatedAt: serverTimestamp() }));
    });

    it('cannot create or delete a submission', async () => {
      const db = dbAs(env, 'admin');
      await assertFails(addDoc(collection(db, COLLECTIONS.contactSubmissions), submission('unread', 0)));
      await assertFails(setDoc(doc(db, `${COLLECTIONS.contactSubmissions}/new`), submission('unread', 0)));
      await assertFails(deleteDoc(doc(db, `${COLLECTIONS.contactSubmissions}/unread`)));
    });
  });

  describe.each(['anonymous', 'owner', 'other'] as const)('as %s', (role) => {
    it("cannot run the inbox's live listener", async () => {
      await assertFails(inboxListener(role));
    });

    it('cannot read a submission, even one sent from their own address', async () => {
      await assertFails(getDoc(submissionRef(role, 'unread')));
    });

    it('cannot list submissions', async () => {
      const inbox = collection(dbAs(env, role), COLLECTIONS.contactSubmissions);
      await assertFails(getDocs(inbox));
      await assertFails(getDocs(query(inbox, orderBy('submittedAt', 'desc'))));
      await assertFails(getDocs(query(inbox, orderBy('submittedAt', 'desc'), limit(1))));
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
