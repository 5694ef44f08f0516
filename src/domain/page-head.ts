// A page's head tags, as one list: the PWA writes them into the document after each navigation, and
// a server render can print the same list into its HTML, so link previews and crawlers read them.
import { BRAND, DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT } from './constants';
import { escapeMarkup } from './markup';

export interface PageMeta {
  /** Shown as '{title} | Faithful Matches'; the home page may pass the full title with `exactTitle`. */
  title: string;
  description: string;
  keywords?: string;
  exactTitle?: boolean;
  /** Path for the canonical link; defaults to the current path. */
  canonicalPath?: string;
  /** The picture for link previews (a post's image); the site's default without one. */
  image?: string;
  /**
   * What `image` shows (og:image:alt): the page's own alt text for it. `''` for a picture the owner
   * gave no description (a preview shows the title beside it already); absent: the page's title.
   */
  imageAlt?: string;
  /** `image`'s size in pixels (og:image:width and height), where known. */
  imageWidth?: number;
  imageHeight?: number;
  /** 'article' on articles, else 'website'. */
  type?: 'website' | 'article';
}

export interface HeadMetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHead {
  title: string;
  canonical: string;
  meta: HeadMetaTag[];
}

export function pageHead(meta: PageMeta, siteUrl: string, currentPath: string): PageHead {
  const title = meta.exactTitle ? meta.title : `${meta.title} | ${BRAND}`;
  const canonical = new URL(meta.canonicalPath ?? currentPath, siteUrl).href;
  const image = new URL(meta.image || DEFAULT_SHARE_IMAGE, siteUrl).href;
  // Every page has a picture (its own or the site's), so every page says what it shows.
  const imageAlt = meta.image ? (meta.imageAlt ?? meta.title) : DEFAULT_SHARE_IMAGE_ALT;
  const tags: Array<[HeadMetaTag['attribute'], string, string | undefined]> = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords],
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ['property', 'og:image:width', meta.image && meta.imageWidth ? String(meta.imageWidth) : undefined],
    ['property', 'og:image:height', meta.image && meta.imageHeight ? String(meta.imageHeight) : undefined],
    ['property', 'og:image:alt', imageAlt],
    // X reads og:title, og:description and og:image when its own tags are missing.
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
  return {
    title,
    canonical,
    meta: tags
      .filter((tag): tag is [HeadMetaTag['attribute'], string, string] => Boolean(tag[2]))
      .map(([attribute, key, content]) => ({ attribute, key, content })),
  };
}

/** Marks the tags only the server writes (robots), which the PWA removes once it owns the head. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

export interface PageHeadExtras {
  /** Kept out of search results: unknown paths and the members' and owner's screens. */
  noindex?: boolean;
}

/** The head's per-page tags as HTML, every value escaped. */
export function pageHeadHtml(head: PageHead, extras: PageHeadExtras = {}): string {
  const lines = [
    `<title>${escapeMarkup(head.title)}</title>`,
    ...head.meta.map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
  ];
  if (extras.noindex) lines.push(`<meta name="robots" content="noindex" ${SERVER_HEAD_ATTRIBUTE} />`);
  return lines.join('\n    ');
}
