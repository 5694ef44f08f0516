// The pure half of `npm run bench:scale` (scripts/bench-scale.ts): the documents it adds, how many
// it adds, what a Firestore read costs, and the table it prints. Nothing here touches the network,
// so tests/unit/scale-bench.test.ts checks it without the emulators.
import { Timestamp } from 'firebase-admin/firestore';
import { BLOG_CATEGORIES, CONTACT_STATUSES } from '@/domain/constants';
import { COLLECTIONS } from '@/domain/collections';
import { slugify } from '@/domain/blog';
import type { StoredInsightsDay } from '@/domain/insights';
import { addHistogram, WEB_VITALS, type DeviceHistograms, type StoredVitalsDay } from '@/domain/web-vitals';
import { readTimeFromContent } from '@/domain/post-text';
import { ROUTES } from '@/domain/routes';
import type { ContactStatus } from '@/domain/types';
import { seedPosts } from '../seed-data/posts';
import { seededRandom } from './seeded-random';
import {
  CONTENT_FILE_FORMAT,
  CONTENT_FILE_VERSION,
  encodeData,
  type ContentDocument,
  type ContentFile,
} from './content-io';

// --- How much is added ------------------------------------------------------------------------

// A copy table of the bench's sizes, alike in shape with other settings (docs/development.md).

/** Posts added when no number is given (issue #39 measured by hand at +1,000). */
export const DEFAULT_POSTS = 1_000;
/** Beyond this the emulator takes minutes to write and the subscribers' list alone is tens of MB. */
export const MAX_POSTS = 20_000;
/** Confirmed newsletter subscribers added per post added (the run: 5,000 for 1,000 posts). */
export const SUBSCRIBERS_PER_POST = 5;
/** Contact messages added per post added (the run: 3,000 for 1,000 posts). */
export const MESSAGES_PER_POST = 3;
/** About this many words in each added post: a long article, as the site's own are. */
export const POST_WORDS = 1_200;
/** Added posts are published over this many years back from the run. */
export const YEARS_BACK = 8;
/**
 * The word the bench searches for: a few of the seed's articles have it, and every
 * SEARCH_EVERY-th added post, so the search finds several at either size. No other added text has it.
 */
export const SEARCH_WORD = 'covenant';
export const SEARCH_EVERY = 10;

/**
 * Every document the bench adds has an id starting with this (a subscriber's id is its address,
 * `bench-scale-…@example.test`), so the clean-up deletes exactly these, leftovers of an
 * interrupted run included, and nothing of the developer's own.
 */
export const SCALE_ID_PREFIX = 'bench-scale-';
/** The first id after every id starting with `prefix`, for a range query on the document id. */
export const idPrefixEnd = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
/** The first id after every id with the prefix, for a range query on the document id. */
export const SCALE_ID_END = idPrefixEnd(SCALE_ID_PREFIX);

/** The collections the bench writes to, and so cleans. */
export const SCALE_COLLECTIONS = [
  COLLECTIONS.posts,
  COLLECTIONS.newsletterSubscribers,
  COLLECTIONS.contactSubmissions,
] as const;
export type ScaleCollection = (typeof SCALE_COLLECTIONS)[number];

export interface ScaleCounts {
  posts: number;
  subscribers: number;
  messages: number;
}

export const scaleCounts = (posts: number): ScaleCounts => ({
  posts,
  subscribers: posts * SUBSCRIBERS_PER_POST,
  messages: posts * MESSAGES_PER_POST,
});

/** What a bench's one number on the command line is: `--<name>`, its default, its largest value. */
export interface CountArgument {
  /** The flag's name and the plural noun: `posts` for `--posts`. */
  name: string;
  /** What the number is, for the messages: `the number of posts to add`. */
  purpose: string;
  example: number;
  fallback: number;
  max: number;
}

