// The site's own mail sender: delivers the `mail` collection's documents over SMTP (nodemailer), in
// place of the retired Trigger Email extension, and writes the extension's delivery record on each.
//
// Once, as far as SMTP allows:
// - a try first takes the document's lease in a transaction (state PROCESSING, attempts + 1, a
//   lease expiry), so a retried trigger, the sweep and a second instance never send it together;
// - every try of a document gives the message the same Message-ID (<document id@sender's domain>),
//   so the rare message sent twice (a try that died after the server took it, before its record was
//   written) is one message to a mail client that threads by it.
// Retries:
// - a temporary refusal (a 4xx reply, a lost connection, a timeout) waits RETRY_DELAYS_MS and is
//   tried again by the sweep, up to MAIL_MAX_ATTEMPTS tries over hours; then it is an ERROR;
// - a permanent refusal (a 5xx reply) is an ERROR at once, and a recipient refused that way (at RCPT)
//   is a bounce: the subscriber is marked bounced, and later sends skip them;
// - a try that never finished (an instance stopped mid-send) leaves its lease to run out, and the
//   sweep takes the document up again.
// Throughput: transactional mail goes at once, from the trigger; a newsletter issue's messages are
// `paced` and go from the sweep at MAIL_PER_SECOND (the provider's rate); the daily cap is the send's
// own (NEWSLETTER_DAILY_RECIPIENT_CEILING, ./newsletter-issues.ts).
import { COLLECTIONS } from '@/domain/collections';
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { DeliveryState, MailAttachment } from './mail';

/** How long one try holds a document: far more than one SMTP exchange, and taken up again after. */
export const LEASE_MS = 5 * 60_000;

/**
 * The waits after each temporary refusal, the last repeated: with the default 8 tries, the last
 * comes about 8 hours after the first (docs/deploy.md, "Mail").
 */
export const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 120, 240].map((minutes) => minutes * 60_000);

export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;

/** What the SMTP server said of one message, as nodemailer tells it. */
export interface SentInfo {
  messageId?: string;
  accepted?: unknown[];
  rejected?: unknown[];
  response?: string;
}

/** Whatever hands a message to an SMTP server: nodemailer's transport, or a test's. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<SentInfo>;
}

export interface MailSettings {
  /** The sender when a document names none (DEFAULT_FROM). */
  from: string;
  /** Where replies go when a document names nowhere (DEFAULT_REPLY_TO). */
  replyTo?: string;
  /** Tries before a temporary refusal is an ERROR (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  leaseMs?: number;
}

/** A pooled SMTP transport for SMTP_CONNECTION_URI, the password apart; paced at `perSecond` when given. */
export function smtpTransport(connectionUri: string, password?: string, perSecond?: number): MailTransport {
  const url = new URL(connectionUri);
  const user = decodeURIComponent(url.username);
  return createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    pool: true,
    maxConnections: 5,
    ...(perSecond ? { rateDelta: 1000, rateLimit: perSecond } : {}),
    // A server that stops answering is a temporary failure, not a function stuck until its timeout.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
}

/** Who is trying: the trigger sends a new message at once; the sweep whatever is due. */
type Sender = 'trigger' | 'sweep';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/** Whether a document's record lets this sender take it now. */
export function isDue(delivery: Record<string, unknown> | undefined, now: number, sender: Sender): boolean {
  const state = (delivery?.state ?? 'PENDING') as DeliveryState;
  if (state === 'SUCCESS' || state === 'ERROR') return false;
  if (state === 'PROCESSING') return (millis(delivery?.leaseExpireTime) ?? 0) <= now;
  // The trigger leaves a newsletter's messages, and retries, to the sweep.
  if (sender === 'trigger') return !delivery?.paced && Number(delivery?.attempts ?? 0) === 0;
  return (millis(delivery?.nextAttemptTime) ?? 0) <= now;
}

/** The domain of an address such as `Name <hello@example.com>`, for the Message-ID. */
function domainOf(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}

export const messageIdFor = (mailId: string, from: string) => `<${mailId}@${domainOf(from)}>`;

