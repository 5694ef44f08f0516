// The site's machine-readable lists: the sitemap for search engines and the RSS 2.0 feed of new
// articles. Plain functions of the published posts.
import { BRAND, TAGLINE } from '@/domain/constants';
import { renderMarkdown, type MarkdownLinks } from '@/domain/markdown';
import { shareImageFacts, shareImageUrl } from '@/domain/image-variants';
import { escapeMarkup } from '@/domain/markup';
import { FEED_PATHS, PUBLIC_PAGES, ROUTES } from '@/domain/routes';
import type { BlogPost, BlogPostSummary } from '@/domain/types';

/** How many articles the feed carries, newest first. */
export const RSS_ITEM_COUNT = 20;

/**
 * The most the whole feed may weigh, in UTF-8 bytes, for the full text of its newest articles.
 * Readers show an item's content:encoded as the article itself (WordPress's "Full text" feed
 * setting), so the newest articles go whole; past the budget the rest go as their summary, which
 * keeps the feed a bounded download however long the articles grow. The count never gives way:
 * a summary item goes in even past the budget (only absurdly long excerpts could get it there).
 */
export const RSS_MAX_BYTES = 100 * 1024;

// XML 1.0 forbids most control characters outright (escaping cannot save them).
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return escapeMarkup(value.replace(XML_FORBIDDEN, ''), '&apos;');
}

/** Markup as feed readers take it: one CDATA section, split where the text itself holds its end. */
export function xmlCdata(value: string): string {
  return `<![CDATA[${value.replace(XML_FORBIDDEN, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const lastChanged = (post: BlogPostSummary) => post.updatedAt ?? post.publishedAt;
const newest = (posts: readonly BlogPostSummary[]) =>
  posts.reduce<string | undefined>((latest, post) => {
    const changed = lastChanged(post);
    return !latest || changed > latest ? changed : latest;
  }, undefined);

/**
 * Every public page and every published article, in one file: the protocol's limit is 50,000 URLs
 * (or 50 MB), which at a few posts a week is centuries away, so there is no sitemap index. Its
 * query reads every published post's address and dates (never a body), once per CDN window. An article's lastmod is when it last changed;
 * Home and the blog list change whenever an article does. The other pages' text ships with the
 * site itself, which has no reliable date to give, so they carry none (the protocol allows it).
 */
export function sitemapXml(siteUrl: string, posts: readonly BlogPostSummary[]): string {
  const listsChanged = newest(posts);
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${xmlText(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const pages = PUBLIC_PAGES.map((path) =>
    url(path, path === ROUTES.home || path === ROUTES.blog ? listsChanged : undefined),
  );
  const articles = posts.map((post) => url(ROUTES.article(post.slug), lastChanged(post)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles,
    '</urlset>',
    '',
  ].join('\n');
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The item's picture as Media RSS gives it (feed readers show it as the item's thumbnail): the file
 * at the fixed share width, absolute, with its type and size where the server made variants of it.
 */
function rssPicture(siteUrl: string, post: BlogPost): string[] {
  if (!post.imageUrl) return [];
  const url = new URL(shareImageUrl(post.imageUrl, post.image), siteUrl).href;
  const facts = shareImageFacts(post.image);
  const attributes = [
    `url="${xmlText(url)}"`,
    'medium="image"',
    ...(facts ? [`type="${facts.type}"`, `width="${facts.width}"`, `height="${facts.height}"`] : []),
  ];
  return [`      <media:content ${attributes.join(' ')}/>`];
}

/** One feed item; `html` is the whole article (content:encoded), absent for a summary item. */
function rssItem(siteUrl: string, post: BlogPost, html?: string): string {
  const link = xmlText(siteUrl + ROUTES.article(post.slug));
  return [
    '    <item>',
    `      <title>${xmlText(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
    `      <category>${xmlText(post.category)}</category>`,
    `      <description>${xmlText(post.excerpt)}</description>`,
    ...rssPicture(siteUrl, post),
    ...(html === undefined ? [] : [`      <content:encoded>${xmlCdata(html)}</content:encoded>`]),
    '    </item>',
  ].join('\n');
}

/**
 * RSS 2.0: the newest articles (posts must be published, newest first), with a self link. Every
 * item has its title, link, date, category and summary (description), and its picture
 * (media:content) if it has one. The newest carry the
 * article as the page shows it (content:encoded), its links marked by `links`, while the whole
 * document, the older items' summaries included, stays within RSS_MAX_BYTES; from the first that
 * would pass it, that item and every older one carry the summary alone, so the items in full are
 * always the newest. Summaries go in even where they alone pass the budget: the feed keeps its
 * RSS_ITEM_COUNT articles.
 */
export function rssXml(siteUrl: string, posts: readonly BlogPost[], links: MarkdownLinks = {}): string {
  const built = posts[0] ? new Date(posts[0].publishedAt) : undefined;
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${xmlText(`${BRAND}: Christian dating advice`)}</title>`,
    `    <link>${xmlText(siteUrl + ROUTES.blog)}</link>`,
    `    <description>${xmlText(TAGLINE)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${xmlText(siteUrl + FEED_PATHS.rss)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`] : []),
  ];
  const tail = ['  </channel>', '</rss>', ''];
  const newestPosts = posts.slice(0, RSS_ITEM_COUNT);
  // Every item as a summary first, so the budget counts the older items that follow the ones in
  // full; giving an item its full text then adds only its content:encoded line.
  const items = newestPosts.map((post) => rssItem(siteUrl, post));
  let bytes = utf8Bytes([...head, ...items, ...tail].join('\n'));
  for (const [index, post] of newestPosts.entries()) {
    const whole = rssItem(siteUrl, post, renderMarkdown(post.content, links));
    const grows = utf8Bytes(whole) - utf8Bytes(items[index]!);
    if (bytes + grows > RSS_MAX_BYTES) break;
    items[index] = whole;
    bytes += grows;
  }
  return [...head, ...items, ...tail].join('\n');
}
