// Contact messages: stored unread with a server timestamp; admins read them and move
// their status forward only (unread → read → replied, never back).
import { canTransition, contactSubmissionFrom } from '@/domain/contact';
import type { ContactInput } from '@/domain/schemas';
import type { ContactStatus, ContactSubmission, InboxCounts } from '@/domain/types';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { conflict, notFound } from '../http-error';
import { toIso } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';
import { creditConversion, type ConversionCredit } from './insights';
import { escapeHtml, mailDocument, newMailRef, queuedMail, type MailDocument } from './mail';

const SUBMISSIONS = COLLECTIONS.contactSubmissions;

/**
 * The owner's notice of a new message; the message is quoted as text, never as markup. It names the
 * message (`contactId`), so the inbox can say when the notice could not be delivered.
 */
export function ownerNoticeFor(ownerEmail: string, input: ContactInput, contactId?: string): MailDocument {
  const subject = `New contact message from ${input.name}: ${input.subject}`;
  const text = `${input.name} <${input.email}> wrote:\n\nSubject: ${input.subject}\n\n${input.message}\n`;
  const html =
    `<p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt; wrote:</p>` +
    `<p>Subject: ${escapeHtml(input.subject)}</p>` +
    `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`;
  return mailDocument(
    ownerEmail,
    { subject, text, html },
    { replyTo: input.email, ...(contactId ? { contactId } : {}) },
  );
}

/**
 * Stores the message and queues the owner's notice in one batch, so neither exists without the
 * other; then credits it to the page it was sent from, apart (./insights.ts).
 */
export async function storeContact(
  db: Firestore,
  input: ContactInput,
  ownerEmail: string,
  credit?: ConversionCredit,
): Promise<string> {
  const ref = db.collection(SUBMISSIONS).doc();
  const batch = db.batch();
  batch.create(ref, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    status: 'unread' satisfies ContactStatus,
    submittedAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.create(newMailRef(db), queuedMail(ownerNoticeFor(ownerEmail, input, ref.id)));
  await batch.commit();
  await creditConversion(db, 'contacts', credit);
  return ref.id;
}

export function submissionFromDoc(doc: DocumentSnapshot): ContactSubmission {
  const data = doc.data() ?? {};
  return contactSubmissionFrom(doc.id, { ...data, submittedAt: toIso(data.submittedAt) });
}

/** Newest first: the newest `limit` (what the live inbox shows, when it cannot listen), or every one. */
export async function listSubmissions(db: Firestore, limit?: number): Promise<ContactSubmission[]> {
  const newest = db.collection(SUBMISSIONS).orderBy('submittedAt', 'desc');
  const snap = await (limit ? newest.limit(limit) : newest).get();
  return snap.docs.map(submissionFromDoc);
}

/** The inbox's badges: two aggregations, never the messages, however many there are. */
export async function countSubmissions(db: Firestore): Promise<InboxCounts> {
  const submissions = db.collection(SUBMISSIONS);
  const [total, unread] = await Promise.all([
    submissions.count().get(),
    submissions
      .where('status', '==', 'unread' satisfies ContactStatus)
      .count()
      .get(),
  ]);
  return { total: total.data().count, unread: unread.data().count };
}

export async function updateSubmissionStatus(
  db: Firestore,
  id: string,
  status: ContactStatus,
): Promise<ContactSubmission> {
  const ref = db.collection(SUBMISSIONS).doc(id);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound('Contact submission not found');
    const from = submissionFromDoc(current).status;
    if (!canTransition(from, status)) throw conflict(`Cannot change status from ${from} to ${status}`);
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
  });
  return submissionFromDoc(await ref.get());
}
