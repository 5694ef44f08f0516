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
import { RSS_ITEM_COUNT, rssXml, sitemapXml, xmlText } from '../../functions/src/services/feeds';

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