/** N from the command line: `N`, `--<name> N` or `--<name>=N`; `argument.fallback` without one. */
export function parseCount(argv: readonly string[], argument: CountArgument): number {
  const { name, purpose, example, fallback, max } = argument;
  const flag = `--${name}`;
  let raw: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === flag) {
      raw = argv[(index += 1)];
      if (raw === undefined) throw new Error(`${flag} takes ${purpose}`);
    } else if (arg.startsWith(`${flag}=`)) raw = arg.slice(flag.length + 1);
    else if (/^\d+$/.test(arg)) raw = arg;
    else throw new Error(`unknown argument "${arg}": give ${purpose}, as \`${example}\` or \`${flag} ${example}\``);
  }
  if (raw === undefined) return fallback;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(count) || count < 1 || count > max) {
    throw new Error(`the number of ${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return count;
}

/** N from the command line: `1000`, `--posts 1000` or `--posts=1000`; DEFAULT_POSTS without one. */
export const parsePostCount = (argv: readonly string[]): number =>
  parseCount(argv, {
    name: 'posts',
    purpose: 'the number of posts to add',
    example: 1000,
    fallback: DEFAULT_POSTS,
    max: MAX_POSTS,
  });

// --- The documents ----------------------------------------------------------------------------

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

/** The added text's words: the site's subject, and never SEARCH_WORD. */
const WORDS = (
  'faith hope love prayer trust patience kindness honesty friendship church community family ' +
  'marriage courtship season waiting calling purpose grace mercy heart mind spirit scripture ' +
  'wisdom counsel mentor pastor small group coffee conversation question answer boundary respect ' +
  'honor service worship joy peace gentleness self-control forgiveness humility courage growth character ' +
  'values future single dating relationship partner spouse engagement wedding home table meal ' +
  'walk evening morning journal promise commitment intention clarity listening patiently gently honestly ' +
  'faithfully together slowly carefully often always rarely daily the a and of ' +
  'to in with for when because we you they our your their ' +
  'is are becomes grows learns shares keeps builds seeks asks waits chooses ' +
  'remembers serves'
).split(' ');

const HEADINGS = [
  'Start with your own walk',
  'Ask the honest questions',
  'Invite your community in',
  'Set boundaries before you need them',
  'Pray together, and apart',
  'Let friendship come first',
  'Notice the fruit',
  'Talk about the future',
] as const;

const TOPICS = [
  'Patience in the Waiting Season',
  'Honest Conversations Before Engagement',
  'Friendship as the Ground of Romance',
  'Praying for a Future Spouse',
  'Boundaries That Protect the Heart',
  'Serving Together in the Local Church',
  'Reading Scripture as a Couple',
  'Trusting God With the Timeline',
  'Meeting Online With Wisdom',
  'What Healthy Commitment Looks Like',
] as const;

const FIRST_NAMES = [
  'Grace',
  'Daniel',
  'Ruth',
  'Samuel',
  'Esther',
  'Caleb',
  'Naomi',
  'Micah',
  'Lydia',
  'Josiah',
] as const;
const LAST_NAMES = [
  'Hart',
  'Bennett',
  'Okafor',
  'Lindqvist',
  'Moreno',
  'Nguyen',
  'Ross',
  'Adeyemi',
  'Park',
  'Silva',
] as const;
const SUBJECTS = [
  'A question about an article',
  'Suggestion for a post',
  'Partnership enquiry',
  'Thank you',
  'Which app would you recommend?',
  'Prayer request',
] as const;

/** The seed's own pictures, so an added post's card shows one as a real post's would. */
const IMAGE_URLS = seedPosts.flatMap((post) => (post.imageUrl ? [post.imageUrl] : []));

function sentence(next: () => number, words: number): string {
  const chosen = Array.from({ length: words }, () => pick(next, WORDS));
  const text = chosen.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Markdown of about `words` words: headed sections of paragraphs, with a list now and then. */
function articleMarkdown(next: () => number, words: number, withSearchWord: boolean): string {
  const blocks: string[] = [];
  let written = 0;
  let paragraphs = 0;
  while (written < words) {
    if (paragraphs % 4 === 0) {
      const heading = pick(next, HEADINGS);
      blocks.push(`## ${heading}`);
      written += heading.split(' ').length;
    }
    if (paragraphs % 7 === 3) {
      const items = Array.from({ length: 3 }, () => sentence(next, between(next, 5, 9)));
      blocks.push(items.map((item) => `- ${item}`).join('\n'));
      written += items.reduce((sum, item) => sum + item.split(' ').length, 0);
    } else {
      const sentences = Array.from({ length: between(next, 4, 7) }, () => sentence(next, between(next, 8, 18)));
      if (withSearchWord && paragraphs === 1) sentences.push(`Marriage is a ${SEARCH_WORD}, not a contract.`);
      blocks.push(sentences.join(' '));
      written += sentences.reduce((sum, text) => sum + text.split(' ').length, 0);
    }
    paragraphs += 1;
  }
  return blocks.join('\n\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = YEARS_BACK * 365 * DAY_MS;

const pad = (index: number) => String(index + 1).padStart(6, '0');
/** The id of the `index`-th added document (from 0); another bench's prefix for another bench's documents. */
export const scaleId = (index: number, prefix = SCALE_ID_PREFIX) => `${prefix}${pad(index)}`;
const scaleEmail = (index: number, prefix = SCALE_ID_PREFIX) => `${scaleId(index, prefix)}@example.test`;

/** When the `index`-th of `count` documents happened: spread evenly over YEARS_BACK, newest first. */
const spreadBack = (now: number, index: number, count: number) =>
  Timestamp.fromMillis(Math.floor(now - ((index + 1) * SPAN_MS) / count));

const document = (collection: string, id: string, data: Record<string, unknown>): ContentDocument => ({
  id,
  data: encodeData(data, `${collection}/${id}`),
});

const scaleTitle = (index: number) => `${TOPICS[index % TOPICS.length]!}, part ${index + 1}`;
/** The slug of the `index`-th added post. */
export const scaleSlug = (index: number) => `${scaleId(index)}-${slugify(scaleTitle(index))}`;

/** A published post, as blog-posts.ts createPost stores one (the seed's dates: created when published). */
export function scalePost(index: number, count: number, now: number): ContentDocument {
  const next = seededRandom(index + 1);
  const title = scaleTitle(index);
  const withSearchWord = index % SEARCH_EVERY === 0;
  const content = articleMarkdown(next, POST_WORDS, withSearchWord);
  const publishedAt = spreadBack(now, index, count);
  return document(COLLECTIONS.posts, scaleId(index), {
    slug: scaleSlug(index),
    title,
    excerpt: `${sentence(next, 14)} ${sentence(next, 12)}`,
    content,
    category: BLOG_CATEGORIES[index % BLOG_CATEGORIES.length],
    imageUrl: IMAGE_URLS[index % IMAGE_URLS.length],
    publishedAt,
    readTime: readTimeFromContent(content),
    status: 'published',
    createdAt: publishedAt,
    updatedAt: publishedAt,
  });
}

/**
 * A confirmed subscriber, as newsletter.ts stores one once its emailed link was pressed; its id (its
 * address) is `<prefix><index + 1, 6 digits>@example.test`.
 */
export function scaleSubscriber(index: number, count: number, now: number, prefix = SCALE_ID_PREFIX): ContentDocument {
  const requestedAt = spreadBack(now, index, count);
  const email = scaleEmail(index, prefix);
  return document(COLLECTIONS.newsletterSubscribers, email, {
    firstName: FIRST_NAMES[index % FIRST_NAMES.length],
    email,
    status: 'confirmed',
    requestedAt,
    confirmationSentAt: requestedAt,
    confirmedAt: Timestamp.fromMillis(requestedAt.toMillis() + ((index % 90) + 1) * 60_000),
  });
}

/** A contact message, as contact.ts storeContact stores one; some since read or replied to by the owner. */
export function scaleMessage(index: number, count: number, now: number): ContentDocument {
  const next = seededRandom(1_000_003 + index);
  const submittedAt = spreadBack(now, index, count);
  const status: ContactStatus = CONTACT_STATUSES[index % CONTACT_STATUSES.length]!;
  const message = Array.from({ length: between(next, 4, 8) }, () => sentence(next, between(next, 8, 16))).join(' ');
  return document(COLLECTIONS.contactSubmissions, scaleId(index), {
    name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / 10) % LAST_NAMES.length]}`,
    email: scaleEmail(index),
    subject: SUBJECTS[index % SUBJECTS.length],
    message,
    status,
    submittedAt,
    updatedAt: status === 'unread' ? submittedAt : Timestamp.fromMillis(submittedAt.toMillis() + DAY_MS),
  });
}

/** Everything the bench adds for `posts` posts, as a content file (content-checks.ts can vouch for it). */
export function scaleContent(posts: number, now: number): ContentFile {
  const counts = scaleCounts(posts);
  const many = (count: number, make: (index: number, count: number, now: number) => ContentDocument) =>
    Array.from({ length: count }, (_, index) => make(index, count, now));
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    project: 'bench-scale',
    exportedAt: new Date(now).toISOString(),
    collections: {
      [COLLECTIONS.posts]: many(counts.posts, scalePost),
      [COLLECTIONS.newsletterSubscribers]: many(counts.subscribers, scaleSubscriber),
      [COLLECTIONS.contactSubmissions]: many(counts.messages, scaleMessage),
    },
  };
}

/** `count` confirmed subscribers whose ids start with `prefix`, as a content file (what bench:send writes). */
export function subscriberContent(count: number, now: number, prefix: string): ContentFile {
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    project: prefix.replace(/-$/, ''),
    exportedAt: new Date(now).toISOString(),
    collections: {
      [COLLECTIONS.newsletterSubscribers]: Array.from({ length: count }, (_, index) =>
        scaleSubscriber(index, count, now, prefix),
      ),
    },
  };
}

// --- What a read costs ------------------------------------------------------------------------

/**
 * Cloud Firestore's list price for document reads: $0.06 per 100,000 (Firestore pricing,
 * https://cloud.google.com/firestore/pricing, us multi-region (nam5), Standard edition, reads, as
 * of 2026; the price list on the day you read this is the authority). Free quota not deducted.
 */
export const USD_PER_100K_READS = 0.06;

/** What 1,000 views cost in reads, in US dollars, at `readsPerView` reads each. */
export const costPer1000Views = (readsPerView: number) => (readsPerView * 1_000 * USD_PER_100K_READS) / 100_000;

/**
 * How Firestore bills each kind of read (the same pricing page): a query one read per document it
 * returns, and one when it returns none; a lookup one per document asked for, found or not; an
 * aggregation (count, sum, average) one per 1,000 index entries it went through, at least one.
 */
export const BILLED_READS = {
  query: (documentsReturned: number) => Math.max(1, documentsReturned),
  lookup: (documentsAsked: number) => documentsAsked,
  aggregation: (indexEntries: number) => Math.max(1, Math.ceil(indexEntries / 1_000)),
} as const;

// --- What is measured -------------------------------------------------------------------------

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The elements in an HTML page: its opening tags, outside comments and the insides of script and
 * style elements (where `<` is code or CSS, not markup). What a browser's DOM would hold, give or
 * take the elements the parser adds itself (tbody, and html/head/body when left out).
 */
export function countElements(html: string): number {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  return markup.match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g)?.length ?? 0;
}

// --- The table --------------------------------------------------------------------------------

/** One page, API list or owner's screen, measured at one size. */
export interface Measurement {
  /** The status of the timed requests (the last one's). */
  status: number;
  /** Median wall time of the timed requests, ms. */
  ms: number;
  /** The body as decoded (uncompressed), bytes. */
  bytes: number;
  /** The body as it came over the connection with `Accept-Encoding: gzip`, bytes. */
  wireBytes: number;
  /** Opening tags, for an HTML page. */
  elements?: number;
  /** Entries in a JSON list answer. */
  items?: number;
  /** Firestore reads billed for one uncached request (in process); undefined when not counted. */
  reads?: number;
}

export interface ReportRow {
  label: string;
  before: Measurement;
  after: Measurement;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const formatKb = (bytes: number) => `${number(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
export const formatMs = (ms: number) => `${number(ms, ms < 10 ? 1 : 0)} ms`;
export const formatUsd = (usd: number) =>
  usd === 0 ? '$0' : `$${usd < 0.01 ? usd.toPrecision(2) : number(usd, usd < 10 ? 3 : 2)}`;

/** after / before, as `×2.7`; a dash when there is nothing to divide by. */
export function formatRatio(before: number, after: number): string {
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0) return '—';
  const ratio = after / before;
  return `×${number(ratio, ratio < 10 ? 1 : 0)}`;
}

/** A Markdown table with every column padded to its widest cell, as prettier writes one. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  // Every character written here is one column wide (no wide or combining characters).
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The side-by-side table: per target, a line per measure, at the seed's size and with N added. */
export function scaleReport(rows: readonly ReportRow[], added: ScaleCounts): string {
  const afterTitle = `+${number(added.posts)} posts`;
  const status = (m: Measurement) => (m.status === 200 ? '' : ` (${m.status})`);
  const lines: string[][] = [];
  for (const { label, before, after } of rows) {
    const measures: Array<[string, (m: Measurement) => number | undefined, (value: number, m: Measurement) => string]> =
      [
        ['time (median)', (m) => m.ms, (value, m) => `${formatMs(value)}${status(m)}`],
        ['body', (m) => m.bytes, formatKb],
        ['over the wire', (m) => m.wireBytes, formatKb],
        ['elements', (m) => m.elements, (value) => number(value)],
        ['list entries', (m) => m.items, (value) => number(value)],
        ['reads per view', (m) => m.reads, (value) => number(value)],
        ['per 1,000 views', (m) => (m.reads === undefined ? undefined : costPer1000Views(m.reads)), formatUsd],
      ];
    let first = true;
    for (const [name, value, format] of measures) {
      const seed = value(before);
      const grown = value(after);
      if (seed === undefined && grown === undefined) continue;
      lines.push([
        first ? label : '',
        name,
        seed === undefined ? '—' : format(seed, before),
        grown === undefined ? '—' : format(grown, after),
        seed === undefined || grown === undefined ? '—' : formatRatio(seed, grown),
      ]);
      first = false;
    }
  }
  return markdownTable(['', 'measure', 'seed', afterTitle, 'ratio'], lines);
}

/** An owner's screen in a browser: when its table showed a first row, and the page's JS heap then. */
export interface ScreenMeasurement {
  /** Median ms from the navigation's start to the table's first row (or empty row), by the page's own clock. */
  firstRowMs: number;
  /** The page's used JS heap once the row showed, bytes. */
  heapBytes: number;
}

export interface ScreenRow {
  label: string;
  before: ScreenMeasurement;
  after: ScreenMeasurement;
}

/** The owner's screens, seed size beside grown, as a Markdown table. */
export function ownerScreensReport(rows: readonly ScreenRow[], added: ScaleCounts): string {
  const afterTitle = `+${number(added.posts)} posts`;
  const lines = rows.flatMap(({ label, before, after }) => [
    [
      label,
      'rows shown (median)',
      formatMs(before.firstRowMs),
      formatMs(after.firstRowMs),
      formatRatio(before.firstRowMs, after.firstRowMs),
    ],
    [
      '',
      'JS heap',
      formatMb(before.heapBytes),
      formatMb(after.heapBytes),
      formatRatio(before.heapBytes, after.heapBytes),
    ],
  ]);
  return markdownTable(['', 'measure', 'seed', afterTitle, 'ratio'], lines);
}

export const formatMb = (bytes: number) => `${number(bytes / (1024 * 1024), 1)} MB`;

/** Days of page views and conversions the bench writes for the owner's Insights (a quarter's worth). */
export const INSIGHTS_DAYS = 90;
const REFERRER_HOSTS = 40;

/**
 * The `day`'s document as a busy site's would be (functions/src/services/page-views.ts and
 * insights.ts write them): every one of `slugs` viewed, a tenth with a click, signup or message,
 * 40 referring sites and three device classes. What the Insights read sums, at its largest.
 */
export function scaleInsightsDay(day: string, slugs: readonly string[]): StoredInsightsDay {
  const pages: Record<string, number> = {};
  const clicks: Record<string, number> = {};
  const signups: Record<string, number> = {};
  const contacts: Record<string, number> = {};
  slugs.forEach((slug, index) => {
    const path = ROUTES.article(slug);
    pages[path] = 1 + (index % 17);
    if (index % 10 === 0) clicks[path] = 1 + (index % 3);
    if (index % 10 === 1) signups[path] = 1;
    if (index % 10 === 2) contacts[path] = 1;
  });
  const views = Object.values(pages).reduce((sum, n) => sum + n, 0);
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    day,
    views,
    pages,
    referrers: Object.fromEntries(
      Array.from({ length: REFERRER_HOSTS }, (_, index) => [`site-${index}.example`, Math.ceil(views / (index + 2))]),
    ),
    devices: { phone: Math.round(views * 0.6), desktop: Math.round(views * 0.35), tablet: Math.round(views * 0.05) },
    conversions: { clicks: total(clicks), signups: total(signups), contacts: total(contacts) },
    clicks,
    signups,
    contacts,
    affiliates: { 'Upward Dating': total(clicks) },
  };
}

/**
 * The `day`'s Web Vitals as a busy site's would be (page-views.ts writes them): every one of `slugs`
 * measured on phones and computers (every tenth on a tablet too), LCP over three buckets, INP and
 * CLS over two each: larger than most days' histograms, as the read sums them.
 */
export function scaleVitalsDay(day: string, slugs: readonly string[]): StoredVitalsDay {
  const histograms = (index: number) => ({
    LCP: { '1500': 3 + (index % 5), '2500': 2, '4000': 1 },
    INP: { '100': 2 + (index % 3), '200': 1 },
    CLS: { '0.01': 4, '0.1': 1 },
  });
  const pages: Record<string, DeviceHistograms> = Object.fromEntries(
    slugs.map((slug, index) => [
      ROUTES.article(slug),
      {
        phone: histograms(index),
        desktop: histograms(index + 1),
        ...(index % 10 === 0 ? { tablet: histograms(index + 2) } : {}),
      },
    ]),
  );
  const site: DeviceHistograms = {};
  for (const devices of Object.values(pages))
    for (const [device, metrics] of Object.entries(devices))
      for (const name of WEB_VITALS) addHistogram(((site[device] ??= {})[name] ??= {}), metrics?.[name]);
  return { day, site, pages };
}
