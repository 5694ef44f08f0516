// The Express app behind the `pages` function: Hosting rewrites every path that is not a file or
// the API here, and it answers the page rendered in the PWA's HTML shell, with its head (title,
// description, canonical, Open Graph), its content, structured data and data, and its status: 404
// for unknown paths and unpublished articles. The CDN keeps each answer for minutes, so most views
// cost no function call and no read. It also answers what a plain link or form does before the
// page's scripts run, or without them: the affiliate tracking redirect (/go/…) and the newsletter
// and contact forms' posts, never cached.
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { sentFormResult, type FormPostResult } from '@/domain/form-post';
import { AFFILIATE_REDIRECT_PREFIX } from '@/domain/routes';
import { withPageHead, withRenderedBody, type PageRenderer } from '@/server-render/page-shell';
import type { Deps } from './deps';
import { HttpError } from './http-error';
import { ERROR_CACHE, PRIVATE_CACHE } from './middleware/cache';
import { affiliateRedirectRoutes } from './routes/affiliate-redirect';
import { formPostRoutes } from './routes/form-posts';
import { reportError } from './report-error';
import { pageSecurityHeaders } from './security-headers';
import { fallbackHeadHtml } from './services/pages';
import { readsForOnePage, type PublicReads } from './services/public-reads';

/**
 * Browsers revalidate every time (the shell names this deploy's hashed scripts); the CDN keeps a
 * page five minutes and may serve it ten more while it refreshes, so a post the owner publishes
 * shows within minutes.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** A 404 is kept briefly: the article may be published a minute later. */
export const NOT_FOUND_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface PagesAppOptions {
  siteUrl: string;
  reads: PublicReads;
  /** The server render, loaded on the first page asked for. */
  renderer: () => PageRenderer;
  /** The built HTML shell (app-shell.html) with its page-head and page-styles markers. */
  shell: () => string;
  /** What the tracking redirect and the forms' posts write with; its config also bounds a page's reads. */
  writes: Pick<Deps, 'db' | 'config'>;
}

/** A redirect to a page's own address: the same for every reader, so the CDN keeps it as long as a page. */
export const CANONICAL_REDIRECT_CACHE = 'public, max-age=3600, s-maxage=86400';

/**
 * `/christian-dating-faq/` is `/christian-dating-faq`: one address a page, as `trailingSlash: false`
 * in firebase.json asks of Hosting (whose emulator leaves what a function answers alone). Answered
 * 301 with the query kept, so a crawler follows each page once and `/sign-in/?next=…` is the sign-in
 * screen, not a 404 whose own sign-in link nests it again (a link crawl went round that without end).
 */
const withoutTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path === '/' || !req.path.endsWith('/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  // The tracking redirect's addresses are no pages: an unknown one is its 404, never cached.
  if (req.path.startsWith(AFFILIATE_REDIRECT_PREFIX)) return next();
  // One leading slash, whatever was asked: `//host/` must not become a link to another site.
  const path = `/${req.path.replace(/^\/+|\/+$/g, '')}`;
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  res.setHeader('Cache-Control', CANONICAL_REDIRECT_CACHE);
  res.redirect(301, `${path}${query}`);
};

/** A body too large or the like keeps its status; Firestore failing a form's write is a 503 to retry. */
const pagesErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  res.setHeader('Cache-Control', ERROR_CACHE);
  if (error instanceof HttpError) {
    res.status(error.status).type('text/plain').send(error.message);
    return;
  }
  reportError(error, { service: 'pages', method: req.method, path: req.path });
  res.setHeader('Retry-After', '5');
  res.status(503).type('text/plain').send('The site could not do this just now. Please try again in a moment.');
};

export function createPagesApp({ siteUrl, reads, renderer, shell, writes }: PagesAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Every answer (pages, form posts, redirects, errors) carries the site's security headers, from
  // the one definition Hosting uses too: the function's own URL must be no weaker than the site.
  const securityHeaders = pageSecurityHeaders({ emulator: writes.config.isEmulator });
  app.use((_req, res, next) => {
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    next();
  });
  // A rendered page is mostly markup and antd's repetitive CSS: gzip makes Home's 200 KB about
  // 30 KB. Compressed here, the CDN keeps it compressed (with Vary: Accept-Encoding), and the local
  // stack's Hosting emulator, which compresses only its own files, serves what production serves.
  app.use(compression());

  /**
   * The page at the request's path, rendered. A route before may have made the answer private
   * (the redirect's unknown id, a form's outcome): it is then never kept by the CDN.
   */
  async function sendPage(req: Request, res: Response, post?: { result: FormPostResult; status: number }) {
    const privateAnswer = res.getHeader('Cache-Control') === PRIVATE_CACHE;
    res.type('html');
    try {
      const rendered = await withDeadline(
        // The URL as the reader asked for it (the blog list's filters are in its query).
        renderer().render(new URL(req.originalUrl, siteUrl), {
          siteUrl,
          read: readsForOnePage(reads).inPage,
          formPost: post?.result,
        }),
        // Past this, with Firestore slow or away, the bare shell goes out at once with the site's
        // own head (503, not cached): the PWA then draws the page itself, as it does offline.
        writes.config.pageReadDeadlineMs,
      );
      const status = rendered.status === 200 && post ? post.status : rendered.status;
      if (!privateAnswer) res.setHeader('Cache-Control', status === 200 ? PAGE_CACHE : NOT_FOUND_PAGE_CACHE);
      res.status(status).send(withRenderedBody(withPageHead(shell(), rendered.headHtml), rendered));
    } catch (error) {
      reportError(error, { service: 'pages', method: req.method, path: req.path });
      res.setHeader('Cache-Control', ERROR_CACHE);
      res.setHeader('Retry-After', '5');
      res.status(503).send(withPageHead(shell(), fallbackHeadHtml(req.path, siteUrl)));
    }
  }

  app.use(withoutTrailingSlash);
  app.use(affiliateRedirectRoutes(writes));
  app.use(formPostRoutes(writes, (req, res, result, status) => sendPage(req, res, { result, status })));
  app.get('/{*path}', (req, res) => {
    // The page a successful form post was redirected to shows that form's success (the same for
    // every reader, so the CDN may keep it as any page).
    const sent = sentFormResult(req.path, new URL(req.originalUrl, siteUrl).searchParams);
    return sendPage(req, res, sent && { result: sent, status: 200 });
  });

  app.use((_req, res) => {
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', ERROR_CACHE);
    res.status(405).type('text/plain').send('Method Not Allowed');
  });
  app.use(pagesErrorHandler);
  return app;
}
