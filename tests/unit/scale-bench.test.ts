// The pure half of `npm run bench:scale` (scripts/lib/scale-bench.ts): what it adds is what the
// API itself would store, and its arithmetic and table are right; and the subscribers `npm run
// bench:send` writes with it. The benches themselves need the stack.
import type { Timestamp } from 'firebase-admin/firestore';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_FILTER_CATEGORIES } from '@/domain/constants';
import { COLLECTIONS } from '@/domain/collections';
import { SLUG_PATTERN } from '@/domain/blog';
import { daysBetween, lastDays, spanOfDay, summarizeInsights } from '@/domain/insights';
import { summarizeWebVitals } from '@/domain/web-vitals';
import { ROUTES } from '@/domain/routes';
import { markdownToText } from '@/domain/markdown';
import { postMatchesSearch } from '@/domain/post-text';
import { refusedFields } from '../../scripts/lib/content-checks';
import { decodeData, type ContentDocument } from '../../scripts/lib/content-io';
import { installReadCounter } from '../../scripts/lib/firestore-read-counter';
import {
  BILLED_READS,
  costPer1000Views,
  countElements,
  DEFAULT_POSTS,
  formatRatio,
  idPrefixEnd,
  markdownTable,
  MAX_POSTS,
  median,
  MESSAGES_PER_POST,
  INSIGHTS_DAYS,
  scaleInsightsDay,
  scaleVitalsDay,
  scaleSlug,
  parseCount,
  parsePostCount,
  POST_WORDS,
  SCALE_COLLECTIONS,
  SCALE_ID_END,
  SCALE_ID_PREFIX,
  scaleContent,
  scaleReport,
  SEARCH_EVERY,
  SEARCH_WORD,
  subscriberContent,
  SUBSCRIBERS_PER_POST,
  USD_PER_100K_READS,
  YEARS_BACK,
  type Measurement,
} from '../../scripts/lib/scale-bench';
import { seedPosts } from '../../scripts/seed-data/posts';

const NOW = Date.UTC(2026, 10, 27, 9);
const POSTS = 40;
const content = scaleContent(POSTS, NOW);
const documents = (collection: (typeof SCALE_COLLECTIONS)[number]): ContentDocument[] =>
  content.collections[collection] ?? [];
/** An added post as Firestore holds it. */
interface StoredPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  status: string;
  readTime: number;
  publishedAt: Timestamp;
}
const posts = documents(COLLECTIONS.posts).map(({ id, data }) => ({ id, ...decodeData(data) }) as StoredPost);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('parsePostCount', () => {
  it('reads N as a bare number or --posts, with the default when none is given', () => {
    expect(parsePostCount([])).toBe(DEFAULT_POSTS);
    expect(parsePostCount(['2500'])).toBe(2500);
    expect(parsePostCount(['--posts', '300'])).toBe(300);
    expect(parsePostCount(['--posts=7'])).toBe(7);
  });

  it('refuses what is not a count of posts it can write', () => {
    for (const argv of [['0'], ['--posts'], ['--posts', 'many'], ['--posts=1.5'], [String(MAX_POSTS + 1)], ['-n']]) {
      expect(() => parsePostCount(argv), argv.join(' ')).toThrow();
    }
  });
});

describe('parseCount', () => {
  const subscribers = {
    name: 'subscribers',
    purpose: 'the number of subscribers',
    example: 20,
    fallback: 50,
    max: 100,
  };

  it("reads another bench's flag the same way", () => {
    expect(parseCount([], subscribers)).toBe(50);
    expect(parseCount(['20'], subscribers)).toBe(20);
    expect(parseCount(['--subscribers', '30'], subscribers)).toBe(30);
    expect(parseCount(['--subscribers=40'], subscribers)).toBe(40);
    for (const argv of [['--posts', '3'], ['0'], ['101'], ['--subscribers']]) {
      expect(() => parseCount(argv, subscribers), argv.join(' ')).toThrow();
    }
  });
});

describe('subscriberContent', () => {
  it("writes N confirmed subscribers under another bench's prefix, as the API would store them", () => {
    const file = subscriberContent(25, NOW, 'bench-send-');
    const subscribers = file.collections[COLLECTIONS.newsletterSubscribers] ?? [];
    expect(refusedFields(file)).toEqual([]);
    expect(subscribers).toHaveLength(25);
    expect(subscribers[0]!.id).toBe('bench-send-000001@example.test');
    expect(new Set(subscribers.map(({ id }) => id)).size).toBe(25);
    for (const { id, data } of subscribers) {
      expect(id >= 'bench-send-' && id < idPrefixEnd('bench-send-'), id).toBe(true);
      expect(data).toMatchObject({ email: id, status: 'confirmed' });
    }
  });
});

