import { blogListQuerySchema, fieldErrors } from '@/domain/schemas';
import { Router, type Request, type Response } from 'express';
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

  // The whole-list reads take no parameters: each answers its list with the public cache rule.
  const wholeList = (read: () => Promise<unknown>) => async (_req: Request, res: Response) => {
    const list = await read();
    cachePublic(res);
    res.json(list);
  };
  router.get(
    '/app-reviews',
    wholeList(() => reads.appReviews()),
  );
  router.get(
    '/resources',
    wholeList(() => reads.resources()),
  );
  router.get(
    '/testimonials',
    wholeList(() => reads.testimonials()),
  );

  return router;
}
