// What the owner's newsletter send costs at a size the site may reach, written and delivered (run
// by `npm run bench:send [-- N --rate R]`, which starts and seeds the local stack first, without
// its own mail sweep: FM_LOCAL_MAIL_SWEEP=0; build first, the stack runs the built functions). A send
// writes one `mail` document per confirmed subscriber, a batch of them per transaction and a slice of
// batches per request (functions/src/services/newsletter-issues.ts), each marked `paced`; the sweep
// (functions/src/services/mail-delivery.ts deliverDueMail) hands them to the SMTP server at
// MAIL_PER_SECOND. This times both at tens of thousands of subscribers, and checks that each reader
// gets exactly one email.
//
// It writes N confirmed subscribers (default 50,000; `-- 20000` or `-- --subscribers 20000`), ids
// `bench-send-000001@example.test` …, as bench:scale writes its own (scripts/lib/scale-bench.ts
// scaleSubscriber, set as an import sets them). Then, in this process, it sends one issue of about
// 600 words with `{{firstName}}` as the admin page does: `startSend`, then `resumeSend` until the
// issue is 'sent', each call one slice of NEWSLETTER_SEND_SLICE_MS, with the settings the API route
// builds from functions/src/config.ts (`sendSettings`), only the daily ceiling raised to what this
// send needs. It logs each slice's progress and checks the documents: every confirmed subscriber got
// exactly one `mail` document of the issue and no other was written (count() of the issue's mail
// ids, then every one read by id and recipient).
//
// Then it delivers them, in this process, as the schedule would: `deliverDueMail` calls, each with
// the production sweep's budget (MAIL_SWEEP_BUDGET_MS), one after another until a call finds nothing
// due, through a pooled `smtpTransport` to the stack's own mail catcher (MailDev, never another
// server) at `--rate R` messages a second (default 500, to measure what the machine does; the
// site's default is MAIL_PER_SECOND=10) with `--concurrency C` sends at once (default the sweep's
// own, min(R, 20)). It logs a line every few seconds (delivered/total, rate, memory), then checks
// through the catcher's HTTP API, 200 summaries a page, that every recipient of the issue got
// exactly one message of it and no one else did, and that every mail document of the issue ended
// SUCCESS. It prints Markdown tables (the send: wall time, slices, transactions, mails per second,
// peak memory; the delivery: wall time, messages per second, the bench's peak memory and MailDev's)
// and, on paper, what the site's defaults would take.
//
// It exits 1 when a check fails. It removes everything it wrote (ids starting `bench-send-`: the
// issue, its mail and the subscribers; leftovers of an interrupted run too) at the end, on failure
// and on Ctrl-C, and empties the catcher when it delivered to it. It only ever talks to the demo
// project's emulators and the catcher on this machine. The site's own confirmed subscribers (the
// seed's) are mailed too, as a real send would mail them; their mail is removed with the issue's.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { FieldPath, Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { FIRST_NAME_PLACEHOLDER } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { newsletterSendSchema, type NewsletterSendInput } from '@/domain/schemas';
import type { NewsletterIssue } from '@/domain/types';
import { config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { num, str } from '../functions/src/serialize';
import { subscriberStatus } from '../functions/src/services/newsletter';
import {
  countSubscribers,
  issueMailId,
  resumeSend,
  sendSettings,
  startSend,
  type SendSettings,
} from '../functions/src/services/newsletter-issues';
import {
  deliverDueMail,
  smtpTransport,
  type DeliveryResult,
  type SweepResult,
} from '../functions/src/services/mail-delivery';
import { MAIL_SWEEP_BUDGET_MS } from '../functions/src/sizing';
import {
  addDocuments,
  assertLocalEmulators,
  assertLocalUrl,
  cleanUpOnce,
  removeByIdPrefix,
  runBench,
} from './lib/bench-emulator';
import { LOG_DIR } from './lib/emulator-stack';
import { DEMO_ACCOUNTS, MAIL_CATCHER, MAIL_CATCHER_SMTP_URI, MAIL_INBOX_URL } from './lib/local-stack';
import { idPrefixEnd, markdownTable, parseCount, scaleSubscriber, subscriberContent } from './lib/scale-bench';

const log = (message: string) => console.log(`[bench] ${message}`);

/** Every document the bench writes has an id starting with this: subscribers, the issue and its mail. */
const SEND_ID_PREFIX = 'bench-send-';
/**
 * Removed in this order: the issue first, so a batch still running when Ctrl-C came finds no issue
 * (its transaction reads it) and writes nothing after its mail is removed; then the mail, then the
 * subscribers.
 */
const WRITTEN_COLLECTIONS = [COLLECTIONS.newsletterIssues, COLLECTIONS.mail, COLLECTIONS.newsletterSubscribers];

const SUBSCRIBERS = {
  name: 'subscribers',
  purpose: 'the number of confirmed subscribers to send to',
  example: 20000,
  fallback: 50_000,
  /** Ids are numbered in 6 digits; past this the emulator holds gigabytes of mail. */
  max: 200_000,
};

/** Delivery's messages a second without `--rate`: above what this machine's stack does, so it measures that. */
const DEFAULT_RATE = 500;
const MAX_RATE = 10_000;
const MAX_CONCURRENCY = 200;

interface Options {
  subscribers: number;
  /** Messages handed to the catcher a second, at most (the sweep's perSecond). */
  rate: number;
  /** Sends at once (the sweep's concurrency): its own default, min(rate, 20), without `--concurrency`. */
  concurrency: number;
}

/**
 * `--name N` or `--name=N` taken out of `argv`: its value (a whole number from 1 to `max`) and what is
 * left, for parseCount.
 */
function takeNumber(argv: string[], name: string, max: number): { value?: number; rest: string[] } {
  const flag = `--${name}`;
  const rest: string[] = [];
  let raw: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === flag) {
      raw = argv[(index += 1)];
      if (raw === undefined) throw new Error(`${flag} takes a number`);
    } else if (arg.startsWith(`${flag}=`)) raw = arg.slice(flag.length + 1);
    else rest.push(arg);
  }
  if (raw === undefined) return { rest };
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new Error(`${flag} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return { value, rest };
}

function parseOptions(argv: string[]): Options {
  const rate = takeNumber(argv, 'rate', MAX_RATE);
  const concurrency = takeNumber(rate.rest, 'concurrency', MAX_CONCURRENCY);
  const perSecond = rate.value ?? DEFAULT_RATE;
  return {
    subscribers: parseCount(concurrency.rest, SUBSCRIBERS),
    rate: perSecond,
    // The sweep's own default (deliverDueMail), given explicitly so the report can name it.
    concurrency: concurrency.value ?? Math.min(perSecond, 20),
  };
}

/** The scanned checks read this many documents a query. */
const PAGE = 1_000;
/** process.memoryUsage() is sampled this often during the send (and after every slice). */
const MEMORY_SAMPLE_MS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The uid the seed gives the demo admin, who presses Send. */
const OWNER_UID = `demo-${DEMO_ACCOUNTS.admin.username}`;

// --- The issue ------------------------------------------------------------------------------------

const ISSUE_SUBJECT = 'Waiting well: letters from this season';

/** A month's letter of about 600 words: headings, paragraphs, a list, a quote and links to the site. */
const ISSUE_BODY = `Dear ${FIRST_NAME_PLACEHOLDER},

Every few weeks we gather what readers have written to us, what we have been reading and what we are praying
about, and send it to the people who asked to hear from us. Thank you for being one of them. This letter is about
waiting: the season most of you tell us you are in, and the one most of us find hardest to do well.

## Waiting is not wasted time

It is easy to treat the years before marriage as a hallway, a place to stand until a door opens. Scripture keeps
describing waiting as something active instead. The farmer in James waits for the early and the late rains, but
he has already ploughed and planted. Waiting well looks less like standing still and more like tending a field
you cannot yet harvest.

> "Be patient, then, brothers and sisters, until the Lord's coming. See how the farmer waits for the land to yield
> its valuable crop." (James 5:7)

Several of you wrote after last month's article on friendship that the hardest part is not being alone on a
Friday night. It is the quiet question underneath: whether something is wrong with you, or whether God has
forgotten. We do not think either is true, and we want to say so plainly before anything else.

## Three habits readers shared with us

We asked what has helped you most while you wait. The answers were more practical than we expected:

- **Keep a table.** Invite people over, often and simply. Soup and bread count. A home that is open now is
  practice for the home you hope to build, and it keeps loneliness from becoming a habit of its own.
- **Say your hopes out loud to someone you trust.** A mentor, a pastor, an older couple at church. Hopes kept
  secret tend to turn into pressure; hopes shared tend to turn into prayer.
- **Serve somewhere that has nothing to do with dating.** A children's ministry, a food bank, a choir. You will
  meet people, but more than that, you will remember that your life already has a purpose.

One reader, a nurse who works nights, told us she keeps a small journal of answered prayers that have nothing to
do with romance. When the waiting feels long, she reads it back. We have started doing the same.

## On dating apps, honestly

We review the apps because many of you use them, and because some are far better than others at protecting your
time and your privacy. An app is a tool, not a verdict on your worth. If a week of swiping leaves you anxious or
unkind, it is fine to delete it for a season. If it introduces you to someone thoughtful from a church across
town, that is fine too. Our latest reviews and the questions we ask of every app are on
[the blog](${ROUTES.blog}).

## Something to read together

If you are in a small group, or meeting a friend for coffee, the reading plan in our
[resources](${ROUTES.resources}) walks through Ruth in four weeks. It was written for single readers, but two
couples told us they used it before their engagement and found it just as useful. Ruth's story is a long wait
that turns out to be part of a much larger one, and that seems worth remembering.

## A prayer for this month

Lord, you see the seasons we cannot see the end of. Teach us to plant and tend while we wait for rain. Give us
friends who tell us the truth, tables full of people, and work that matters. Where we are anxious, give us
peace; where we are proud, give us humility; where we are tired, give us rest. Amen.

As always, you can reply to this email. We read every answer, even when it takes us a while to write back.

With gratitude,

The Faithful Matches team`;

/** Words of a Markdown text: what has a letter or digit in it (not `##`, `-` or `>`). */
const wordCount = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// --- Counting what a send does --------------------------------------------------------------------

interface TransactionCounter {
  /** db.runTransaction calls since the last reset. */
  transactions: number;
  /** Runs of their update functions: more than `transactions` when Firestore made one try again. */
  attempts: number;
  reset(): void;
  uninstall(): void;
}

/** Counts this Firestore instance's transactions (each batch of a send is one). */
function countTransactions(db: Firestore): TransactionCounter {
  const original = db.runTransaction;
  const counter: TransactionCounter = {
    transactions: 0,
    attempts: 0,
    reset() {
      counter.transactions = 0;
      counter.attempts = 0;
    },
    uninstall() {
      Reflect.deleteProperty(db, 'runTransaction');
    },
  };
  db.runTransaction = function <T>(
    update: (transaction: Transaction) => Promise<T>,
    options?: Parameters<Firestore['runTransaction']>[1],
  ): Promise<T> {
    counter.transactions += 1;
    return original.call(
      db,
      (transaction: Transaction) => {
        counter.attempts += 1;
        return update(transaction);
      },
      options,
    ) as Promise<T>;
  };
  return counter;
}

interface MemoryPeaks {
  rss: number;
  heapUsed: number;
}

/** Samples process.memoryUsage() until stopped; the highest values seen. */
function sampleMemory(): { sample(): void; stop(): MemoryPeaks } {
  const peaks: MemoryPeaks = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, rss);
    peaks.heapUsed = Math.max(peaks.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, MEMORY_SAMPLE_MS);
  timer.unref();
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

interface Slice {
  ms: number;
  /** Emails written by this call. */
  written: number;
  transactions: number;
}

// --- Checking what was written --------------------------------------------------------------------

/** The documents of `query` in id order, `PAGE` at a time, by a cursor. */
async function* inIdOrder(query: Query) {
  let last: string | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last !== undefined) page = page.startAfter(last);
    const snap = await page.get();
    yield* snap.docs;
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1)!.id;
  }
}

