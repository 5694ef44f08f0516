// @vitest-environment jsdom
// The sitemap and the RSS feed, parsed as a reader would parse them.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CRAWL_DISALLOWED, PUBLIC_PAGES, robotsTxt } from '@/domain/routes';
import { buildSiteUrl, dotenvValue } from '../../scripts/lib/build-site-url';
import { renderMarkdown } from '@/domain/markdown';
import type { BlogPost } from '@/domain/types';
import { sampleImageVariants } from '@/testing/sample-content';
import {
  RSS_ITEM_COUNT,
  RSS_MAX_BYTES,
  rssXml,
  sitemapXml,
  xmlCdata,
  xmlText,
} from '../../functions/src/services/feeds';

const SITE = 'https://faithfulmatches.example';

function post(index: number, extra: Partial<BlogPost> = {}): BlogPost {
  const day = String(1 + (index % 28)).padStart(2, '0');
  return {
    id: `p${index}`,
    slug: `post-${index}`,
    title: `Post ${index}`,
    excerpt: `Excerpt ${index}`,
    content: 'Body',
    category: 'Biblical Dating',
    publishedAt: `2026-10-${day}T09:00:00.000Z`,
    readTime: 3,
    status: 'published',
    ...extra,
  };
}

// The browser's XML parser (jsdom provides it here); typed locally, this project's test code has no DOM lib.
interface XmlNode {
  tagName: string;
  namespaceURI: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(tag: string): ArrayLike<XmlNode>;
}
interface XmlDocument {
  documentElement: XmlNode;
  getElementsByTagName(tag: string): ArrayLike<XmlNode>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
};

