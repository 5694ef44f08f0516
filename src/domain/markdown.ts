// The one Markdown renderer: articles on the server's page and in the PWA, the RSS feed's
// content:encoded, the editor's preview and newsletter issues all go through renderMarkdown, so
// what the owner previews is what readers get.
//
// markdown-it: CommonMark, with GitHub's tables and (through linkify) autolinks; about 30 KB gzip,
// no install script, and maintained with a short, patched advisory record. It is only ever loaded
// by the server and the admin area: public pages receive the rendered HTML.
//
// Safety: `html: false` prints raw HTML as text, and every link and image must be http(s) or a
// path on this site, so `javascript:`, `data:` and the like never reach a page.
import markdownIt, { type MarkdownIt } from 'markdown-it';
import { AFFILIATE_REDIRECT_PREFIX } from './routes';

export interface MarkdownLinks {
  /**
   * Whether a link's address is one the site earns from: an app's or a resource's affiliateUrl,
   * or the site's own tracking redirect. Such links get rel="sponsored", as search engines ask.
   */
  isAffiliate?: (href: string) => boolean;
  /**
   * The site's origin, for Markdown read away from the site (an email): a path on this site
   * (`/christian-dating-advice/…`) becomes an address under it. Pages leave paths as they are.
   */
  siteUrl?: string;
}

/**
 * The links of articles that point at something the site earns from: the affiliateUrl of each app
 * and resource, matched as written (the owner pastes it from the app's or resource's page).
 */
export function affiliateLinksOf(items: ReadonlyArray<{ affiliateUrl?: string }>): MarkdownLinks {
  // A link's href reaches isAffiliate as markdown-it normalised it (percent-encoded): so are these.
  const known = new Set(
    items.flatMap(({ affiliateUrl }) => {
      const url = affiliateUrl?.trim();
      return url ? [url, markdown().normalizeLink(url)] : [];
    }),
  );
  return { isAffiliate: (href) => known.has(href.trim()) };
}

const SAFE_HREF = /^(?:https?:\/\/|\/(?!\/)|#|\?)/i;

/** Only http(s), site paths, fragments and queries: every other scheme is dropped. */
export const isSafeHref = (href: string) => SAFE_HREF.test(href.trim());

function createRenderer(): MarkdownIt {
  const md = markdownIt('commonmark', {
    html: false,
    // Posts written before Markdown are plain text whose single line breaks were shown as breaks.
    breaks: true,
    linkify: true,
    typographer: false,
  });
  md.enable(['table', 'strikethrough', 'linkify']);
  md.validateLink = isSafeHref;
  return md;
}

let renderer: MarkdownIt | undefined;
const markdown = () => (renderer ??= createRenderer());

const isOffSite = (href: string) => /^https?:\/\//i.test(href);

/** `href` under `siteUrl` when it is a path on this site; anything else as it is. */
function absolute(href: string, siteUrl: string | undefined): string {
  return siteUrl && /^\/(?!\/)/.test(href) ? `${siteUrl.replace(/\/+$/, '')}${href}` : href;
}

/** Article or newsletter Markdown as HTML that is safe to put in a page as it is. */
export function renderMarkdown(source: string, links: MarkdownLinks = {}): string {
  const md = markdown();
  const tokens = md.parse(source, {});
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type === 'image') {
        // An article's pictures are below its own featured image: fetched as they near the screen.
        child.attrSet('loading', 'lazy');
        child.attrSet('src', absolute(String(child.attrGet('src') ?? ''), links.siteUrl));
      }
      if (child.type !== 'link_open') continue;
      const href = String(child.attrGet('href') ?? '');
      // Whether the link is the site's own is read from the address as written.
      child.attrSet('href', absolute(href, links.siteUrl));
      const rel = new Set<string>();
      if (links.isAffiliate?.(href) || href.startsWith(AFFILIATE_REDIRECT_PREFIX)) rel.add('sponsored');
      if (isOffSite(href)) rel.add('noopener');
      if (rel.size > 0) child.attrSet('rel', [...rel].join(' '));
    }
  }
  return md.renderer.render(tokens, md.options, {});
}

/**
 * The words a reader reads, without the markup: for the read time, search and plain-text email.
 * Links keep their text, and their address in brackets when `withUrls` (an email's text part),
 * under `siteUrl` when it is a path on this site.
 */
export function markdownToText(
  source: string,
  { withUrls = false, siteUrl }: { withUrls?: boolean; siteUrl?: string } = {},
): string {
  const md = markdown();
  const lines: string[] = [];
  let line = '';
  let href = '';
  const endLine = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const token of md.parse(source, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') line += child.content;
        else if (child.type === 'softbreak' || child.type === 'hardbreak') endLine();
        else if (child.type === 'image') line += child.content;
        else if (child.type === 'link_open') href = absolute(String(child.attrGet('href') ?? ''), siteUrl);
        else if (child.type === 'link_close' && withUrls && href && !line.endsWith(href)) line += ` (${href})`;
      }
    } else if (token.type === 'fence' || token.type === 'code_block') {
      lines.push(...token.content.replace(/\n$/, '').split('\n'));
    } else if (token.type === 'list_item_open') {
      line = token.info ? `${token.info}. ` : '- ';
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      if (line) line += ' | ';
    } else if (token.block && token.nesting === -1 && /^(paragraph|heading|tr|blockquote)_close$/.test(token.type)) {
      endLine();
      if (token.type !== 'tr_close' && !token.hidden) lines.push('');
    }
  }
  if (line) endLine();
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
