// The Express app behind the `api` function. Routes are mounted under /api (the path
// Hosting forwards) and at the root (the function's own URL, where the /api prefix is absent).
import './request-context';
import express, { Router, type Express } from 'express';
import type { Deps } from './deps';
import { PRIVATE_CACHE } from './middleware/cache';
import { requestDeadline } from './middleware/deadline';
import { errorHandler, notFoundRoute } from './middleware/error-handler';
import { requireSameOrigin } from './middleware/same-origin';
import { sessionAuth } from './middleware/session';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { clientErrorRoutes } from './routes/client-errors';
import { favoriteRoutes } from './routes/favorites';
import { feedRoutes } from './routes/feeds';
import { newsletterRoutes } from './routes/newsletter';
import { pageViewRoutes } from './routes/page-views';
import { publicContentRoutes } from './routes/public-content';
import { imageFileRoutes } from './routes/image-files';
import { isUploadRequest, UPLOAD_DEADLINE_MS, uploadImageRoutes } from './routes/upload-image';
import { visitorFormRoutes } from './routes/visitor-forms';
import { publicReads, SERVED_PUBLIC_READS, type ServedRead } from './services/public-reads';
import { createReadCache } from './services/read-cache';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface AppOptions {
  /** The public reads the API answers (the table of src/domain/public-reads, with their server halves). */
  publicReads?: readonly ServedRead[];
}

export function createApp(deps: Deps, { publicReads: served = SERVED_PUBLIC_READS }: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  const api = Router();
  api.use(requestDeadline((req) => (isUploadRequest(req) ? UPLOAD_DEADLINE_MS : deps.config.requestDeadlineMs)));
  api.use((_req, res, next) => {
    // Safe default: only the public reads opt into caching.
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    // API answers are data, never a page: nothing in one may load, run or be framed.
    res.setHeader('Content-Security-Policy', API_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  api.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  const readCache = createReadCache({ ttlMs: deps.config.publicReadCacheMs });
  const reads = publicReads(deps.db, readCache, served);
  api.use(imageFileRoutes(deps));
  api.use(publicContentRoutes(reads));
  api.use(feedRoutes(deps, reads));
  api.use(visitorFormRoutes(deps));
  api.use(newsletterRoutes(deps));
  api.use(clientErrorRoutes(deps));
  api.use(pageViewRoutes(deps));
  api.use(requireSameOrigin(deps.config.siteUrl));
  api.use(sessionAuth(deps.auth));
  api.use(authRoutes(deps));
  api.use(favoriteRoutes(deps));
  api.use(adminRoutes(deps, readCache));
  api.use(uploadImageRoutes(deps));
  api.use(notFoundRoute);

  app.use('/api', api);
  app.use(api);
  app.use(errorHandler);
  return app;
}
