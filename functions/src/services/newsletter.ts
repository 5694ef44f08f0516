// The newsletter with double opt-in. Subscribing stores a pending subscriber and sends one
// confirmation email that holds nothing the visitor typed (a stranger's address cannot be used to
// mail words of someone else's choosing); the journal's link comes only once the subscription is
// confirmed, on the page the emailed link opens and in the welcome email. The visitor's answer is
// the same whether or not the address was on the list, so no one can find out who subscribes.
// Every email carries a one-click unsubscribe link and the RFC 8058 List-Unsubscribe headers.
import { COLLECTIONS } from '@/domain/collections';
import { BRAND, NEWSLETTER_STATUSES, PRAYER_JOURNAL_PATH, SUBSCRIBER_SEARCH_CANDIDATES_MAX } from '@/domain/constants';
import { SEARCH_WORDS_FIELD, searchQueryWords } from '@/domain/search-words';
import { ROUTES } from '@/domain/routes';
import type { NewsletterInput } from '@/domain/schemas';
import {
  SUBSCRIBER_LISTED_AT_FIELD,
  subscriberMatches,
  subscriberSearchWords,
  type SubscriberStatusFilter,
} from '@/domain/subscribers';
import type { NewsletterStatus, NewsletterSubscribeResult, NewsletterSubscriber } from '@/domain/types';
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpError } from '../http-error';
import { creditConversion, type ConversionCredit } from './insights';
import { escapeHtml, mailDocument, newMailRef, queuedMail, type MailDocument } from './mail';
import { readToken, signToken, verifyToken } from './newsletter-tokens';
import { str, toIso } from '../serialize';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Almost there! Check your email and confirm your subscription to get your free prayer journal.',
  confirmed: "You're subscribed! Your free prayer journal is on its way to your inbox.",
  unsubscribed: "You've been unsubscribed. You won't receive any more emails from us.",
  invalidLink: 'This link is not valid or has expired. Please subscribe again.',
} as const;

/** A repeated request within this time sends no second confirmation email. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface NewsletterLinks {
  siteUrl: string;
  secret: string;
}

const unsubscribeApiUrl = ({ siteUrl, secret }: NewsletterLinks, email: string) =>
  `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(signToken(secret, 'unsubscribe', email))}`;
const unsubscribePageUrl = ({ siteUrl, secret }: NewsletterLinks, email: string) =>
  `${siteUrl}${ROUTES.newsletterUnsubscribe}?token=${encodeURIComponent(signToken(secret, 'unsubscribe', email))}`;

/**
 * Every newsletter email: the footer with the unsubscribe link, and RFC 8058 one-click headers. It
 * names the subscriber (their document's id, the address as stored), so a permanent bounce marks them.
 */
export function newsletterEmail(
  links: NewsletterLinks,
  email: string,
  subject: string,
  lines: string[],
  htmlLines: string[],
  subscriberId = email,
): MailDocument {
  const unsubscribe = unsubscribePageUrl(links, email);
  const text = [...lines, '', `Unsubscribe: ${unsubscribe}`].join('\n');
  const html = [
    ...htmlLines,
    `<p style="font-size:12px"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return mailDocument(
    email,
    { subject, text, html },
    {
      headers: {
        'List-Unsubscribe': `<${unsubscribeApiUrl(links, email)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      subscriberId,
    },
  );
}

/**
 * What the signup form promised (a journal in the inbox) comes first: the link opens a page whose
 * one press confirms and hands over the journal.
 */
const CONFIRMATION_FIRST_LINE = 'Your free 30-Day Prayer Journal is one press away: confirm your subscription below.';

/**
 * Nothing in it comes from the visitor: only the site's words and the signed link, which carries the
 * signup's credit to the page it started on (credited once confirmed).
 */
export function confirmationEmail(
  links: NewsletterLinks,
  email: string,
  { now = Date.now(), credit }: { now?: number; credit?: ConversionCredit } = {},
): MailDocument {
  const confirmUrl = `${links.siteUrl}${ROUTES.newsletterConfirm}?token=${encodeURIComponent(
    signToken(links.secret, 'confirm', email, { now, credit }),
  )}`;
  return newsletterEmail(
    links,
    email,
    `Please confirm your ${BRAND} subscription`,
    [
      CONFIRMATION_FIRST_LINE,
      '',
      `Someone (we hope you) asked to join the ${BRAND} newsletter with this address.`,
      'Confirm your subscription, and the journal is yours to download at once:',
      confirmUrl,
      '',
      'If it was not you, ignore this email: nothing more will be sent.',
    ],
    [
      `<p>${CONFIRMATION_FIRST_LINE}</p>`,
      `<p>Someone (we hope you) asked to join the ${BRAND} newsletter with this address.</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a>, and the journal is yours to download at once.</p>`,
      '<p>If it was not you, ignore this email: nothing more will be sent.</p>',
    ],
  );
}