/** The documents whose ids start with `prefix`, only `fields` of them. */
const idsStartingWith = (db: Firestore, collection: string, prefix: string, fields: string[]) =>
  inIdOrder(
    db
      .collection(collection)
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', idPrefixEnd(prefix))
      .select(...fields),
  );

/** Every subscriber (status and address only). */
const allSubscribers = (db: Firestore) =>
  inIdOrder(db.collection(COLLECTIONS.newsletterSubscribers).select('status', 'email'));

interface Check {
  /** count() of the issue's mail documents. */
  mails: number;
  /** Subscribers read (every status): what the send's batches went through. */
  subscribers: number;
  confirmed: number;
  /** The addresses the issue's mail documents are to (lower case): who should receive it. */
  recipients: Set<string>;
  problems: string[];
}

/** At most this many examples of one kind of problem are printed. */
const EXAMPLES = 5;

/**
 * Whether every confirmed subscriber has exactly one mail document of the issue, with their address,
 * and the issue no other: mail ids are issueMailId(issue, subscriber id), one per id by construction,
 * so "twice" is two documents with the same recipient.
 */
async function checkMail(db: Firestore, issue: NewsletterIssue): Promise<Check> {
  const problems: string[] = [];
  const mailPrefix = `${issue.id}-`;
  const countSnap = await db
    .collection(COLLECTIONS.mail)
    .where(FieldPath.documentId(), '>=', mailPrefix)
    .where(FieldPath.documentId(), '<', idPrefixEnd(mailPrefix))
    .count()
    .get();
  const mails = countSnap.data().count;

  const expected = new Map<string, string>();
  let subscribers = 0;
  for await (const doc of allSubscribers(db)) {
    subscribers += 1;
    if (subscriberStatus(doc) === 'confirmed')
      expected.set(issueMailId(issue.id, doc.id), str(doc.get('email')) || doc.id);
  }

  const unexpected: string[] = [];
  const wrongRecipient: string[] = [];
  const twice: string[] = [];
  const recipients = new Set<string>();
  const matched = new Set<string>();
  for await (const doc of idsStartingWith(db, COLLECTIONS.mail, mailPrefix, ['to'])) {
    const to = str(doc.get('to'));
    if (recipients.has(to)) twice.push(to);
    recipients.add(to);
    const want = expected.get(doc.id);
    if (want === undefined) unexpected.push(`${doc.id} (to ${to})`);
    else if (want !== to) wrongRecipient.push(`${doc.id}: to ${to}, not ${want}`);
    else matched.add(doc.id);
  }
  const missing = [...expected].filter(([id]) => !matched.has(id)).map(([, email]) => email);

  const report = (what: string, items: string[]) => {
    if (!items.length) return;
    const more = items.length > EXAMPLES ? `, … ${items.length - EXAMPLES} more` : '';
    problems.push(`${items.length} ${what}: ${items.slice(0, EXAMPLES).join('; ')}${more}`);
  };
  if (mails !== expected.size)
    problems.push(`count() found ${mails} mail documents for ${expected.size} confirmed subscribers`);
  if (issue.total !== expected.size) problems.push(`the issue's total is ${issue.total}, not ${expected.size}`);
  if (issue.sent !== expected.size) problems.push(`the issue says ${issue.sent} sent, not ${expected.size}`);
  report('confirmed subscribers without an email', missing);
  report('recipients mailed more than once', twice);
  report('mail documents of the issue for no confirmed subscriber', unexpected);
  report('mail documents to the wrong address', wrongRecipient);
  const expectedRecipients = new Set([...expected.values()].map((email) => email.toLowerCase()));
  return { mails, subscribers, confirmed: expected.size, recipients: expectedRecipients, problems };
}