function parse(xml: string): XmlDocument {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const all = (node: XmlDocument | XmlNode, tag: string) => Array.from(node.getElementsByTagName(tag));
const texts = (node: XmlDocument | XmlNode, tag: string) => all(node, tag).map((element) => element.textContent ?? '');
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** `count` posts newest first, as the feed's query returns them, each changed by `extra`. */
const newestFirst = (count: number, extra: (index: number) => Partial<BlogPost> = () => ({})) =>
  Array.from({ length: count }, (_, index) => post(count - index, extra(count - index)));

/** About this many words: a long article, as the site's own are (and bench:scale's). */
const LONG_ARTICLE_WORDS = 1_200;
const WORDS = 'faith patience courtship prayer family honesty church marriage trust kindness'.split(' ');

/** Markdown of about LONG_ARTICLE_WORDS words: headed sections of paragraphs, different for each `seed`. */
function longArticle(seed: number): string {
  const blocks: string[] = [];
  for (let written = 0, paragraph = 0; written < LONG_ARTICLE_WORDS; paragraph += 1) {
    if (paragraph % 4 === 0) blocks.push(`## Part ${paragraph / 4 + 1}`);
    const words = Array.from(
      { length: 60 },
      (_, index) => WORDS[(seed * 7 + paragraph * 3 + index * index) % WORDS.length],
    );
    blocks.push(`${words.join(' ')}.`);
    written += words.length;
  }
  return blocks.join('\n\n');
}

/** Whether each item carries the article in full (content:encoded). */
const inFull = (doc: XmlDocument) =>
  all(doc, 'item').map((item) => item.getElementsByTagName('content:encoded').length === 1);

describe('sitemap.xml', () => {
  it('lists every public page and every given article, each article with its last change', () => {
    const posts = [post(2, { updatedAt: '2026-11-20T10:00:00.000Z' }), post(1)];
    const doc = parse(sitemapXml(SITE, posts));
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = texts(doc, 'loc');
    expect(locs).toEqual([
      ...PUBLIC_PAGES.map((path) => SITE + path),
      `${SITE}/christian-dating-advice/post-2`,
      `${SITE}/christian-dating-advice/post-1`,
    ]);
    const lastmodOf = (loc: string) =>
      all(doc, 'url')
        .find((url) => url.getElementsByTagName('loc')[0]?.textContent === loc)
        ?.getElementsByTagName('lastmod')[0]?.textContent;
    expect(lastmodOf(`${SITE}/christian-dating-advice/post-2`)).toBe('2026-11-20T10:00:00.000Z');
    expect(lastmodOf(`${SITE}/christian-dating-advice/post-1`)).toBe(posts[1].publishedAt);
    // The lists change whenever an article does.
    expect(lastmodOf(`${SITE}/`)).toBe('2026-11-20T10:00:00.000Z');
    expect(lastmodOf(`${SITE}/christian-dating-advice`)).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('rss.xml', () => {
  it(`is RSS 2.0 with the ${RSS_ITEM_COUNT} newest articles, each with link, guid, date and summary`, () => {
    const posts = Array.from({ length: 25 }, (_, index) => post(25 - index));
    const doc = parse(rssXml(SITE, posts));
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    for (const required of ['title', 'link', 'description']) {
      expect(channel.getElementsByTagName(required)[0]?.textContent, required).toBeTruthy();
    }
    const items = all(doc, 'item');
    expect(items).toHaveLength(RSS_ITEM_COUNT);
    expect(texts(items[0], 'title')).toEqual(['Post 25']);
    expect(texts(items[0], 'link')).toEqual([`${SITE}/christian-dating-advice/post-25`]);
    expect(texts(items[0], 'guid')).toEqual([`${SITE}/christian-dating-advice/post-25`]);
    // RFC 822 dates, as RSS 2.0 asks.
    expect(texts(items[0], 'pubDate')[0]).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(texts(items[items.length - 1], 'title')).toEqual(['Post 6']);
  });

  it('carries markup and ampersands in titles as text, and drops characters XML cannot hold', () => {
    const tricky = post(1, {
      title: 'Love & <script>alert(1)</script> "boundaries"\u0001',
      excerpt: "It's <b>bold</b>",
    });
    const doc = parse(rssXml(SITE, [tricky]));
    expect(texts(doc.getElementsByTagName('item')[0], 'title')).toEqual([
      'Love & <script>alert(1)</script> "boundaries"',
    ]);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(xmlText('a&b<c>"\'')).toBe('a&amp;b&lt;c&gt;&quot;&apos;');
  });

  it('carries each article as the page shows it in content:encoded, even when its text ends a CDATA section', () => {
    const article = post(1, {
      content:
        '## Where to meet\n\n- church\n- [Upward](https://app.example/join)\n\n<script>alert(1)</script> ]]> done',
    });
    const links = { isAffiliate: (href: string) => href === 'https://app.example/join' };
    const xml = rssXml(SITE, [article], links);
    const doc = parse(xml);
    expect(doc.documentElement.getAttribute('xmlns:content')).toBe('http://purl.org/rss/1.0/modules/content/');
    const encoded = doc.getElementsByTagName('item')[0]!.getElementsByTagName('content:encoded');
    expect(encoded).toHaveLength(1);
    expect(encoded[0]!.textContent).toBe(renderMarkdown(article.content, links));
    expect(encoded[0]!.textContent).toContain('<h2>Where to meet</h2>');
    expect(encoded[0]!.textContent).toContain('<a href="https://app.example/join" rel="sponsored noopener">Upward</a>');
    expect(encoded[0]!.textContent).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; done');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });

  it("gives each article's picture (media:content): the file at the share width with its size, absolute", () => {
    const pictured = post(3, { imageUrl: '/uploads/heart.jpg', image: sampleImageVariants('heart-1', 1600, 900) });
    const drawn = post(2, { imageUrl: '/images/seed/open-bible.svg' });
    const doc = parse(rssXml(SITE, [pictured, drawn, post(1)]));
    expect(doc.documentElement.getAttribute('xmlns:media')).toBe('http://search.yahoo.com/mrss/');
    const pictures = all(doc, 'item').map((item) =>
      all(item, 'media:content').map((node) =>
        ['url', 'medium', 'type', 'width', 'height'].map((name) => node.getAttribute(name)),
      ),
    );
    expect(pictures).toEqual([
      [[`${SITE}/img/heart-1/1200.jpg`, 'image', 'image/jpeg', '1200', '675']],
      // No variants (an SVG drawing): the URL as given, its size unknown.
      [[`${SITE}/images/seed/open-bible.svg`, 'image', null, null, null]],
      [],
    ]);
  });

  it(`keeps the newest articles in full within ${RSS_MAX_BYTES / 1024} KB and sends the older ones as summaries`, () => {
    const posts = newestFirst(RSS_ITEM_COUNT, (index) => ({ content: longArticle(index) }));
    expect(posts[0]!.content.split(/\s+/).length).toBeGreaterThanOrEqual(LONG_ARTICLE_WORDS);
    // In full, these articles would pass the budget by far.
    const wholeArticles = posts.map((article) => bytes(renderMarkdown(article.content)));
    expect(wholeArticles.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(RSS_MAX_BYTES);

    const xml = rssXml(SITE, posts);
    expect(bytes(xml)).toBeLessThanOrEqual(RSS_MAX_BYTES);
    const doc = parse(xml);
    const items = all(doc, 'item');
    expect(items).toHaveLength(RSS_ITEM_COUNT);
    expect(items.map((item) => texts(item, 'title')[0])).toEqual(posts.map((article) => article.title));

    // The newest in full, every one after the first that would not fit as a summary.
    const full = inFull(doc);
    const fullCount = full.indexOf(false);
    expect(fullCount).toBeGreaterThan(0);
    expect(full).toEqual(posts.map((_, index) => index < fullCount));
    expect(texts(items[0]!, 'content:encoded')).toEqual([renderMarkdown(posts[0]!.content)]);
    items.forEach((item, index) => {
      expect(texts(item, 'description')).toEqual([posts[index]!.excerpt]);
      expect(texts(item, 'link')).toEqual([`${SITE}/christian-dating-advice/${posts[index]!.slug}`]);
      expect(texts(item, 'guid')).toHaveLength(1);
      expect(texts(item, 'pubDate')).toHaveLength(1);
      expect(texts(item, 'category')).toEqual([posts[index]!.category]);
    });
    // The budget is spent: the next article in full would have passed it.
    const nextInFull = `      <content:encoded>${xmlCdata(renderMarkdown(posts[fullCount]!.content))}</content:encoded>\n`;
    expect(bytes(xml) + bytes(nextInFull)).toBeGreaterThan(RSS_MAX_BYTES);
  });

  it('carries every article in full when they fit the budget', () => {
    const paragraph = 'Pray together, serve together, and let your families know each other well. ';
    const posts = newestFirst(RSS_ITEM_COUNT, () => ({ content: `## Start here\n\n${paragraph.repeat(20)}` }));
    const xml = rssXml(SITE, posts);
    expect(bytes(xml)).toBeLessThanOrEqual(RSS_MAX_BYTES);
    const doc = parse(xml);
    expect(inFull(doc)).toEqual(Array(RSS_ITEM_COUNT).fill(true));
    expect(texts(doc, 'content:encoded')).toEqual(posts.map((article) => renderMarkdown(article.content)));
  });

  it("weighs the feed in UTF-8 bytes, not in the text's characters", () => {
    // Three bytes each: counted as characters, three times as many of these would seem to fit.
    const posts = newestFirst(RSS_ITEM_COUNT, () => ({ content: '\u2019'.repeat(6_000) }));
    const xml = rssXml(SITE, posts);
    expect(bytes(xml)).toBeLessThanOrEqual(RSS_MAX_BYTES);
    const full = inFull(parse(xml));
    expect(full.filter(Boolean)).toHaveLength(5);
    expect(full).toHaveLength(RSS_ITEM_COUNT);
  });

  it('keeps all its articles, as summaries, even where the summaries alone pass the budget', () => {
    const posts = newestFirst(RSS_ITEM_COUNT, (index) => ({ excerpt: `Excerpt ${index} ${'long '.repeat(1_200)}` }));
    const xml = rssXml(SITE, posts);
    expect(bytes(xml)).toBeGreaterThan(RSS_MAX_BYTES);
    const doc = parse(xml);
    expect(inFull(doc)).toEqual(Array(RSS_ITEM_COUNT).fill(false));
    expect(texts(doc, 'description')).toEqual([expect.any(String), ...posts.map((article) => article.excerpt)]);
  });

  it('is still a valid, empty channel before the first article', () => {
    const doc = parse(rssXml(SITE, []));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers off the private screens and names the sitemap when the origin is known', () => {
    const text = robotsTxt(SITE);
    for (const path of CRAWL_DISALLOWED) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    expect(robotsTxt()).not.toContain('Sitemap:');
    for (const page of PUBLIC_PAGES) expect(CRAWL_DISALLOWED.some((path) => page.startsWith(path))).toBe(false);
  });

  it("takes the origin from SITE_URL, else from the deployed project's functions/.env file, https only", () => {
    const root = mkdtempSync(join(tmpdir(), 'fm-site-url-'));
    mkdirSync(join(root, 'functions'));
    writeFileSync(
      join(root, 'functions', '.env.fm-prod'),
      'OWNER_EMAIL=o@example.com\nSITE_URL="https://faithfulmatches.example/"\n',
    );
    expect(buildSiteUrl({ GCLOUD_PROJECT: 'fm-prod' }, root)).toBe('https://faithfulmatches.example');
    expect(buildSiteUrl({ SITE_URL: 'https://other.example', GCLOUD_PROJECT: 'fm-prod' }, root)).toBe(
      'https://other.example',
    );
    expect(buildSiteUrl({ GCLOUD_PROJECT: 'no-such-project' }, root)).toBeUndefined();
    expect(buildSiteUrl({ SITE_URL: 'http://127.0.0.1:5000' }, root)).toBeUndefined();
    expect(buildSiteUrl({}, root)).toBeUndefined();
    expect(dotenvValue("export SITE_URL='https://a.example'", 'SITE_URL')).toBe('https://a.example');
  });

  it('is built by `firebase deploy` itself: Hosting builds the PWA before it uploads', () => {
    const firebase = JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as {
      hosting: { predeploy?: string[] };
    };
    expect(firebase.hosting.predeploy).toEqual(['npm --prefix "$PROJECT_DIR" run build:web']);
  });
});
