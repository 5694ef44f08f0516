// What the owner's newsletter send costs at a size the site may reach (run by `npm run bench:send
// [-- N]`, which starts and seeds the local stack first; build first, the stack runs the built
// functions). A send writes one `mail` document per confirmed subscriber, a batch of them per
// transaction and a slice of batches per request (functions/src/services/newsletter-issues.ts):
// this times one at tens of thousands of subscribers, and checks that each reader still gets
// exactly one email.
//
// It writes N confirmed subscribers (default 50,000; `-- 20000` or `-- --subscribers 20000`), ids
// `bench-send-000001@example.test` …, as bench:scale writes its own (scripts/lib/scale-bench.ts
// scaleSubscriber, set as an import sets them). Then, in this process, it sends one issue of about
// 600 words with `{{firstName}}` as the admin page does: `startSend`, then `resumeSend` until the
// issue is 'sent', each call one slice of NEWSLETTER_SEND_SLICE_MS, with the settings the API route
// builds from functions/src/config.ts (`sendSettings`), only the daily ceiling raised to what this
// send needs. It logs each slice's progress, then prints a Markdown table (wall time, slices,
// transactions, mails per second, the process's peak memory during the send) and, on paper, what
// delivering those emails through the Trigger Email extension and an SMTP provider would take.
//
// It checks that every confirmed subscriber got exactly one `mail` document of the issue and that no
// other was written (count() of the issue's mail ids, then every one read by id and recipient), and
// exits 1 when not. It removes everything it wrote (ids starting `bench-send-`: the issue, its mail
// and the subscribers; leftovers of an interrupted run too) at the end, on failure and on Ctrl-C.
// It only ever talks to the demo project's emulators on this machine. The site's own confirmed
// subscribers (the seed's) are mailed too, as a real send would mail them; their mail is removed
// with the issue's.
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
import { addDocuments, assertLocalEmulators, cleanUpOnce, removeByIdPrefix, runBench } from './lib/bench-emulator';
import { DEMO_ACCOUNTS } from './lib/local-stack';
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
  return { mails, subscribers, confirmed: expected.size, problems };
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

/** Example sending rates for the arithmetic: assumptions, not any provider's figure. */
const EXAMPLE_RATES = [1, 10, 50, 100];

function onPaper(run: Run): string {
  const mails = run.check.mails;
  const written = mails / (run.sendMs / 1000);
  const ceiling = config.newsletterDailyRecipientCeiling;
  const lines = [
    'On paper: delivering them',
    '',
    '- The Trigger Email extension (firebase/firestore-send-email, pinned in firebase.json) sends one email per ' +
      'document created in `mail`, through the SMTP server set in extensions/firestore-send-email.env.<project-id> ' +
      `(SMTP_CONNECTION_URI). This send is ${number(mails)} documents, so ${number(mails)} SMTP messages. ` +
      'Nothing was sent here: the local stack declares no extension.',
    '- The repository names no provider and no sending rate. docs/deploy.md suggests a transactional SMTP service ' +
      "(Postmark, Amazon SES, Mailgun, SendGrid, Brevo) and knows one limit, the provider's daily one, which " +
      `NEWSLETTER_DAILY_RECIPIENT_CEILING (${number(ceiling)} by default, all sends in 24 hours together) stands for.`,
    `- At that ceiling this send is refused whole (startSend answers 429; a send is never split over days): ` +
      `${number(mails)} recipients need the ceiling, and the provider's plan, at ${number(mails)} a day or more ` +
      `(${number(mails / ceiling, 1)} × the default).`,
    `- Delivery at a provider rate of R messages per second takes ${number(mails)} / R seconds. For example rates ` +
      "(assumed, not a provider's figure; the plan's own limit is the one that counts):",
    '',
    markdownTable(
      ['R (messages/s)', 'delivery time'],
      EXAMPLE_RATES.map((rate) => [number(rate), `${number(mails / rate)} s (${duration(mails / rate)})`]),
    ),
    '',
    `- The documents were written at ${number(written, 1)} mails/s on the emulator (${seconds(run.sendMs)}), so ` +
      `delivery, not the send, is the slower part at any rate under ${number(written)}/s, assuming the extension ` +
      'keeps up with the provider (its own instances and retries are not modelled here).',
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
  const added = parseCount(process.argv.slice(2), SUBSCRIBERS);
  assertLocalEmulators();

  const { db } = firebaseServices();
  let stopping = false;
  const cleanUp = cleanUpOnce(async () => {
    stopping = true;
    log(`removing every document with an id starting "${SEND_ID_PREFIX}"`);
    log(`removed ${await removeByIdPrefix(db, WRITTEN_COLLECTIONS, SEND_ID_PREFIX, log)} documents`);
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
    console.log(onPaper(run));
    console.log('');
    if (check.problems.length) {
      for (const problem of check.problems) log(`FAILED: ${problem}`);
      return 1;
    }
    log(`OK: each of the ${number(check.confirmed)} confirmed subscribers got exactly one email, and no one else`);
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