/** The first and last bench subscribers' emails: their own name in place of the placeholder. */
async function checkPersonalised(db: Firestore, issueId: string, count: number, now: number): Promise<string[]> {
  const problems: string[] = [];
  for (const index of new Set([0, count - 1])) {
    const { id, data } = scaleSubscriber(index, count, now, SEND_ID_PREFIX);
    const firstName = String(data.firstName);
    const mail = await db.collection(COLLECTIONS.mail).doc(issueMailId(issueId, id)).get();
    const text = str(mail.get('message.text'));
    const html = str(mail.get('message.html'));
    if (!mail.exists) problems.push(`${id} has no email`);
    else if (mail.get('to') !== id) problems.push(`${id}'s email is addressed to ${String(mail.get('to'))}`);
    else if (!text.includes(`Dear ${firstName},`) || !html.includes(`Dear ${firstName},`)) {
      problems.push(`${id}'s email does not greet them as ${firstName}`);
    } else if (text.includes(FIRST_NAME_PLACEHOLDER) || html.includes(FIRST_NAME_PLACEHOLDER)) {
      problems.push(`${id}'s email still holds ${FIRST_NAME_PLACEHOLDER}`);
    }
  }
  return problems;
}

// --- Delivering them ---------------------------------------------------------------------------

/** A progress line this often during delivery. */
const PROGRESS_MS = 5_000;
/** The catcher's summaries a page: MailDev's most (MAX_PAGE_SIZE in @maildev/api). */
const CATCHER_PAGE = 200;

