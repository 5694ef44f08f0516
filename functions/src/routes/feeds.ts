// GET /sitemap.xml and /rss.xml (Hosting rewrites them here): public, cached by the
// CDN like the public reads, so a newly published article appears within minutes.
import { FEED_PATHS } from '@/domain/routes';
import { Router } from 'express';
import type { Deps } from '../deps';
import { cachePublic } from '../middleware/cache';
import { listPublicPosts } from '../services/blog-posts';
import { rssXml, sitemapXml } from '../services/feeds';
import type { ReadCache } from '../services/read-cache';
import { PUBLIC_READS } from './public-content';

export function feedRoutes({ db, config }: Deps, reads: ReadCache): Router {
  const router = Router();

  router.get(FEED_PATHS.sitemap, async (_req, res) => {
    const posts = await reads.read(PUBLIC_READS.postsWithDates, () => listPublicPosts(db(), { withDates: true }));
    cachePublic(res);
    res.type('application/xml').send(sitemapXml(config.siteUrl, posts));
  });

  router.get(FEED_PATHS.rss, async (_req, res) => {
    const posts = await reads.read(PUBLIC_READS.posts, () => listPublicPosts(db()));
    cachePublic(res);
    res.type('application/rss+xml').send(rssXml(config.siteUrl, posts));
  });

  return router;
}
