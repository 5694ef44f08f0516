// The owner's newsletter: an issue is a subject and a Markdown body, rendered once to HTML and
// plain text, then written as one `mail` document per confirmed subscriber, each with that
// reader's own unsubscribe link and headers (newsletterEmail).
//
// A send is a document (`newsletterIssues/{id}`, the id chosen by the composer) with a status and
// a cursor over the subscribers, ordered by address. Each batch is one transaction that reads the
// issue, the next subscribers and their would-be emails, writes the missing emails and moves the
// cursor. So:
// - pressing Send twice, a retry after a timeout, or a restart halfway carries on from the cursor,
//   and an email whose deterministic id (issue + address hash) is already there is never written again;
// - a reader who unsubscribes while a send runs is read inside the batch's transaction: their
//   unsubscribe either lands before it (they are skipped) or makes it run again with the new status.
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@/domain/collections';
import { FIRST_NAME_FALLBACK, FIRST_NAME_PLACEHOLDER } from '@/domain/constants';
import { markdownToText, renderMarkdown } from '@/domain/markdown';
import type { NewsletterDraftInput, NewsletterSendInput } from '@/domain/schemas';
import type { NewsletterIssue, NewsletterIssueStatus, NewsletterStatus, SubscriberCounts } from '@/domain/types';
import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Config } from '../config';
import { conflict, HttpError, notFound } from '../http-error';
import { num, str, toIso } from '../serialize';
import { escapeHtml, newMailRef, queuedMail, type MailDocument } from './mail';
import { newsletterEmail, subscriberStatus, type NewsletterLinks } from './newsletter';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Room for one batch's emails in a transaction (Firestore takes up to 10 MiB in one request). */
const BATCH_BYTES = 8 * 1024 * 1024;

export const NEWSLETTER_ISSUE_MESSAGES = {
  noRecipients: 'There are no confirmed subscribers to send to yet.',
  noOwnerAddress: 'Your account has no email address, so a test cannot be sent to you.',
  otherWords: 'This send has already started with a different subject or body. Reload the page to write a new one.',
  overCeiling: (total: number, sentToday: number, ceiling: number) =>
    `This send would mail ${total} subscribers, and ${sentToday} have been mailed in the last 24 hours: ` +
    `together that is over the daily limit of ${ceiling}. Send it tomorrow, or raise ` +
    'NEWSLETTER_DAILY_RECIPIENT_CEILING if your email provider allows more.',
} as const;

/** An issue's words as every reader gets them, before their name goes in. */
export interface RenderedIssue {
  subject: string;
  html: string;
  text: string;
}

/** The Markdown body as email HTML and text, site paths made absolute (an email has no site to be relative to). */
export function renderIssue({ subject, body }: NewsletterDraftInput, siteUrl: string): RenderedIssue {
  return {
    subject,
    html: renderMarkdown(body, { siteUrl }),
    text: markdownToText(body, { withUrls: true, siteUrl }),
  };
}

/** `{{firstName}}` as the reader's name (escaped in the HTML), or 'friend' when the name is not known. */
export function personalise(issue: RenderedIssue, firstName: string): RenderedIssue {
  // One line, whatever an old record holds: the name may land in the subject header.
  const name = firstName.replace(/\s+/g, ' ').trim() || FIRST_NAME_FALLBACK;
  const fill = (part: string, value: string) => part.split(FIRST_NAME_PLACEHOLDER).join(value);
  return {
    subject: fill(issue.subject, name),
    html: fill(issue.html, escapeHtml(name)),
    text: fill(issue.text, name),
  };
}

/**
 * One reader's email of an issue: their name, their unsubscribe link and headers, and the issue it
 * belongs to (`issueId`, whose failures the send's progress counts; none for a test).
 */
export function issueEmail(
  links: NewsletterLinks,
  issue: RenderedIssue,
  reader: { email: string; firstName: string; subscriberId?: string; issueId?: string },
): MailDocument {
  const { subject, html, text } = personalise(issue, reader.firstName);
  const email = newsletterEmail(links, reader.email, subject, [text], [html], reader.subscriberId);
  return reader.issueId ? { ...email, issueId: reader.issueId } : email;
}

const issuesRef = (db: Firestore) => db.collection(COLLECTIONS.newsletterIssues);

