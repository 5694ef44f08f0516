// Outgoing email as documents in the `mail` collection, delivered by the site's own sender
// (./mail-delivery.ts, the `deliverMail` and `deliverDueMail` functions). The document keeps the
// shape the Trigger Email extension read before it (recipients, `from`, `replyTo` and `headers` at
// the top level; `subject`, `text`, `html` and `attachments` in `message`), so a project moving over
// keeps its queue and its history. Every email the site sends is built here, so the shape is
// written once; tests/mail read what arrives over SMTP.
import { COLLECTIONS } from '@/domain/collections';
import { escapeMarkup } from '@/domain/markup';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** A file sent with the message: fetched from `path` (a URL) when the message is sent. */
export interface MailAttachment {
  filename: string;
  path: string;
  contentType?: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * What goes around the message: a Reply-To address, extra headers such as List-Unsubscribe, and
 * what the message is about, so a failure reaches the screen that shows it: the subscriber it is
 * addressed to (marked when the address bounces), the newsletter issue it belongs to (its failures
 * counted), the contact message it tells the owner of (marked undelivered).
 */
export interface MailEnvelope {
  replyTo?: string;
  headers?: Record<string, string>;
  subscriberId?: string;
  issueId?: string;
  contactId?: string;
}

/** The extension's delivery states: waiting, held by one try, delivered, given up. */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/**
 * The delivery record, as the extension wrote it (`state`, `attempts`, `error`, `leaseExpireTime`,
 * `info`), with when the next try is due: at once for a new message, later after a temporary
 * refusal. `paced`: a newsletter issue's message, sent by the sweep at the provider's rate rather
 * than at once by the trigger.
 */
export interface MailDelivery {
  state: DeliveryState;
  attempts: number;
  nextAttemptTime: Timestamp;
  paced?: boolean;
}

export interface MailDocument extends MailEnvelope {
  to: string;
  message: MailMessage;
}

/** A document as written: the message and its delivery record. */
export interface QueuedMail extends MailDocument {
  delivery: MailDelivery;
}

/** Text made safe for an email's HTML body. */
export const escapeHtml = (text: string) => escapeMarkup(text, '&#39;');

export function mailDocument(to: string, message: MailMessage, envelope: MailEnvelope = {}): MailDocument {
  return { to, ...envelope, message };
}

/** The document to write: due now, for the trigger (or, `paced`, for the sweep at the provider's rate). */
export function queuedMail(mail: MailDocument, { paced = false, now = Timestamp.now() } = {}): QueuedMail {
  return { ...mail, delivery: { state: 'PENDING', attempts: 0, nextAttemptTime: now, ...(paced ? { paced } : {}) } };
}

/**
 * A document reference in `mail`, for writing inside a transaction or batch: a new one, or the one
 * of `id` for an email that must be written once however often it is tried (a newsletter send's).
 */
export const newMailRef = (db: Firestore, id?: string) =>
  id ? db.collection(COLLECTIONS.mail).doc(id) : db.collection(COLLECTIONS.mail).doc();
