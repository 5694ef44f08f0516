// Outgoing email as documents in the `mail` collection, for the Trigger Email extension
// (github.com/firebase/extensions, firestore-send-email). Its README ("Using custom headers") and
// POSTINSTALL.md ("Sender and recipient fields", "Message field") document the fields, and its delivery
// (functions/src/index.ts, the `mailOptions` it gives nodemailer) reads the recipients, `from`, `replyTo`
// and `headers` from the document's top level and only `subject`, `text`, `html` and `attachments` from
// `message`: anything else in `message` is dropped without a word. Every email the site sends is built
// here, so the shape is written once; tests/support/mail-contract.ts checks it against those fields.
import { COLLECTIONS } from '@/domain/collections';
import { escapeMarkup } from '@/domain/markup';
import type { Firestore } from 'firebase-admin/firestore';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** What goes around the message: a Reply-To address, and extra headers such as List-Unsubscribe. */
export interface MailEnvelope {
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface MailDocument extends MailEnvelope {
  to: string;
  message: MailMessage;
}

/** Text made safe for an email's HTML body. */
export const escapeHtml = (text: string) => escapeMarkup(text, '&#39;');

export function mailDocument(to: string, message: MailMessage, envelope: MailEnvelope = {}): MailDocument {
  return { to, ...envelope, message };
}

/**
 * A document reference in `mail`, for writing inside a transaction or batch: a new one, or the one
 * of `id` for an email that must be written once however often it is tried (a newsletter send's).
 */
export const newMailRef = (db: Firestore, id?: string) =>
  id ? db.collection(COLLECTIONS.mail).doc(id) : db.collection(COLLECTIONS.mail).doc();