type Claimed = { data: Record<string, unknown>; attempt: number };

/** Takes the document's lease if it is due: what to send, or null when it is not this try's to send. */
async function claim(db: Firestore, ref: DocumentReference, now: number, sender: Sender, leaseMs: number) {
  return db.runTransaction(async (tx): Promise<Claimed | null> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const delivery = snap.get('delivery') as Record<string, unknown> | undefined;
    if (!isDue(delivery, now, sender)) return null;
    const attempt = Number(delivery?.attempts ?? 0) + 1;
    tx.update(ref, {
      'delivery.state': 'PROCESSING' satisfies DeliveryState,
      'delivery.attempts': attempt,
      'delivery.startTime': Timestamp.fromMillis(now),
      'delivery.leaseExpireTime': Timestamp.fromMillis(now + leaseMs),
    });
    return { data: snap.data()!, attempt };
  });
}

/** The SMTP message of a document, as the extension built it, with a stable Message-ID. */
export function smtpMessage(mailId: string, data: Record<string, unknown>, settings: MailSettings): SendMailOptions {
  const message = (data.message ?? {}) as Record<string, unknown>;
  const from = typeof data.from === 'string' && data.from ? data.from : settings.from;
  const replyTo = typeof data.replyTo === 'string' && data.replyTo ? data.replyTo : settings.replyTo;
  const attachments = (message.attachments ?? []) as MailAttachment[];
  return {
    from,
    ...(replyTo ? { replyTo } : {}),
    to: data.to as string | string[],
    ...(data.cc ? { cc: data.cc as string | string[] } : {}),
    ...(data.bcc ? { bcc: data.bcc as string | string[] } : {}),
    subject: String(message.subject ?? ''),
    ...(typeof message.text === 'string' ? { text: message.text } : {}),
    ...(typeof message.html === 'string' ? { html: message.html } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(data.headers ? { headers: data.headers as Record<string, string> } : {}),
    messageId: messageIdFor(mailId, from),
  };
}

/** How a refusal counts: try again later, give up, or give up and mark the address (a bounce). */
export type Refusal = 'temporary' | 'permanent' | 'bounce';

export function classifyRefusal(error: unknown): Refusal {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
  };
  if (typeof responseCode === 'number') {
    if (responseCode < 500) return 'temporary';
    // Refused at RCPT: the address itself (nodemailer says EENVELOPE when every recipient was).
    return command === 'RCPT TO' || code === 'EENVELOPE' ? 'bounce' : 'permanent';
  }
  // No reply at all: the connection was refused, lost or timed out, or the attachment could not be
  // fetched. The server or the network, not the message: worth another try.
  return 'temporary';
}

/** Firestore's gRPC code for an update of a document that is gone. */
const NOT_FOUND = 5;