describe('scaleContent', () => {
  it('adds N posts, SUBSCRIBERS_PER_POST × N subscribers and MESSAGES_PER_POST × N messages', () => {
    expect(documents(COLLECTIONS.posts)).toHaveLength(POSTS);
    expect(documents(COLLECTIONS.newsletterSubscribers)).toHaveLength(POSTS * SUBSCRIBERS_PER_POST);
    expect(documents(COLLECTIONS.contactSubmissions)).toHaveLength(POSTS * MESSAGES_PER_POST);
    expect([SUBSCRIBERS_PER_POST, MESSAGES_PER_POST]).toEqual([5, 3]);
  });

  it('writes only documents the API itself would have stored', () => {
    expect(refusedFields(content)).toEqual([]);
  });

  it('gives every document an id the clean-up finds, and no seed post one', () => {
    for (const collection of SCALE_COLLECTIONS) {
      const ids = documents(collection).map(({ id }) => id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id.startsWith(SCALE_ID_PREFIX), id).toBe(true);
        expect(id >= SCALE_ID_PREFIX && id < SCALE_ID_END, id).toBe(true);
      }
    }
    expect(seedPosts.some((post) => post.slug.startsWith(SCALE_ID_PREFIX))).toBe(false);
    expect(`${SCALE_ID_PREFIX}zzz` < SCALE_ID_END && 'bench-scalf' >= SCALE_ID_END).toBe(true);
  });

  it('writes published posts of about POST_WORDS words, with unique slugs, in every category', () => {
    const slugs = posts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(POSTS);
    for (const post of posts) {
      expect(post.status).toBe('published');
      expect(post.slug).toMatch(SLUG_PATTERN);
      const count = words(markdownToText(post.content));
      expect(count).toBeGreaterThanOrEqual(POST_WORDS);
      expect(count).toBeLessThan(POST_WORDS * 1.15);
      // Words / 200, rounded up (post-text.ts): 1,200 to 1,380 words are 6 or 7 minutes.
      expect([6, 7]).toContain(post.readTime);
    }
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(posts.some((post) => post.category === BLOG_FILTER_CATEGORIES[0])).toBe(true);
  });

  it('spreads the posts over the years back, all already public', () => {
    const times = posts.map((post) => post.publishedAt.toMillis());
    expect(Math.max(...times)).toBeLessThan(NOW);
    const years = (NOW - Math.min(...times)) / (365 * 24 * 60 * 60 * 1000);
    expect(years).toBeGreaterThan(YEARS_BACK - 1);
    expect(years).toBeLessThanOrEqual(YEARS_BACK);
  });

  it('puts the search word in every SEARCH_EVERY-th post only', () => {
    const found = posts.filter((post) =>
      postMatchesSearch({ title: post.title, excerpt: post.excerpt, content: post.content }, SEARCH_WORD),
    );
    expect(found).toHaveLength(Math.ceil(POSTS / SEARCH_EVERY));
    // The search finds some of the seed's articles too, so it finds several at either size.
    expect(seedPosts.some((post) => postMatchesSearch(post, SEARCH_WORD))).toBe(true);
  });

  it('adds confirmed subscribers and messages in every status', () => {
    for (const { data } of documents(COLLECTIONS.newsletterSubscribers)) expect(data.status).toBe('confirmed');
    expect(new Set(documents(COLLECTIONS.contactSubmissions).map(({ data }) => data.status))).toEqual(
      new Set(['unread', 'read', 'replied']),
    );
  });

  it('is the same for the same N and time', () => {
    expect(scaleContent(3, NOW)).toEqual(scaleContent(3, NOW));
  });
});

describe('the arithmetic', () => {
  it('takes the median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('prices reads at the list price', () => {
    expect(USD_PER_100K_READS).toBe(0.06);
    expect(costPer1000Views(1)).toBeCloseTo(0.0006, 10);
    expect(costPer1000Views(1_000)).toBeCloseTo(0.6, 10);
  });

  it('bills reads as Firestore does', () => {
    expect(BILLED_READS.query(0)).toBe(1);
    expect(BILLED_READS.query(250)).toBe(250);
    expect(BILLED_READS.lookup(2)).toBe(2);
    expect(BILLED_READS.aggregation(0)).toBe(1);
    expect(BILLED_READS.aggregation(1_000)).toBe(1);
    expect(BILLED_READS.aggregation(1_001)).toBe(2);
  });

  it('counts the elements of a page, not what its scripts, styles and comments hold', () => {
    const html =
      '<!doctype html><html><head><style>a<b{}</style><script>if (a<b) x("<div>")</script></head>' +
      '<body><!-- <p>not one</p> --><div id="root"><p>One <a href="/">link</a><br/></p><img src="x.svg"></div></body></html>';
    // html, head, style, script, body, div, p, a, br, img
    expect(countElements(html)).toBe(10);
    expect(countElements('no markup, 1 < 2')).toBe(0);
  });

  it('writes ratios', () => {
    expect(formatRatio(100, 270)).toBe('×2.7');
    expect(formatRatio(10, 1_000)).toBe('×100');
    expect(formatRatio(0, 5)).toBe('—');
  });
});

