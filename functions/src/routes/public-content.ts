import { blogListQuerySchema, fieldErrors } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { HttpError, routeParam } from '../http-error';
import { cachePublic } from '../middleware/cache';
import { getPublicPostBySlug, listPublicPosts } from '../services/blog-posts';
import { listAppReviews, listResources, listTestimonials } from '../services/catalog';

export function publicContentRoutes({ db }: Deps): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    // Express 5's simple parser gives strings, or arrays for repeated keys: the schema rejects those.
    const query = blogListQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'Invalid search or category', { fields: fieldErrors(query.error) });
    const posts = await listPublicPosts(db(), query.data);
    cachePublic(res);
    res.json(posts);
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    const post = await getPublicPostBySlug(db(), routeParam(req.params, 'slug'));
    cachePublic(res);
    res.json(post);
  });

  router.get('/app-reviews', async (_req, res) => {
    const reviews = await listAppReviews(db());
    cachePublic(res);
    res.json(reviews);
  });

  router.get('/resources', async (_req, res) => {
    const resources = await listResources(db());
    cachePublic(res);
    res.json(resources);
  });

  router.get('/testimonials', async (_req, res) => {
    const testimonials = await listTestimonials(db());
    cachePublic(res);
    res.json(testimonials);
  });

  return router;
}