/** The catcher's HTTP API, on this machine only. */
async function catcher<T>(pathAndQuery: string, method: 'GET' | 'DELETE' = 'GET'): Promise<T> {
  const url = `${MAIL_INBOX_URL}/api${pathAndQuery}`;
  assertLocalUrl(url);
  const response = await fetch(url, { method, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface CatcherPage {
  items: Array<{ subject: string; to?: Array<{ address: string }> }>;
  total: number;
  storeTotal: number;
}

/** How many messages the catcher holds (one summary, no message read). */
const catcherTotal = async () => (await catcher<CatcherPage>('/email/summary?limit=1')).storeTotal;

interface ProcessMemory {
  pid: number;
  /** VmRSS: resident now. */
  rss: number;
  /** VmHWM: the most it has been resident. */
  peak: number;
}

/** The catcher's process (`pgrep -f maildev.js`, the one on the stack's SMTP port) and its memory. */
function catcherMemory(): ProcessMemory | undefined {
  let pids: number[];
  try {
    pids = execFileSync('pgrep', ['-f', 'maildev.js'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return undefined; // none
  }
  for (const pid of pids) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!commandLine.includes(`--smtp=${MAIL_CATCHER.smtpPort}`)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
      return { pid, rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
    } catch {
      // gone between pgrep and the read
    }
  }
  return undefined;
}

/** Whether the launcher's own sweep (scripts/local-mail-sweep.ts) is running beside the bench. */
function localSweepRunning(): boolean {
  try {
    return execFileSync('pgrep', ['-f', 'local-mail-sweep.ts'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

/**
 * Runs of the `deliverMail` trigger the Functions emulator has finished, from its log: each created
 * `mail` document fires it, and for a newsletter's (paced) messages it takes a transaction to find
 * the document is the sweep's and leaves it. Locally those runs share the machine with the send and
 * the delivery; in production they are the trigger's own instances. Read on from where it left off.
 */
function triggerRuns(): () => number | undefined {
  const file = path.join(LOG_DIR, 'firebase.log');
  const finished = 'Finished "us-central1-deliverMail"';
  let offset = 0;
  let runs = 0;
  let tail = '';
  return () => {
    try {
      const size = statSync(file).size;
      if (size < offset) return undefined; // a new log: another stack
      const fd = openSync(file, 'r');
      try {
        const buffer = Buffer.alloc(size - offset);
        readSync(fd, buffer, 0, buffer.length, offset);
        offset = size;
        const text = tail + buffer.toString('utf8');
        const lastLine = text.lastIndexOf('\n');
        runs += text.slice(0, lastLine + 1).split(finished).length - 1;
        tail = text.slice(lastLine + 1);
      } finally {
        closeSync(fd);
      }
      return runs;
    } catch {
      return undefined;
    }
  };
}

interface Sweep extends SweepResult {
  ms: number;
}

interface Delivery {
  options: Options;
  /** Mail documents of the issue to deliver. */
  total: number;
  sweeps: Sweep[];
  delivered: number;
  retrying: number;
  failed: number;
  /** First sweep's start to the end of the one that found nothing due. */
  ms: number;
  /** First sweep's start to the last message delivered. */
  lastDeliveredMs: number;
  rssBefore: number;
  peaks: MemoryPeaks;
  /** The catcher's process at the end of delivery (VmHWM: its peak since it started). */
  catcherProcess?: ProcessMemory;
  /** deliverMail trigger runs finished (the Functions emulator's log) when delivery began and ended. */
  triggerRunsBefore?: number;
  triggerRunsAfter?: number;
}

/**
 * The sweep, as the schedule runs it: deliverDueMail with the production budget, again and again until
 * one finds nothing due, through one pooled transport to the catcher at `rate`.
 */
async function deliver(
  db: Firestore,
  total: number,
  options: Options,
  stopping: () => boolean,
  triggers: () => number | undefined,
): Promise<Delivery> {
  const triggerRunsBefore = triggers();
  const transport = smtpTransport(MAIL_CATCHER_SMTP_URI, undefined, options.rate);
  const rssBefore = process.memoryUsage().rss;
  const memory = sampleMemory();
  const counts = { delivered: 0, retrying: 0, failed: 0 };
  const sweeps: Sweep[] = [];
  const started = performance.now();
  let lastDeliveredAt = started;
  let previous = { at: started, delivered: 0 };
  const onDelivered = ({ state }: DeliveryResult) => {
    if (state === 'SUCCESS') {
      counts.delivered += 1;
      lastDeliveredAt = performance.now();
    } else if (state === 'PENDING') counts.retrying += 1;
    else if (state === 'ERROR') counts.failed += 1;
  };
  const report = () => {
    const now = performance.now();
    const { rss, heapUsed } = process.memoryUsage();
    const maildev = catcherMemory();
    const runs = triggers();
    const recent = (counts.delivered - previous.delivered) / ((now - previous.at) / 1000);
    previous = { at: now, delivered: counts.delivered };
    log(
      `  ${number(counts.delivered)}/${number(total)} delivered` +
        (counts.retrying || counts.failed ? ` (${counts.retrying} retrying, ${counts.failed} failed)` : '') +
        `, ${number(recent)}/s now, ${number(counts.delivered / ((now - started) / 1000))}/s overall, ` +
        `${seconds(now - started)}; RSS ${megabytes(rss)}, heap ${megabytes(heapUsed)}` +
        (maildev ? `, MailDev RSS ${megabytes(maildev.rss)}` : '') +
        (runs === undefined ? '' : `; deliverMail trigger runs ${number(runs)}`),
    );
  };
  const timer = setInterval(report, PROGRESS_MS);
  try {
    for (;;) {
      if (stopping()) throw new Error('stopped before the delivery was done');
      const sweepStarted = performance.now();
      const result = await deliverDueMail(db, transport, config.mail, {
        perSecond: options.rate,
        budgetMs: MAIL_SWEEP_BUDGET_MS,
        concurrency: options.concurrency,
        onDelivered,
      });
      sweeps.push({ ...result, ms: performance.now() - sweepStarted });
      memory.sample();
      log(`  sweep ${sweeps.length}: ${JSON.stringify(result)} in ${seconds(performance.now() - sweepStarted)}`);
      if (result.tried === 0) break;
    }
  } finally {
    clearInterval(timer);
    (transport as { close?: () => void }).close?.();
  }
  const ms = performance.now() - started;
  report();
  const catcherProcess = catcherMemory();
  return {
    options,
    total,
    sweeps,
    ...counts,
    ms,
    lastDeliveredMs: lastDeliveredAt - started,
    rssBefore,
    peaks: memory.stop(),
    catcherProcess,
    triggerRunsBefore,
    triggerRunsAfter: triggers(),
  };
}

interface CatcherCheck {
  /** Messages the catcher holds after delivery, and held before it. */
  before: number;
  after: number;
  /** Messages with the issue's subject. */
  issueMessages: number;
  /** Of them, to the bench's own subscribers. */
  benchMessages: number;
  /** Recipients of the issue with exactly one message of it. */
  once: number;
  pages: number;
  ms: number;
  problems: string[];
}

/**
 * What arrived, read through the catcher's API a page of summaries at a time (no bodies): every
 * recipient of the issue got exactly one message with its subject, no one else got one, and the
 * catcher holds as many more messages as were delivered.
 */
async function checkCatcher(
  recipients: ReadonlySet<string>,
  subject: string,
  before: number,
  delivered: number,
): Promise<CatcherCheck> {
  const started = performance.now();
  const received = new Map<string, number>();
  const unexpected: string[] = [];
  let issueMessages = 0;
  let pages = 0;
  let storeTotal = 0;
  for (let skip = 0; ;) {
    const page = await catcher<CatcherPage>(`/email/summary?sort=asc&limit=${CATCHER_PAGE}&skip=${skip}`);
    pages += 1;
    storeTotal = page.storeTotal;
    for (const item of page.items) {
      if (item.subject !== subject) continue;
      issueMessages += 1;
      for (const { address } of item.to ?? []) {
        const to = address.toLowerCase();
        received.set(to, (received.get(to) ?? 0) + 1);
        if (!recipients.has(to)) unexpected.push(to);
      }
    }
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) break;
  }
  const problems: string[] = [];
  const report = (what: string, items: string[]) => {
    if (!items.length) return;
    const more = items.length > EXAMPLES ? `, … ${items.length - EXAMPLES} more` : '';
    problems.push(`catcher: ${items.length} ${what}: ${items.slice(0, EXAMPLES).join('; ')}${more}`);
  };
  const missing = [...recipients].filter((to) => !received.has(to));
  const twice = [...received].filter(([to, count]) => count > 1 && recipients.has(to)).map(([to, n]) => `${to} ×${n}`);
  report('recipients without the issue', missing);
  report('recipients with it more than once', twice);
  report('messages of the issue to no recipient of it', unexpected);
  if (issueMessages !== recipients.size) {
    problems.push(`catcher: ${issueMessages} messages of the issue for ${recipients.size} recipients`);
  }
  if (storeTotal - before !== delivered) {
    problems.push(
      `catcher: ${storeTotal - before} messages arrived (${before} → ${storeTotal}), ${delivered} delivered`,
    );
  }
  const once = [...received].filter(([to, count]) => count === 1 && recipients.has(to)).length;
  const benchMessages = [...received]
    .filter(([to]) => to.startsWith(SEND_ID_PREFIX))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    before,
    after: storeTotal,
    issueMessages,
    benchMessages,
    once,
    pages,
    ms: performance.now() - started,
    problems,
  };
}

/** Each delivery state of the issue's mail documents, and how many are in it; examples of any other than SUCCESS. */
async function deliveryStates(
  db: Firestore,
  issueId: string,
): Promise<{ states: Map<string, number>; problems: string[] }> {
  const states = new Map<string, number>();
  const notDelivered: string[] = [];
  for await (const doc of idsStartingWith(db, COLLECTIONS.mail, `${issueId}-`, ['delivery.state', 'delivery.error'])) {
    const state = str(doc.get('delivery.state')) || '(none)';
    states.set(state, (states.get(state) ?? 0) + 1);
    if (state !== 'SUCCESS')
      notDelivered.push(`${doc.id} ${state}${doc.get('delivery.error') ? `: ${str(doc.get('delivery.error'))}` : ''}`);
  }
  const problems = notDelivered.length
    ? [
        `${notDelivered.length} mail documents not SUCCESS: ${notDelivered.slice(0, EXAMPLES).join('; ')}` +
          (notDelivered.length > EXAMPLES ? `, … ${notDelivered.length - EXAMPLES} more` : ''),
      ]
    : [];
  return { states, problems };
}

// --- The report ---------------------------------------------------------------------------------

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (ms: number) => `${number(ms / 1000, 1)} s`;
const megabytes = (bytes: number) => `${number(bytes / 1024 / 1024)} MB`;

/** A long time as people say it: `42 s`, `14 min`, `2.3 h`, `3.5 days`. */
function duration(totalSeconds: number): string {
  if (totalSeconds < 90) return `${number(totalSeconds)} s`;
  if (totalSeconds < 90 * 60) return `${number(totalSeconds / 60)} min`;
  if (totalSeconds < 36 * 3600) return `${number(totalSeconds / 3600, 1)} h`;
  return `${number(totalSeconds / 86_400, 1)} days`;
}

interface Run {
  added: number;
  confirmed: number;
  check: Check;
  writeMs: number;
  sendMs: number;
  slices: Slice[];
  transactions: number;
  attempts: number;
  settings: SendSettings;
  rssBefore: number;
  peaks: MemoryPeaks;
}

function reportTable(run: Run): string {
  const { check, slices } = run;
  const batches = run.transactions - 1;
  const sliceMs = slices.map((slice) => slice.ms).sort((a, b) => a - b);
  const rows: Array<[string, string]> = [
    ['subscribers written by the bench', number(run.added)],
    ["confirmed subscribers at the send (with the site's own)", number(run.confirmed)],
    ["mail documents written (count() of the issue's)", number(check.mails)],
    ['subscribers written in (batched writes, before the send)', seconds(run.writeMs)],
    ['send: wall time, startSend to status sent', seconds(run.sendMs)],
    [
      'slices (calls: startSend, then resumeSend; NEWSLETTER_SEND_SLICE_MS)',
      `${number(slices.length)} (${number(run.settings.sliceMs)} ms)`,
    ],
    [
      'slice time: median, longest',
      `${number(sliceMs[Math.floor(sliceMs.length / 2)]!)} ms, ${number(sliceMs.at(-1)!)} ms`,
    ],
    [
      'transactions',
      `${number(run.transactions)}: 1 creating the issue, ${number(batches)} batches` +
        (run.attempts > run.transactions ? ` (${number(run.attempts - run.transactions)} tried again)` : ''),
    ],
    [
      'subscribers read per batch (mean; batch size setting)',
      `${number(check.subscribers / Math.max(1, batches), 1)} (${number(run.settings.batchSize)})`,
    ],
    ['mails per second (written)', number(check.mails / (run.sendMs / 1000), 1)],
    ['process memory before the send (RSS)', megabytes(run.rssBefore)],
    ['peak RSS during the send', megabytes(run.peaks.rss)],
    ['peak heap used during the send', megabytes(run.peaks.heapUsed)],
    [
      'daily recipient ceiling (raised for the bench)',
      `${number(run.settings.dailyCeiling)} (configured: ${number(config.newsletterDailyRecipientCeiling)})`,
    ],
  ];
  return markdownTable(['measure', 'value'], rows);
}

/** `12: 10 × 50.0–50.5 s, then 2.2 s, 0.9 s`: the sweeps that spent their budget, and the others. */
function sweepsSummary(sweepMs: number[]): string {
  const whole = sweepMs.filter((ms) => ms >= MAIL_SWEEP_BUDGET_MS);
  const rest = sweepMs.filter((ms) => ms < MAIL_SWEEP_BUDGET_MS).map((ms) => seconds(ms));
  const range = whole.length
    ? `${number(whole.length)} × ${number(Math.min(...whole) / 1000, 1)}–${seconds(Math.max(...whole))}`
    : '';
  return `${number(sweepMs.length)}: ${[range, rest.join(', ')].filter(Boolean).join(', then ')}`;
}

function deliveryTable(delivery: Delivery, check: CatcherCheck, states: Map<string, number>): string {
  const { options } = delivery;
  const sweepMs = delivery.sweeps.map((sweep) => sweep.ms);
  const maildev = delivery.catcherProcess;
  const rows: Array<[string, string]> = [
    ['mail documents of the issue to deliver', number(delivery.total)],
    [
      'rate asked (--rate; messages a second), sends at once (--concurrency)',
      `${number(options.rate)}, ${number(options.concurrency)}`,
    ],
    [
      'sweeps (deliverDueMail calls; budget MAIL_SWEEP_BUDGET_MS): whole budgets, then the rest',
      sweepsSummary(sweepMs),
    ],
    [
      'delivered (SUCCESS), retrying, failed',
      `${number(delivery.delivered)}, ${number(delivery.retrying)}, ${number(delivery.failed)}`,
    ],
    ['delivery: wall time, first sweep to none due', seconds(delivery.ms)],
    ['delivery: first sweep to the last message delivered', seconds(delivery.lastDeliveredMs)],
    ['messages per second (delivered)', number(delivery.delivered / (delivery.lastDeliveredMs / 1000), 1)],
    ['bench process: RSS before delivery', megabytes(delivery.rssBefore)],
    ['bench process: peak RSS during delivery', megabytes(delivery.peaks.rss)],
    ['bench process: peak heap used during delivery', megabytes(delivery.peaks.heapUsed)],
    [
      'MailDev process: RSS at the end; its peak (VmHWM)',
      maildev ? `${megabytes(maildev.rss)}; ${megabytes(maildev.peak)}` : 'not found',
    ],
    [
      'catcher: messages held before, after (storeTotal)',
      `${number(check.before)}, ${number(check.after)} (+${number(check.after - check.before)})`,
    ],
    [
      'catcher: messages of the issue; recipients with exactly one',
      `${number(check.issueMessages)}; ${number(check.once)}`,
    ],
    ['catcher: messages to the bench subscribers', number(check.benchMessages)],
    ['catcher check (summaries read, pages of 200)', `${seconds(check.ms)} (${number(check.pages)} pages)`],
    [
      'deliverMail trigger runs finished (Functions emulator log), at delivery start, end',
      delivery.triggerRunsBefore === undefined
        ? 'not read'
        : `${number(delivery.triggerRunsBefore)}, ${number(delivery.triggerRunsAfter ?? 0)}`,
    ],
    [
      "mail documents' delivery.state",
      [...states].map(([state, count]) => `${state} ${number(count)}`).join(', ') || 'none',
    ],
  ];
  return markdownTable(['measure', 'value'], rows);
}

/** Example provider rates for the arithmetic: assumptions, not any provider's figure. */
const EXAMPLE_RATES = [1, 10, 50, 100];

/**
 * The scheduled sweeps that deliver `mails` at `rate`, and the seconds from the first to the last
 * message: the sweep runs once a minute and takes new documents for MAIL_SWEEP_BUDGET_MS of it, so
 * each minute delivers at most rate × budget, and the last sweep what is left.
 */
function sweepsFor(mails: number, rate: number): { sweeps: number; seconds: number } {
  const perSweep = rate * (MAIL_SWEEP_BUDGET_MS / 1000);
  const sweeps = Math.ceil(mails / perSweep);
  return { sweeps, seconds: (sweeps - 1) * 60 + (mails - (sweeps - 1) * perSweep) / rate };
}

const sweepsText = (mails: number, rate: number) => {
  const { sweeps, seconds: wall } = sweepsFor(mails, rate);
  return `${number(sweeps)} ${sweeps === 1 ? 'sweep' : 'sweeps'}, ${duration(wall)}`;
};

/** `N s`, and how people say it when that is different: `5,000 s (83 min)`. */
const secondsAndDuration = (totalSeconds: number) => {
  const said = duration(totalSeconds);
  const plain = `${number(totalSeconds)} s`;
  return said === plain ? plain : `${plain} (${said})`;
};

function onPaper(run: Run, delivery: Delivery): string {
  const mails = run.check.mails;
  const written = mails / (run.sendMs / 1000);
  const delivered = delivery.delivered / (delivery.lastDeliveredMs / 1000);
  const ceiling = config.newsletterDailyRecipientCeiling;
  const perSecond = config.mail.perSecond;
  const lines = [
    "On paper: delivering them with the site's settings",
    '',
    "- The site's own sender (functions/src/services/mail-delivery.ts) delivers a send's `mail` documents: the " +
      `scheduled sweep \`deliverDueMail\`, once a minute, takes new ones for ${number(MAIL_SWEEP_BUDGET_MS / 1000)} s ` +
      "(MAIL_SWEEP_BUDGET_MS) and hands them to the SMTP server at MAIL_PER_SECOND, the provider's rate " +
      `(${number(perSecond)} here; 10 by default). This send is ${number(mails)} documents, so ${number(mails)} SMTP ` +
      'messages.',
    `- At MAIL_PER_SECOND=${number(perSecond)}: ${number(mails)} / ${number(perSecond)} = ` +
      `${secondsAndDuration(mails / perSecond)} of sending; with ${number(MAIL_SWEEP_BUDGET_MS / 1000)} s ` +
      `of each minute's sweep: ${sweepsText(mails, perSecond)} from the first message to the last.`,
    "- Other rates (assumed, not a provider's figure; the plan's own limit is the one that counts):",
    '',
    markdownTable(
      ['MAIL_PER_SECOND', 'sending time (N / R)', 'with the sweep once a minute'],
      [...new Set([...EXAMPLE_RATES, perSecond])]
        .sort((a, b) => a - b)
        .map((rate) => [number(rate), secondsAndDuration(mails / rate), sweepsText(mails, rate)]),
    ),
    '',
    `- Measured here: the documents were written at ${number(written, 1)} a second, and the bench's sweep, ` +
      `asked for ${number(delivery.options.rate)} a second, delivered ${number(delivered, 1)} a second to the local ` +
      "catcher; either is far above a provider's usual rate, so the provider's rate sets the time.",
    `- The daily cap: NEWSLETTER_DAILY_RECIPIENT_CEILING (${number(ceiling)} by default, all sends in 24 hours ` +
      "together) stands for the provider's daily limit. At it this send is refused whole (startSend answers 429; a " +
      `send is never split over days): ${number(mails)} recipients need the ceiling, and the provider's plan, at ` +
      `${number(mails)} a day or more (${number(mails / ceiling, 1)} × the default).`,
  ];
  return lines.join('\n');
}

// --- The run ------------------------------------------------------------------------------------

/** Recipients of sends begun in the last 24 hours, as startSend counts them against the ceiling. */
async function recipientsInLastDay(db: Firestore): Promise<number> {
  const recent = await db
    .collection(COLLECTIONS.newsletterIssues)
    .where('createdAt', '>', Timestamp.fromMillis(Date.now() - DAY_MS))
    .get();
  return recent.docs.reduce((sum, doc) => sum + num(doc.get('total')), 0);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const added = options.subscribers;
  assertLocalEmulators();
  // Delivery goes to the stack's own catcher, whatever SMTP_CONNECTION_URI names: never 50,000 messages
  // to a real server. It must be there before anything is written.
  try {
    await catcher('/healthz');
  } catch (error) {
    throw new Error(
      `no mail catcher answers at ${MAIL_INBOX_URL} (does SMTP_CONNECTION_URI name another server? the bench ` +
        `delivers only to the stack's own): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (localSweepRunning()) {
    log("the launcher's own mail sweep is running too (FM_LOCAL_MAIL_SWEEP=0 stops it): it will deliver some");
  }

  const { db } = firebaseServices();
  let stopping = false;
  /** Whether messages went to the catcher: it is emptied at the end then. */
  let delivering = false;
  const cleanUp = cleanUpOnce(async () => {
    stopping = true;
    log(`removing every document with an id starting "${SEND_ID_PREFIX}"`);
    log(`removed ${await removeByIdPrefix(db, WRITTEN_COLLECTIONS, SEND_ID_PREFIX, log)} documents`);
    if (delivering) {
      await catcher('/email/all', 'DELETE');
      log(`emptied the mail catcher (${number(await catcherTotal())} messages left)`);
    }
  }, log);
  const counter = countTransactions(db);
  try {
    const leftovers = await removeByIdPrefix(db, WRITTEN_COLLECTIONS, SEND_ID_PREFIX, log);
    if (leftovers) log(`removed ${leftovers} documents an earlier run of this bench left behind`);
    const before = (await countSubscribers(db)).confirmed;

    log(`writing ${number(added)} confirmed subscribers (${before} confirmed already)`);
    const now = Date.now();
    const writeStarted = performance.now();
    await addDocuments(db, subscriberContent(added, now, SEND_ID_PREFIX), [COLLECTIONS.newsletterSubscribers], log);
    const writeMs = performance.now() - writeStarted;
    log(`written in ${seconds(writeMs)}`);

    const confirmed = (await countSubscribers(db)).confirmed;
    const settings: SendSettings = {
      ...sendSettings(config),
      // The configured ceiling (5,000 a day by default) would refuse the send; this one allows it and no more.
      dailyCeiling: Math.max(config.newsletterDailyRecipientCeiling, (await recipientsInLastDay(db)) + confirmed),
    };
    const input: NewsletterSendInput = newsletterSendSchema.parse({
      issueId: `${SEND_ID_PREFIX}${now}`,
      subject: ISSUE_SUBJECT,
      body: ISSUE_BODY,
    });

    log(
      `sending "${input.subject}" (${number(wordCount(input.body))} words) to ${number(confirmed)} ` +
        `confirmed subscribers: batches of ${settings.batchSize}, slices of ${settings.sliceMs} ms`,
    );
    const triggers = triggerRuns();
    triggers(); // from here on: the send's
    const rssBefore = process.memoryUsage().rss;
    const memory = sampleMemory();
    counter.reset();
    const slices: Slice[] = [];
    const sendStarted = performance.now();
    let sentBefore = 0;
    /** One call, as one request of the admin page's: timed, counted and logged. */
    const slice = async (call: () => Promise<NewsletterIssue>) => {
      const started = performance.now();
      const transactionsBefore = counter.transactions;
      const issue = await call();
      const ms = performance.now() - started;
      memory.sample();
      const done: Slice = {
        ms,
        written: issue.sent - sentBefore,
        transactions: counter.transactions - transactionsBefore,
      };
      slices.push(done);
      sentBefore = issue.sent;
      log(
        `  slice ${slices.length}: ${number(issue.sent)}/${number(issue.total)} sent (+${number(done.written)} ` +
          `in ${seconds(ms)}, ${done.transactions} transactions), ${seconds(performance.now() - sendStarted)} ` +
          `elapsed, RSS ${megabytes(process.memoryUsage().rss)}`,
      );
      return issue;
    };
    let issue = await slice(() => startSend(db, input, OWNER_UID, settings));
    while (issue.status === 'sending') {
      if (stopping) throw new Error('stopped before the send was done');
      issue = await slice(() => resumeSend(db, input.issueId, settings));
    }
    const sendMs = performance.now() - sendStarted;
    const peaks = memory.stop();
    const { transactions, attempts } = counter;
    if (issue.status !== 'sent') throw new Error(`the send ended ${issue.status}, not sent`);
    log(`sent in ${seconds(sendMs)}; checking every confirmed subscriber's email`);

    const check = await checkMail(db, issue);
    check.problems.push(...(await checkPersonalised(db, issue.id, added, now)));
    const run: Run = {
      added,
      confirmed,
      check,
      writeMs,
      sendMs,
      slices,
      transactions,
      attempts,
      settings,
      rssBefore,
      peaks,
    };
    console.log('');
    console.log(
      `One issue of about ${number(wordCount(input.body))} words to ${number(confirmed)} confirmed ` +
        `subscribers (${number(added)} written by the bench), sent in this process as the admin page sends it, ` +
        'on the Firestore emulator.',
    );
    console.log('');
    console.log(reportTable(run));
    console.log('');
    if (check.problems.length) {
      for (const problem of check.problems) log(`FAILED: ${problem}`);
      return 1;
    }
    log(`OK: each of the ${number(check.confirmed)} confirmed subscribers has exactly one mail document`);

    const subject = str(
      (
        await db
          .collection(COLLECTIONS.mail)
          .doc(issueMailId(issue.id, scaleSubscriber(0, added, now, SEND_ID_PREFIX).id))
          .get()
      ).get('message.subject'),
    );
    const catcherBefore = await catcherTotal();
    log(
      `delivering them to the catcher (${MAIL_CATCHER_SMTP_URI}, ${number(catcherBefore)} messages in it): ` +
        `deliverDueMail, ${number(options.rate)} a second, ${options.concurrency} at once, sweeps of ` +
        `${seconds(MAIL_SWEEP_BUDGET_MS)}, until none is due`,
    );
    delivering = true;
    const delivery = await deliver(db, check.mails, options, () => stopping, triggers);
    log(
      `delivered ${number(delivery.delivered)} in ${seconds(delivery.lastDeliveredMs)}; checking the catcher and the documents`,
    );
    const arrived = await checkCatcher(check.recipients, subject, catcherBefore, delivery.delivered);
    const { states, problems: stateProblems } = await deliveryStates(db, issue.id);
    const problems = [...arrived.problems, ...stateProblems];

    console.log('');
    console.log(
      `Delivered in this process by the site's sweep (deliverDueMail), to the local mail catcher (MailDev), ` +
        `asked for ${number(options.rate)} a second:`,
    );
    console.log('');
    console.log(deliveryTable(delivery, arrived, states));
    console.log('');
    console.log(onPaper(run, delivery));
    console.log('');
    if (problems.length) {
      for (const problem of problems) log(`FAILED: ${problem}`);
      return 1;
    }
    log(
      `OK: each of the ${number(check.confirmed)} confirmed subscribers got exactly one email in the catcher, ` +
        'no one else did, and every mail document is SUCCESS',
    );
    return 0;
  } finally {
    try {
      await cleanUp();
    } finally {
      counter.uninstall();
    }
  }
}

runBench(main);
