// The Express app behind the `pages` function: Hosting rewrites every path that is not a file or
// the API here, and it answers the PWA's HTML shell with that page's head (title, description,
// canonical, Open Graph, schema.org) and status: 404 for unknown paths and unpublished articles.
// The CDN keeps each answer for minutes, so most views cost no function call and no read.
import express, { type Express } from 'express';
import { logger } from 'firebase-functions/logger';
import { withPageHead } from '@/domain/page-head';
import { ERROR_CACHE } from './middleware/cache';
import { fallbackHeadHtml, pageAnswer, type PageReads } from './services/pages';

/**
 * Browsers revalidate every time (the shell names this deploy's hashed scripts); the CDN keeps a
 * page five minutes and may serve it ten more while it refreshes, so a post the owner publishes
 * shows within minutes.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** A 404 is kept briefly: the article may be published a minute later. */
export const NOT_FOUND_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
/**
 * The head is for crawlers and previews; a person gets the same PWA either way. Past this, with
 * Firestore slow or away, the shell goes out at once with the site's own head (503, not cached).
 */
export const PAGE_READ_DEADLINE_MS = 3_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface PagesAppOptions {
  siteUrl: string;
  reads: PageReads;
  /** The built index.html with its page-head markers. */
  shell: () => string;
  readDeadlineMs?: number;
}

export function createPagesApp({
  siteUrl,
  reads,
  shell,
  readDeadlineMs = PAGE_READ_DEADLINE_MS,
}: PagesAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/{*path}', async (req, res) => {
    res.type('html');
    try {
      const answer = await withDeadline(pageAnswer(req.path, siteUrl, reads), readDeadlineMs);
      res.setHeader('Cache-Control', answer.status === 200 ? PAGE_CACHE : NOT_FOUND_PAGE_CACHE);
      res.status(answer.status).send(withPageHead(shell(), answer.headHtml));
    } catch (error) {
      logger.warn('Page head unavailable', { path: req.path, error: String(error) });
      res.setHeader('Cache-Control', ERROR_CACHE);
      res.setHeader('Retry-After', '5');
      res.status(503).send(withPageHead(shell(), fallbackHeadHtml(req.path, siteUrl)));
    }
  });

  app.use((_req, res) => {
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', ERROR_CACHE);
    res.status(405).type('text/plain').send('Method Not Allowed');
  });
  return app;
}
