// One subscriber per normalised email. create() inside a transaction makes concurrent
// repeats safe: exactly one creates the subscriber and queues the welcome email.
import { BRAND, PRAYER_JOURNAL_PATH } from '@/domain/constants';
import type { NewsletterInput } from '@/domain/schemas';
import type { NewsletterSubscribeResult, NewsletterSubscriber } from '@/domain/types';
import { COLLECTIONS } from '@/domain/collections';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { escapeHtml, mailDocument, newMailRef } from './mail';
import { str, toIso } from '../serialize';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed! Check your email for your free prayer journal download link.',
  alreadySubscribed: "You're already subscribed. Check your inbox for your free prayer journal download link.",
} as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function welcomeEmail(firstName: string, email: string, siteUrl: string) {
  const journalUrl = `${siteUrl}${PRAYER_JOURNAL_PATH}`;
  const subject = `Welcome to ${BRAND}: your free 30-day prayer journal`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Thank you for joining the ${BRAND} newsletter. As promised, here is your free 30-Day Prayer Journal:`,
    journalUrl,
    '',
    'Each day has a short scripture and a prompt to pray over your heart, your singleness and your future.',
    '',
    'Blessings,',
    `The ${BRAND} team`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>Thank you for joining the ${BRAND} newsletter. As promised, here is your free 30-Day Prayer Journal:</p>`,
    `<p><a href="${escapeHtml(journalUrl)}">Download the 30-Day Prayer Journal (PDF)</a></p>`,
    '<p>Each day has a short scripture and a prompt to pray over your heart, your singleness and your future.</p>',
    `<p>Blessings,<br>The ${BRAND} team</p>`,
  ].join('\n');
  return mailDocument(email, { subject, text, html });
}

export async function subscribe(
  db: Firestore,
  input: NewsletterInput,
  siteUrl: string,
): Promise<NewsletterSubscribeResult> {
  const email = normaliseEmail(input.email);
  const subscriberRef = db.collection('newsletterSubscribers').doc(email);
  const mailRef = newMailRef(db);
  const created = await db.runTransaction(async (tx) => {
    const existing = await tx.get(subscriberRef);
    if (existing.exists) return false;
    tx.create(subscriberRef, { firstName: input.firstName, email, subscribedAt: FieldValue.serverTimestamp() });
    tx.create(mailRef, welcomeEmail(input.firstName, email, siteUrl));
    return true;
  });
  return created
    ? { message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false }
    : { message: NEWSLETTER_MESSAGES.alreadySubscribed, alreadySubscribed: true };
}

/** Every subscriber, newest first, for the owner's Subscribers page and its CSV export. */
export async function listSubscribers(db: Firestore): Promise<NewsletterSubscriber[]> {
  const snap = await db.collection(COLLECTIONS.newsletterSubscribers).orderBy('subscribedAt', 'desc').get();
  return snap.docs.map((doc) => ({
    email: str(doc.get('email')) || doc.id,
    firstName: str(doc.get('firstName')),
    subscribedAt: toIso(doc.get('subscribedAt')) ?? new Date(0).toISOString(),
  }));
}