/** The id of a reader's email of an issue: the same on every try, so it is written once. */
export function issueMailId(issueId: string, email: string): string {
  return `${issueId}-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
}

function toIssue(doc: DocumentSnapshot, changes: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id: doc.id,
    subject: str(doc.get('subject')),
    status: str(doc.get('status'), 'failed') as NewsletterIssueStatus,
    total: num(doc.get('total')),
    sent: num(doc.get('sent')),
    // Counted by the mail sender as it gives messages up (./mail-delivery.ts); absent until then.
    failed: num(doc.get('failed')),
    bounced: num(doc.get('bounced')),
    createdAt: toIso(doc.get('createdAt')) ?? new Date(0).toISOString(),
    sentAt: toIso(doc.get('sentAt')) ?? null,
    ...changes,
  };
}

/** 'Send test to me': the issue to the signed-in owner's own address, and to no one else. */
export async function sendTestIssue(
  db: Firestore,
  draft: NewsletterDraftInput,
  owner: { email: string | null; name: string | null },
  links: NewsletterLinks,
): Promise<{ to: string }> {
  if (!owner.email) throw new HttpError(400, NEWSLETTER_ISSUE_MESSAGES.noOwnerAddress);
  const issue = renderIssue(draft, links.siteUrl);
  const test = { ...issue, subject: `[Test] ${issue.subject}` };
  const firstName = owner.name?.trim().split(/\s+/)[0] ?? '';
  await newMailRef(db).create(queuedMail(issueEmail(links, test, { email: owner.email, firstName })));
  return { to: owner.email };
}

export interface SendSettings {
  links: NewsletterLinks;
  dailyCeiling: number;
  batchSize: number;
  /** How long one call writes batches before it answers with its progress. */
  sliceMs: number;
}

/**
 * A send's settings from the functions' config, as the admin routes send with them (and
 * scripts/bench-send.ts). Call it per request: the secret's value exists only at run time, not while
 * the CLI reads the declarations.
 */
export const sendSettings = (
  config: Pick<
    Config,
    | 'siteUrl'
    | 'newsletterTokenSecret'
    | 'newsletterDailyRecipientCeiling'
    | 'newsletterSendBatchSize'
    | 'newsletterSendSliceMs'
  >,
): SendSettings => ({
  links: { siteUrl: config.siteUrl, secret: config.newsletterTokenSecret },
  dailyCeiling: config.newsletterDailyRecipientCeiling,
  batchSize: config.newsletterSendBatchSize,
  sliceMs: config.newsletterSendSliceMs,
});

/** Who a send never mails: every other subscriber is confirmed (subscriberStatus reads a document without a status so). */
export const NOT_MAILED_STATUSES = ['pending', 'unsubscribed', 'bounced'] as const satisfies readonly Exclude<
  NewsletterStatus,
  'confirmed'
>[];

/**
 * Every subscriber, and how many a send mails (the Subscribers page's and the composer's counts),
 * from two aggregations and never the documents: every one but those pending, unsubscribed or
 * bounced (NOT_MAILED_STATUSES).
 */
export async function countSubscribers(db: Firestore): Promise<SubscriberCounts> {
  const subscribers = db.collection(COLLECTIONS.newsletterSubscribers);
  const notMailed: NewsletterStatus[] = [...NOT_MAILED_STATUSES];
  const [all, withheld] = await Promise.all([
    subscribers.count().get(),
    subscribers.where('status', 'in', notMailed).count().get(),
  ]);
  return { total: all.data().count, confirmed: all.data().count - withheld.data().count };
}

/**
 * Starts the send named by `input.issueId` (or finds it started) and writes batches for a while.
 * The answer says how far it got; while it is 'sending', `resumeSend` carries on.
 */
export async function startSend(
  db: Firestore,
  input: NewsletterSendInput,
  createdBy: string,
  settings: SendSettings,
): Promise<NewsletterIssue> {
  const ref = issuesRef(db).doc(input.issueId);
  const existing = await ref.get();
  if (existing.exists) {
    if (existing.get('subject') !== input.subject || existing.get('body') !== input.body) {
      throw conflict(NEWSLETTER_ISSUE_MESSAGES.otherWords);
    }
  } else {
    // Counted for the progress and the daily limit only: who is mailed is read batch by batch.
    const total = (await countSubscribers(db)).confirmed;
    if (total === 0) throw new HttpError(400, NEWSLETTER_ISSUE_MESSAGES.noRecipients);
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return; // the same send, pressed twice at once
      const now = Date.now();
      const recent = await tx.get(issuesRef(db).where('createdAt', '>', Timestamp.fromMillis(now - DAY_MS)));
      const sentToday = recent.docs.reduce((sum, doc) => sum + num(doc.get('total')), 0);
      if (sentToday + total > settings.dailyCeiling) {
        throw new HttpError(429, NEWSLETTER_ISSUE_MESSAGES.overCeiling(total, sentToday, settings.dailyCeiling));
      }
      tx.create(ref, {
        subject: input.subject,
        body: input.body,
        status: 'sending',
        total,
        sent: 0,
        cursor: null,
        createdBy,
        createdAt: Timestamp.fromMillis(now),
        sentAt: null,
      });
    });
  }
  return resumeSend(db, input.issueId, settings);
}

/** Writes the next batches of a started send for up to `sliceMs` (at least one batch). */
export async function resumeSend(db: Firestore, issueId: string, settings: SendSettings): Promise<NewsletterIssue> {
  const started = Date.now();
  let issue: NewsletterIssue;
  do {
    issue = await sendBatch(db, issueId, settings);
  } while (issue.status === 'sending' && Date.now() - started < settings.sliceMs);
  return issue;
}

async function sendBatch(db: Firestore, issueId: string, settings: SendSettings): Promise<NewsletterIssue> {
  const ref = issuesRef(db).doc(issueId);
  try {
    return await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw notFound('No such newsletter send');
      if (snap.get('status') === 'sent') return toIssue(snap);
      const issue = renderIssue(
        { subject: str(snap.get('subject')), body: str(snap.get('body')) },
        settings.links.siteUrl,
      );
      const size = Math.max(1, Math.min(settings.batchSize, Math.floor(BATCH_BYTES / mailBytes(issue))));
      const cursor = snap.get('cursor') as string | null;
      let page = db.collection(COLLECTIONS.newsletterSubscribers).orderBy(FieldPath.documentId()).limit(size);
      if (cursor) page = page.startAfter(cursor);
      const subscribers = await tx.get(page);
      // Read in this transaction: an unsubscribe committed meanwhile makes it run again.
      const readers = subscribers.docs.filter((doc) => subscriberStatus(doc) === 'confirmed');
      const mailRefs = readers.map((doc) => newMailRef(db, issueMailId(issueId, doc.id)));
      const written = mailRefs.length > 0 ? await tx.getAll(...mailRefs) : [];
      let sent = num(snap.get('sent'));
      readers.forEach((reader, index) => {
        if (written[index]!.exists) return;
        const email = str(reader.get('email')) || reader.id;
        const mail = issueEmail(settings.links, issue, {
          email,
          firstName: str(reader.get('firstName')),
          subscriberId: reader.id,
          issueId,
        });
        // Paced: the sweep hands them to the SMTP server at the provider's rate (./mail-delivery.ts).
        tx.create(mailRefs[index]!, queuedMail(mail, { paced: true }));
        sent += 1;
      });
      const done = subscribers.size < size;
      const sentAt = done ? Timestamp.now() : null;
      tx.update(ref, {
        sent,
        cursor: subscribers.docs.at(-1)?.id ?? cursor,
        status: done ? 'sent' : 'sending',
        sentAt,
      });
      return toIssue(snap, { sent, status: done ? 'sent' : 'sending', sentAt: toIso(sentAt) ?? null });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Shown in the history until the send is resumed; the cursor keeps what was done.
    await db
      .runTransaction(async (tx) => {
        if ((await tx.get(ref)).get('status') === 'sending') tx.update(ref, { status: 'failed' });
      })
      .catch(() => undefined);
    throw error;
  }
}

/** An estimate of one email's size in a batch: the issue's two bodies and room for the rest. */
const mailBytes = (issue: RenderedIssue) =>
  Buffer.byteLength(issue.html) + Buffer.byteLength(issue.text) + Buffer.byteLength(issue.subject) + 2048;

/** Past sends, newest first, for the history list. */
export async function listIssues(db: Firestore, limit = 100): Promise<NewsletterIssue[]> {
  const snap = await issuesRef(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snap.docs.map((doc) => toIssue(doc));
}
