// GET /sitemap.xml and /rss.xml (Hosting rewrites them here): public, cached by the
// CDN like the public reads, so a newly published article appears within minutes.
import { FEED_PATHS } from '@/domain/routes';
import { Router } from 'express';
import type { Deps } from '../deps';
import { cachePublic } from '../middleware/cache';
import { RSS_ITEM_COUNT, rssXml, sitemapXml } from '../services/feeds';
import { affiliateLinks, feedPosts, postsWithDates, type PublicReads } from '../services/public-reads';

export function feedRoutes({ config }: Deps, reads: PublicReads): Router {
  const router = Router();

  router.get(FEED_PATHS.sitemap, async (_req, res) => {
    const posts = await postsWithDates(reads.source);
    cachePublic(res);
    res.type('application/xml').send(sitemapXml(config.siteUrl, posts));
  });

  router.get(FEED_PATHS.rss, async (_req, res) => {
    const [posts, links] = await Promise.all([feedPosts(reads.source, RSS_ITEM_COUNT), affiliateLinks(reads.source)]);
    cachePublic(res);
    res.type('application/rss+xml').send(rssXml(config.siteUrl, posts, links));
  });

  return router;
}
