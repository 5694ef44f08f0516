// GET /sitemap.xml and /rss.xml (Hosting rewrites them here): public, cached by the
// CDN like the public reads, so a newly published article appears within minutes.
import { FEED_PATHS } from '@/domain/routes';
import compression from 'compression';
import { Router } from 'express';
import type { Deps } from '../deps';
import { cachePublic } from '../middleware/cache';
import { RSS_ITEM_COUNT, rssXml, sitemapXml } from '../services/feeds';
import { affiliateLinks, feedPosts, postsWithDates, type PublicReads } from '../services/public-reads';

export function feedRoutes({ config }: Deps, reads: PublicReads): Router {
  const router = Router();
  // The feed carries its newest articles whole (within RSS_MAX_BYTES) and the sitemap every
  // address: text that gzip makes a third or less. Compressed here as the pages are (pages-app.ts),
  // so the CDN keeps it compressed and the local stack serves what production serves.
  const compressed = compression();

  router.get(FEED_PATHS.sitemap, compressed, async (_req, res) => {
    const posts = await postsWithDates(reads.source);
    cachePublic(res);
    res.type('application/xml').send(sitemapXml(config.siteUrl, posts));
  });

  router.get(FEED_PATHS.rss, compressed, async (_req, res) => {
    const [posts, links] = await Promise.all([feedPosts(reads.source, RSS_ITEM_COUNT), affiliateLinks(reads.source)]);
    cachePublic(res);
    res.type('application/rss+xml').send(rssXml(config.siteUrl, posts, links));
  });

  return router;
}