describe('the table', () => {
  const measured = (scale: number, extra: Partial<Measurement> = {}): Measurement => ({
    status: 200,
    ms: 40 * scale,
    bytes: 200 * 1024 * scale,
    wireBytes: 30 * 1024 * scale,
    reads: 17 * scale,
    ...extra,
  });
  const table = scaleReport(
    [
      { label: 'Blog list', before: measured(1, { elements: 900 }), after: measured(20, { elements: 9_000 }) },
      { label: 'GET /api/admin/subscribers', before: measured(1, { items: 0 }), after: measured(3, { status: 503 }) },
    ],
    { posts: 1_000, subscribers: 5_000, messages: 3_000 },
  );

  it('shows both sizes side by side with their ratio', () => {
    expect(table).toContain('| Blog list');
    expect(table).toMatch(/\| time \(median\) +\| 40 ms +\| 800 ms +\| ×20 +\|/);
    expect(table).toMatch(/\| body +\| 200 KB +\| 4,000 KB +\| ×20 +\|/);
    expect(table).toMatch(/\| elements +\| 900 +\| 9,000 +\| ×10 +\|/);
    expect(table).toMatch(/\| reads per view +\| 17 +\| 340 +\| ×20 +\|/);
    expect(table).toMatch(/\| per 1,000 views +\| \$0\.010 +\| \$0\.204 +\| ×20 +\|/);
    expect(table).toContain('+1,000 posts');
    // A measure only one kind of answer has is left out of the others' lines.
    expect(table.split('\n').filter((line) => line.includes('elements'))).toHaveLength(1);
    expect(table).toMatch(/\| list entries +\| 0 +\| — +\| — +\|/);
    expect(table).toContain('120 ms (503)');
  });

  it('is a Markdown table as prettier writes it, ready for docs/measurements.md', async () => {
    expect(await format(table, { parser: 'markdown' })).toBe(`${table}\n`);
    const small = markdownTable(['a', 'long header'], [['wider cell', 'x']]);
    expect(await format(small, { parser: 'markdown' })).toBe(`${small}\n`);
  });
});

describe('installReadCounter', () => {
  it('finds every method it counts in the installed Firestore client, and puts them back', async () => {
    const { Query } = await import('firebase-admin/firestore');
    const original = (Query.prototype as unknown as Record<string, unknown>)._get;
    const counter = installReadCounter();
    expect((Query.prototype as unknown as Record<string, unknown>)._get).not.toBe(original);
    expect(counter.reads).toBe(0);
    counter.uninstall();
    expect((Query.prototype as unknown as Record<string, unknown>)._get).toBe(original);
  });
});

describe("the owner's Insights at scale", () => {
  it("writes days whose totals are their maps' sums, naming every added post by its slug", () => {
    const slugs = Array.from({ length: 50 }, (_, index) => scaleSlug(index));
    expect(slugs.every((slug) => SLUG_PATTERN.test(slug))).toBe(true);
    const { from, to } = lastDays(INSIGHTS_DAYS, Date.parse('2026-11-29T12:00:00Z'));
    const days = daysBetween(from, to).map((day) => scaleInsightsDay(day, slugs));
    expect(days).toHaveLength(INSIGHTS_DAYS);
    const titles = new Map(slugs.map((slug) => [ROUTES.article(slug), slug]));
    const insights = summarizeInsights(days.map(spanOfDay), { from, to, titles });
    const perDay = days[0]!;
    expect(insights.totals.views).toBe(perDay.views! * INSIGHTS_DAYS);
    expect(insights.pages).toHaveLength(50);
    expect(insights.pages.reduce((sum, page) => sum + page.clicks, 0)).toBe(insights.totals.clicks);
    expect(insights.totals.signups).toBe(5 * INSIGHTS_DAYS);
  });

  it("writes Web Vitals days that sum to every article's rows, a day of 1,000 articles within a document's 1 MiB", () => {
    const slugs = Array.from({ length: 1_000 }, (_, index) => scaleSlug(index));
    const day = scaleVitalsDay('2026-11-29', slugs);
    // Firestore counts a map's keys and values; the JSON text is a close upper bound of that size.
    expect(JSON.stringify(day).length).toBeLessThan(1024 * 1024);
    const titles = new Map(slugs.map((slug) => [ROUTES.article(slug), slug]));
    const vitals = summarizeWebVitals([day, { ...day }], { from: day.day, to: day.day, titles, limit: 100 });
    const site = vitals.site.find((row) => row.device === 'all')!;
    expect(site.LCP).toEqual({ p75: 2500, rating: 'good', samples: site.LCP!.samples });
    expect(vitals.pages.filter((row) => row.device === 'all')).toHaveLength(100);
    // The site's histograms are every page's summed.
    const oneDay = summarizeWebVitals([day], { from: day.day, to: day.day, titles, limit: slugs.length });
    const allDevices = oneDay.pages.filter((row) => row.device === 'all');
    expect(allDevices).toHaveLength(slugs.length);
    expect(oneDay.site.find((row) => row.device === 'all')!.LCP!.samples).toBe(
      allDevices.reduce((sum, row) => sum + row.LCP!.samples, 0),
    );
  });
});
