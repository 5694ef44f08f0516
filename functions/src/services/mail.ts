// Outgoing email as documents in the `mail` collection, in the shape the Trigger Email extension
// (firebase/firestore-send-email) sends: { to, message: { subject, text, html, headers? } }.
// Every email the site sends is built here, so the shape is written once.
import { COLLECTIONS } from '@/domain/collections';
import { escapeMarkup } from '@/domain/markup';
import type { Firestore } from 'firebase-admin/firestore';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe); the extension passes them to the mail transport. */
  headers?: Record<string, string>;
}

export interface MailDocument {
  to: string;
  message: MailMessage;
}

/** Text made safe for an email's HTML body. */
export const escapeHtml = (text: string) => escapeMarkup(text, '&#39;');

export function mailDocument(to: string, message: MailMessage): MailDocument {
  return { to, message };
}

/** A new document reference in `mail`, for writing inside a transaction or batch. */
export const newMailRef = (db: Firestore) => db.collection(COLLECTIONS.mail).doc();
