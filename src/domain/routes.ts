// Every public path of the site, and the six legacy redirects. firebase.json
// holds the same redirects for Hosting; tests/unit/firebase-config.test.ts
// keeps the two in step.
import type { AffiliateSource } from './types';

/** Query parameter of the newsletter composer: the id of the post it announces. */
export const ANNOUNCE_PARAM = 'announce';

export const ROUTES = {
  home: '/',
  blog: '/christian-dating-advice',
  article: (slug: string) => `/christian-dating-advice/${encodeURIComponent(slug)}`,
  appReviews: '/christian-dating-apps-reviews',
  resources: '/christian-relationship-resources',
  contact: '/contact-faithful-matches',
  faq: '/christian-dating-faq',
  dashboard: '/dashboard',
  signIn: '/sign-in',
  signUp: '/sign-up',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  affiliateDisclosure: '/affiliate-disclosure',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  adminBlog: '/admin/blog',
  adminBlogNew: '/admin/blog/new',
  adminBlogEdit: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  /** The router's pattern for adminBlogEdit. */
  adminBlogEditPattern: '/admin/blog/edit/:id',
  adminContact: '/admin/contact',
  adminSubscribers: '/admin/subscribers',
  adminAffiliateClicks: '/admin/affiliate-clicks',
  adminInsights: '/admin/insights',
  adminNewsletter: '/admin/newsletter',
  /** The newsletter composer, filled with an announcement of a post. */
  adminNewsletterAnnounce: (postId: string) => `/admin/newsletter?${ANNOUNCE_PARAM}=${encodeURIComponent(postId)}`,
  adminAppReviews: '/admin/app-reviews',
  adminResources: '/admin/resources',
  adminTestimonials: '/admin/testimonials',
} as const;

/**
 * The public pages a search engine may list (the sitemap), apart from each article. Sign-in,
 * the dashboard, the admin area and the newsletter's link pages are not for search results.
 */
export const PUBLIC_PAGES = [
  ROUTES.home,
  ROUTES.blog,
  ROUTES.appReviews,
  ROUTES.resources,
  ROUTES.contact,
  ROUTES.faq,
  ROUTES.privacy,
  ROUTES.terms,
  ROUTES.affiliateDisclosure,
] as const;

/** Where crawlers and feed readers find the site's lists (served by the api function). */
export const FEED_PATHS = { sitemap: '/sitemap.xml', rss: '/rss.xml' } as const;

/**
 * Screens only the PWA draws, for one person (members, the owner, the newsletter's email links):
 * their HTML is the bare shell, kept out of search results. A path ending in '/' covers its family.
 */
export const APP_ONLY_PATHS = ['/admin/', ROUTES.dashboard, ROUTES.signIn, ROUTES.signUp, '/newsletter/'] as const;

export function isAppOnlyPath(path: string): boolean {
  return APP_ONLY_PATHS.some((entry) =>
    entry.endsWith('/') ? path === entry.slice(0, -1) || path.startsWith(entry) : path === entry,
  );
}

/** The owner's area: '/admin' and every path under it. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The article's slug in an article path (`/christian-dating-advice/{slug}`), if it is one. */
export function articleSlugOf(path: string): string | undefined {
  const prefix = `${ROUTES.blog}/`;
  if (!path.startsWith(prefix)) return undefined;
  const segment = path.slice(prefix.length);
  if (!segment || segment.includes('/')) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a broken %-escape names no article
  }
}

/**
 * The site's tracking redirect to an affiliate: `/go/{app or resource id}?source={the page}` records
 * the click and answers 302 to the partner (functions/src/services/affiliate-redirect.ts). Links to
 * it are affiliate links (rel="sponsored").
 */
export const AFFILIATE_REDIRECT_PREFIX = '/go/';
/**
 * The query parameter naming the page a redirect's link was on (one of AFFILIATE_SOURCES). A link
 * without it is an article's, written by the owner in its Markdown as `/go/{id}`.
 */
export const AFFILIATE_SOURCE_PARAM = 'source';
export const ARTICLE_AFFILIATE_SOURCE = 'article' satisfies AffiliateSource;