/** A record written after the try: nothing to write on a document deleted meanwhile. */
async function record(ref: DocumentReference, fields: Record<string, unknown>): Promise<void> {
  try {
    await ref.update(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface DeliveryResult {
  id: string;
  /** What became of it: null when it was not this try's to send (not due, or held by another). */
  state: DeliveryState | null;
}

/**
 * One try at one document: take its lease, send it, record what happened. What the SMTP server
 * says is recorded, never thrown: the caller goes on to the next document.
 */
export async function deliverMail(
  db: Firestore,
  mailId: string,
  transport: MailTransport,
  settings: MailSettings,
  { now = Date.now(), sender = 'trigger' as Sender } = {},
): Promise<DeliveryResult> {
  const ref = db.collection(COLLECTIONS.mail).doc(mailId);
  const claimed = await claim(db, ref, now, sender, settings.leaseMs ?? LEASE_MS);
  if (!claimed) return { id: mailId, state: null };
  const { data, attempt } = claimed;
  let info: SentInfo;
  try {
    info = await transport.sendMail(smtpMessage(mailId, data, settings));
  } catch (error) {
    const refusal = classifyRefusal(error);
    if (refusal === 'temporary' && attempt < settings.maxAttempts) {
      await record(ref, {
        'delivery.state': 'PENDING' satisfies DeliveryState,
        'delivery.leaseExpireTime': null,
        'delivery.error': errorText(error),
        'delivery.nextAttemptTime': Timestamp.fromMillis(now + retryDelayMs(attempt)),
      });
      return { id: mailId, state: 'PENDING' };
    }
    await recordFailure(db, ref, data, errorText(error), refusal === 'bounce');
    return { id: mailId, state: 'ERROR' };
  }
  // Apart from the send: a record that cannot be written now leaves the lease to run out, and the
  // message is tried again (SMTP's one gap, docs/known-limits.md), never taken for a refusal.
  await record(ref, {
    'delivery.state': 'SUCCESS' satisfies DeliveryState,
    'delivery.endTime': Timestamp.now(),
    'delivery.leaseExpireTime': null,
    'delivery.error': null,
    'delivery.info': {
      messageId: info.messageId ?? null,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      response: info.response ?? null,
    },
  });
  return { id: mailId, state: 'SUCCESS' };
}

/**
 * The document given up (ERROR), and the failure where the owner sees it, in one transaction so it
 * counts once: the issue's failed (and bounced) count, the subscriber marked bounced, the contact
 * message's notice marked undelivered.
 */
async function recordFailure(
  db: Firestore,
  ref: DocumentReference,
  data: Record<string, unknown>,
  error: string,
  bounce: boolean,
): Promise<void> {
  const issue = typeof data.issueId === 'string' ? db.collection(COLLECTIONS.newsletterIssues).doc(data.issueId) : null;
  const subscriber =
    bounce && typeof data.subscriberId === 'string'
      ? db.collection(COLLECTIONS.newsletterSubscribers).doc(data.subscriberId)
      : null;
  const contact =
    typeof data.contactId === 'string' ? db.collection(COLLECTIONS.contactSubmissions).doc(data.contactId) : null;
  await db.runTransaction(async (tx) => {
    const [mail, subscriberSnap, issueSnap, contactSnap] = await Promise.all([
      tx.get(ref),
      subscriber ? tx.get(subscriber) : null,
      issue ? tx.get(issue) : null,
      contact ? tx.get(contact) : null,
    ]);
    if (mail.get('delivery.state') !== 'PROCESSING') return; // recorded by another try already
    const now = Timestamp.now();
    tx.update(ref, {
      'delivery.state': 'ERROR' satisfies DeliveryState,
      'delivery.endTime': now,
      'delivery.leaseExpireTime': null,
      'delivery.error': error,
      ...(bounce ? { 'delivery.bounced': true } : {}),
    });
    if (issueSnap?.exists) {
      tx.update(issueSnap.ref, {
        failed: FieldValue.increment(1),
        ...(bounce ? { bounced: FieldValue.increment(1) } : {}),
      });
    }
    if (subscriberSnap?.exists && subscriberSnap.get('status') !== 'unsubscribed') {
      tx.update(subscriberSnap.ref, { status: 'bounced', bouncedAt: now, bounceError: error });
    }
    if (contactSnap?.exists) tx.update(contactSnap.ref, { noticeError: error });
  });
}

/** Documents due in one query's order, at most `limit`. */
async function dueIds(db: Firestore, now: number, limit: number): Promise<string[]> {
  const mail = db.collection(COLLECTIONS.mail);
  const at = Timestamp.fromMillis(now);
  // A state, and the time its documents fall due at.
  const dueIn = (state: DeliveryState, field: string) =>
    mail.where('delivery.state', '==', state).where(field, '<=', at).orderBy(field).limit(limit).select().get();
  const [stalled, retries] = await Promise.all([
    dueIn('PROCESSING', 'delivery.leaseExpireTime'),
    dueIn('PENDING', 'delivery.nextAttemptTime'),
  ]);
  return [...stalled.docs, ...retries.docs].map((doc) => doc.id).slice(0, limit);
}

export interface SweepOptions {
  /** Messages handed to the server a second, at most (MAIL_PER_SECOND). */
  perSecond: number;
  /** Stop taking new documents after this long (inside the function's timeout). */
  budgetMs: number;
  /** Messages sent at once. */
  concurrency?: number;
  now?: () => number;
  /** Called after each document, for a caller that shows progress. */
  onDelivered?: (result: DeliveryResult) => void;
}

export interface SweepResult {
  tried: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * The scheduled sweep: everything due (a newsletter's messages, retries whose wait is over, leases
 * that ran out), at most `perSecond` a second, until the budget is spent or nothing is due.
 */
export async function deliverDueMail(
  db: Firestore,
  transport: MailTransport,
  settings: MailSettings,
  options: SweepOptions,
): Promise<SweepResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const result: SweepResult = { tried: 0, delivered: 0, retrying: 0, failed: 0 };
  const concurrency = Math.max(1, options.concurrency ?? Math.min(options.perSecond, 20));
  const gap = 1000 / options.perSecond;
  let nextStart = started;
  const seen = new Set<string>();
  while (now() - started < options.budgetMs) {
    const ids = (await dueIds(db, now(), Math.max(concurrency * 10, 100))).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (now() - started >= options.budgetMs) return;
        seen.add(id);
        // Paced: each send starts a gap after the one before, whichever worker takes it.
        const wait = nextStart - now();
        nextStart = Math.max(nextStart, now()) + gap;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        let outcome: DeliveryResult;
        try {
          outcome = await deliverMail(db, id, transport, settings, { now: now(), sender: 'sweep' });
        } catch (error) {
          // Firestore failed around one document (or it was deleted meanwhile): its lease, if taken,
          // runs out and a later sweep tries again. The others go on.
          console.error(JSON.stringify({ message: 'mail sweep: a document failed', id, error: errorText(error) }));
          continue;
        }
        if (outcome.state === null) continue;
        result.tried += 1;
        if (outcome.state === 'SUCCESS') result.delivered += 1;
        else if (outcome.state === 'PENDING') result.retrying += 1;
        else result.failed += 1;
        options.onDelivered?.(outcome);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  return result;
}

export interface Adoption {
  read: number;
  /** Documents made due now: waiting with no record the sweep can find. */
  adopted: number;
}

/**
 * Once, when a project moves over from the Trigger Email extension (`npm run mail:adopt`): every
 * document that is waiting but that the sweep's queries cannot find is made due now. Those are the
 * ones written while neither sender was installed (no `delivery` at all), and those the extension
 * left PENDING or RETRY (no `nextAttemptTime`). PROCESSING ones are taken up when their lease runs
 * out, and SUCCESS and ERROR are history.
 */
export async function adoptWaitingMail(
  db: Firestore,
  { write, now = Date.now(), onPage }: { write: boolean; now?: number; onPage?: (progress: Adoption) => void },
): Promise<Adoption> {
  const progress: Adoption = { read: 0, adopted: 0 };
  const mail = db.collection(COLLECTIONS.mail).orderBy(FieldPath.documentId()).select('delivery').limit(500);
  let last: string | undefined;
  for (;;) {
    const page = await (last ? mail.startAfter(last) : mail).get();
    const batch = db.batch();
    let waiting = 0;
    for (const doc of page.docs) {
      const delivery = doc.get('delivery') as Record<string, unknown> | undefined;
      const state = delivery?.state;
      const lost =
        !delivery || ((state === 'PENDING' || state === 'RETRY') && !(delivery.nextAttemptTime instanceof Timestamp));
      if (!lost) continue;
      waiting += 1;
      batch.set(
        doc.ref,
        {
          delivery: {
            state: 'PENDING' satisfies DeliveryState,
            attempts: Number(delivery?.attempts ?? 0),
            nextAttemptTime: Timestamp.fromMillis(now),
          },
        },
        { merge: true },
      );
    }
    if (write && waiting > 0) await batch.commit();
    progress.read += page.size;
    progress.adopted += waiting;
    onPage?.({ ...progress });
    if (page.size < 500) return progress;
    last = page.docs.at(-1)!.id;
  }
}