/** The journal as the welcome email's attachment: fetched from the site when the email is sent. */
export const PRAYER_JOURNAL_FILENAME = '30-day-prayer-journal.pdf';

export function welcomeEmail(links: NewsletterLinks, firstName: string, email: string): MailDocument {
  const journalUrl = `${links.siteUrl}${PRAYER_JOURNAL_PATH}`;
  const welcome = newsletterEmail(
    links,
    email,
    `Welcome to ${BRAND}: your free 30-day prayer journal`,
    [
      `Hi ${firstName},`,
      '',
      `Thank you for joining the ${BRAND} newsletter. As promised, here is your free 30-Day Prayer Journal:`,
      journalUrl,
      '',
      'Each day has a short scripture and a prompt to pray over your heart, your singleness and your future.',
      '',
      'Blessings,',
      `The ${BRAND} team`,
    ],
    [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>Thank you for joining the ${BRAND} newsletter. As promised, here is your free 30-Day Prayer Journal:</p>`,
      `<p><a href="${escapeHtml(journalUrl)}">Download the 30-Day Prayer Journal (PDF)</a></p>`,
      '<p>Each day has a short scripture and a prompt to pray over your heart, your singleness and your future.</p>',
      `<p>Blessings,<br>The ${BRAND} team</p>`,
    ],
  );
  const attachment = { filename: PRAYER_JOURNAL_FILENAME, path: journalUrl, contentType: 'application/pdf' };
  return { ...welcome, message: { ...welcome.message, attachments: [attachment] } };
}

/**
 * A subscriber document's status. Addresses stored before double opt-in have none: they were
 * welcomed at once, so they count as confirmed.
 */
export function subscriberStatus(doc: DocumentSnapshot): NewsletterStatus {
  const status: unknown = doc.get('status');
  return (NEWSLETTER_STATUSES as readonly unknown[]).includes(status) ? (status as NewsletterStatus) : 'confirmed';
}

const subscriberRef = (db: Firestore, email: string) => db.collection(COLLECTIONS.newsletterSubscribers).doc(email);

/** Firestore's gRPC code for a `create` of a document that is already there. */
const ALREADY_EXISTS = 6;

const SUBSCRIBED: NewsletterSubscribeResult = { message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false };

/** Always the same answer: whether the address was new, pending, confirmed or gone is not told. */
export async function subscribe(
  db: Firestore,
  input: NewsletterInput,
  links: NewsletterLinks,
  credit?: ConversionCredit,
): Promise<NewsletterSubscribeResult> {
  const email = normaliseEmail(input.email);
  const ref = subscriberRef(db, email);
  const batch = db
    .batch()
    .create(ref, pendingSubscriber(input.firstName, email))
    .create(newMailRef(db), queuedMail(confirmationEmail(links, email, { credit })));
  // A new address, the common case, is one batch with no read: of concurrent requests for one
  // address exactly one creates it and its email, and the others fail with ALREADY_EXISTS. A
  // transaction here had them all contend for the document's lock, and on a loaded machine the
  // emulator aborted every one of them (Firestore does too once its retries run out).
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    if (await confirmationDue(ref)) await resendConfirmation(db, ref, input.firstName, email, links, credit);
  }
  // Credited once confirmed (confirmSubscription), by what its link carries.
  return SUBSCRIBED;
}

/**
 * The owner's list's date and search words (src/domain/subscribers) of a change made `at`, the
 * same instant as the change's own date field: an import makes them from that field (content-checks
 * withListFields) and so finds them unchanged.
 */
function listFields(subscriber: { firstName?: string; email: string }, at: Timestamp) {
  return {
    [SUBSCRIBER_LISTED_AT_FIELD]: at,
    [SEARCH_WORDS_FIELD]: subscriberSearchWords(subscriber, at.toMillis()),
  };
}

function pendingSubscriber(firstName: string, email: string) {
  const now = Timestamp.now();
  return {
    firstName,
    email,
    status: 'pending',
    requestedAt: now,
    confirmationSentAt: now,
    ...listFields({ firstName, email }, now),
  };
}

/**
 * Whether an existing subscriber should get a (new) confirmation email. Confirmed subscribers, and
 * ones from before double opt-in (no status), stay as they are; a pending one is sent a second
 * email only once the last is old enough that a repeated press is not a duplicate. An unsubscribed
 * or bounced address signing up again is sent one at once (and is pending again: the bounce is
 * forgotten, as the address may work now).
 */
export function confirmationIsDue(existing: DocumentSnapshot): boolean {
  const status = existing.get('status');
  if (!existing.exists) return true;
  if (status === 'confirmed' || status === undefined) return false;
  const sentAt = existing.get('confirmationSentAt')?.toMillis?.() as number | undefined;
  return !(status === 'pending' && sentAt && Date.now() - sentAt < CONFIRMATION_RESEND_MS);
}

// A plain read first, so repeated presses (the usual reason to get here) take no lock at all.
const confirmationDue = async (ref: DocumentReference) => confirmationIsDue(await ref.get());

async function resendConfirmation(
  db: Firestore,
  ref: DocumentReference,
  firstName: string,
  email: string,
  links: NewsletterLinks,
  credit: ConversionCredit | undefined,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    if (!confirmationIsDue(await tx.get(ref))) return;
    tx.set(ref, pendingSubscriber(firstName, email));
    tx.create(newMailRef(db), queuedMail(confirmationEmail(links, email, { credit })));
  });
}

export async function confirmSubscription(db: Firestore, token: unknown, links: NewsletterLinks): Promise<string> {
  const read = readToken(links.secret, 'confirm', token);
  if (!read) throw new HttpError(400, NEWSLETTER_MESSAGES.invalidLink);
  const { email } = read;
  const ref = subscriberRef(db, email);
  const confirmed = await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (!existing.exists || existing.get('status') === 'unsubscribed') {
      throw new HttpError(400, NEWSLETTER_MESSAGES.invalidLink);
    }
    // Following the link twice welcomes once, and counts once.
    if (existing.get('status') !== 'pending') return false;
    const now = Timestamp.now();
    tx.update(ref, {
      status: 'confirmed',
      confirmedAt: now,
      ...listFields({ firstName: str(existing.get('firstName')), email }, now),
    });
    tx.create(newMailRef(db), queuedMail(welcomeEmail(links, String(existing.get('firstName') ?? ''), email)));
    return true;
  });
  // A signup counts once it is confirmed: an address typed by someone else, or never confirmed, does not.
  if (confirmed) await creditConversion(db, 'signups', read.credit);
  return NEWSLETTER_MESSAGES.confirmed;
}

export async function unsubscribe(db: Firestore, token: unknown, secret: string): Promise<string> {
  const email = verifyToken(secret, 'unsubscribe', token);
  if (!email) throw new HttpError(400, NEWSLETTER_MESSAGES.invalidLink);
  const ref = subscriberRef(db, email);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (!existing.exists || existing.get('status') === 'unsubscribed') return;
    // The name goes with the subscription: only the address stays, so it is never mailed again by mistake.
    const now = Timestamp.now();
    tx.set(ref, { email, status: 'unsubscribed', unsubscribedAt: now, ...listFields({ email }, now) });
  });
  return NEWSLETTER_MESSAGES.unsubscribed;
}

/**
 * A stored subscriber as the owner's list shows it: its date is the list's (listedAt), or for one
 * stored before the list kept it, when it was confirmed, else asked, else left.
 */
export function subscriberFromDoc(doc: DocumentSnapshot): NewsletterSubscriber {
  return {
    email: str(doc.get('email')) || doc.id,
    firstName: str(doc.get('firstName')),
    status: subscriberStatus(doc),
    subscribedAt:
      toIso(
        doc.get(SUBSCRIBER_LISTED_AT_FIELD) ??
          doc.get('confirmedAt') ??
          doc.get('requestedAt') ??
          doc.get('subscribedAt') ??
          doc.get('unsubscribedAt'),
      ) ?? new Date(0).toISOString(),
  };
}

export interface SubscriberListRequest {
  status: SubscriberStatusFilter;
  search?: string;
  page: number;
  pageSize: number;
}

export interface SubscriberList {
  subscribers: NewsletterSubscriber[];
  /** How many the list holds (a search: how many of its candidates match). */
  total: number;
}

const subscribersRef = (db: Firestore) => db.collection(COLLECTIONS.newsletterSubscribers);

/**
 * One page of the owner's list, newest first, and its total from an aggregation: the page is one
 * ordered query on the stored list date (with the status filter, one composite index), so the
 * browser and the function hold one page at any list size. A search reads the newest
 * SUBSCRIBER_SEARCH_CANDIDATES_MAX holding its longest word (one map key of `searchWords`, as the
 * blog's search does), then keeps those matching every word and the status, and pages them.
 */
export async function listSubscriberPage(db: Firestore, request: SubscriberListRequest): Promise<SubscriberList> {
  const { status, search = '', page, pageSize } = request;
  const [longest] = searchQueryWords(search);
  if (longest) {
    const word = new FieldPath(SEARCH_WORDS_FIELD, longest);
    const snap = await subscribersRef(db)
      .where(word, '>=', 0)
      .orderBy(word, 'desc')
      .limit(SUBSCRIBER_SEARCH_CANDIDATES_MAX)
      .get();
    const matches = snap.docs.map(subscriberFromDoc).filter((item) => subscriberMatches(item, search, status));
    const start = (page - 1) * pageSize;
    return { subscribers: matches.slice(start, start + pageSize), total: matches.length };
  }
  const base = status === 'all' ? subscribersRef(db) : subscribersRef(db).where('status', '==', status);
  const [snap, count] = await Promise.all([
    base
      .orderBy(SUBSCRIBER_LISTED_AT_FIELD, 'desc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .get(),
    base.count().get(),
  ]);
  return { subscribers: snap.docs.map(subscriberFromDoc), total: count.data().count };
}