/** The tracking redirect for an app's or a resource's affiliate link shown on `source`. */
export function affiliateRedirectPath(id: string, source: AffiliateSource): string {
  return `${AFFILIATE_REDIRECT_PREFIX}${encodeURIComponent(id)}?${AFFILIATE_SOURCE_PARAM}=${source}`;
}

/**
 * What crawlers may not visit: the owner's and members' screens, the API, and the tracking
 * redirect (a crawler's visit is no reader's click, and the partner's page is not ours to index).
 */
export const CRAWL_DISALLOWED = [...APP_ONLY_PATHS, '/api/', AFFILIATE_REDIRECT_PREFIX];

/**
 * robots.txt. A `Sitemap:` line must be an absolute URL, so it is written only when the build
 * knows the site's origin (see scripts/lib/build-site-url.ts).
 */
export function robotsTxt(siteUrl?: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...CRAWL_DISALLOWED.map((path) => `Disallow: ${path}`)];
  if (siteUrl) lines.push('', `Sitemap: ${new URL(FEED_PATHS.sitemap, siteUrl).href}`);
  return `${lines.join('\n')}\n`;
}

/** The Speculation Rules the site's responses name in their `Speculation-Rules` header (firebase.json). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Moving between public pages is a page load: the browser fetches a linked page ahead once the
 * reader rests the pointer on its link or starts to press it ("moderate"), so the load is quick.
 * Never a path where a fetch does something (the affiliate redirect counts a click) or that is not
 * a public page (the app's screens, the API, downloads, Firebase's own handlers). A file the
 * header names, not an inline script: the Content-Security-Policy stays as it is.
 */
export function speculationRules() {
  const notPages = [...CRAWL_DISALLOWED, '/__/', '/downloads/'].map((path) => (path.endsWith('/') ? `${path}*` : path));
  return {
    prefetch: [
      {
        source: 'document',
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: notPages } }] },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The API path families read on a member's or the owner's behalf (each path and everything below it). */
export const MEMBER_API_PREFIXES = ['/api/auth', '/api/favorites', '/api/admin', '/api/upload-image'] as const;

/**
 * The GET URLs the service worker may keep for offline reading: every /api read but the member
 * families above, whose answers belong to one person and must never outlive a logout in a cache.
 * A RegExp rather than a function, because the generated worker cannot call back into this module.
 */
export const PUBLIC_API_READ_URL = new RegExp(
  `^https?://[^/]+/api/(?!(?:${MEMBER_API_PREFIXES.map((prefix) => prefix.slice('/api/'.length)).join('|')})(?:[/?#]|$))`,
);

/**
 * The built HTML shell (index.html, renamed by the build): the pages function's template, and the
 * service worker's answer to a navigation it has no cached page for.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** Query parameter that carries where a reader returns to after signing in. */
export const NEXT_PARAM = 'next';

/**
 * Only a path on this site may be a return target: anything else (another origin, `//host`,
 * a backslash trick) falls back to the dashboard, so a crafted link cannot bounce a reader away.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return ROUTES.dashboard;
  // Back to a sign-in screen would only bounce: the dashboard is where a fresh member goes.
  const pathname = next.split(/[?#]/)[0];
  if (pathname === ROUTES.signIn || pathname === ROUTES.signUp) return ROUTES.dashboard;
  return next;
}

/** `/sign-in?next=…` (or `/sign-up?next=…`), keeping where the reader was. */
export function authPath(page: typeof ROUTES.signIn | typeof ROUTES.signUp, next?: string): string {
  return next ? `${page}?${NEXT_PARAM}=${encodeURIComponent(safeReturnPath(next))}` : page;
}

/** Legacy path → current path; `:slug` carries over. */
export const LEGACY_REDIRECTS = [
  { from: '/blog', to: '/christian-dating-advice' },
  { from: '/blog/:slug', to: '/christian-dating-advice/:slug' },
  { from: '/app-reviews', to: '/christian-dating-apps-reviews' },
  { from: '/resources', to: '/christian-relationship-resources' },
  { from: '/contact', to: '/contact-faithful-matches' },
  { from: '/faq', to: '/christian-dating-faq' },
] as const;
