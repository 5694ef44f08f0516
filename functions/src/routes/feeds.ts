// GET /sitemap.xml and /rss.xml (Hosting rewrites them here): public, cached by the
// CDN like the public reads, so a newly published article appears within minutes.
import { FEED_PATHS } from '@/domain/routes';
import { Router } from 'express';
import type { Deps } from '../deps';
import { cachePublic } from '../middleware/cache';
import { rssXml, sitemapXml } from '../services/feeds';
import type { ReadCache } from '../services/read-cache';
import { publicReads } from '../services/public-reads';

export function feedRoutes({ db, config }: Deps, cache: ReadCache): Router {
  const router = Router();
  const reads = publicReads(db, cache);

  router.get(FEED_PATHS.sitemap, async (_req, res) => {
    const posts = await reads.postsWithDates();
    cachePublic(res);
    res.type('application/xml').send(sitemapXml(config.siteUrl, posts));
  });

  router.get(FEED_PATHS.rss, async (_req, res) => {
    const posts = await reads.posts();
    cachePublic(res);
    res.type('application/rss+xml').send(rssXml(config.siteUrl, posts));
  });

  return router;
}
