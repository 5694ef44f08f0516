// The site's machine-readable lists: the sitemap for search engines and the RSS 2.0 feed of new
// articles. Plain functions of the published posts.
import { BRAND, TAGLINE } from '@/domain/constants';
import { renderMarkdown, type MarkdownLinks } from '@/domain/markdown';
import { escapeMarkup } from '@/domain/markup';
import { FEED_PATHS, PUBLIC_PAGES, ROUTES } from '@/domain/routes';
import type { BlogPost, BlogPostSummary } from '@/domain/types';

/** How many articles the feed carries, newest first. */
export const RSS_ITEM_COUNT = 20;

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

/**
 * RSS 2.0: the newest articles (posts must be published, newest first), with a self link. Each
 * item carries the article as the page shows it (content:encoded), its links marked by `links`.
 */
export function rssXml(siteUrl: string, posts: readonly BlogPost[], links: MarkdownLinks = {}): string {
  const items = posts.slice(0, RSS_ITEM_COUNT).map((post) => {
    const link = xmlText(siteUrl + ROUTES.article(post.slug));
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${xmlText(post.category)}</category>`,
      `      <description>${xmlText(post.excerpt)}</description>`,
      `      <content:encoded>${xmlCdata(renderMarkdown(post.content, links))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const built = posts[0] ? new Date(posts[0].publishedAt) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${xmlText(`${BRAND}: Christian dating advice`)}</title>`,
    `    <link>${xmlText(siteUrl + ROUTES.blog)}</link>`,
    `    <description>${xmlText(TAGLINE)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${xmlText(siteUrl + FEED_PATHS.rss)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
