import { blogListQuerySchema, fieldErrors } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { HttpError, routeParam } from '../http-error';
import { cachePublic } from '../middleware/cache';
import { filterPosts } from '../services/blog-posts';
import { publicReads } from '../services/public-reads';
import type { ReadCache } from '../services/read-cache';

export function publicContentRoutes({ db }: Deps, cache: ReadCache): Router {
  const router = Router();
  const reads = publicReads(db, cache);

  router.get('/blog-posts', async (req, res) => {
    // Express 5's simple parser gives strings, or arrays for repeated keys: the schema rejects those.
    const query = blogListQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'Invalid search or category', { fields: fieldErrors(query.error) });
    const posts = filterPosts(await reads.posts(), query.data);
    cachePublic(res);
    res.json(posts);
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    const slug = routeParam(req.params, 'slug');
    const post = await reads.post(slug);
    cachePublic(res);
    res.json(post);
  });

  router.get('/app-reviews', async (_req, res) => {
    const reviews = await reads.appReviews();
    cachePublic(res);
    res.json(reviews);
  });

  router.get('/resources', async (_req, res) => {
    const resources = await reads.resources();
    cachePublic(res);
    res.json(resources);
  });

  router.get('/testimonials', async (_req, res) => {
    const testimonials = await reads.testimonials();
    cachePublic(res);
    res.json(testimonials);
  });

  return router;
}
