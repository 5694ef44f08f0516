import { blogListQuerySchema, fieldErrors } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { HttpError, routeParam } from '../http-error';
import { cachePublic } from '../middleware/cache';
import { filterPosts, getPublicPostBySlug, listPublicPosts } from '../services/blog-posts';
import { listAppReviews, listResources, listTestimonials } from '../services/catalog';
import type { ReadCache } from '../services/read-cache';

/** The keys of the public reads in the instance's read cache (the feeds share the post list). */
export const PUBLIC_READS = {
  posts: 'posts',
  postsWithDates: 'posts:dated',
  post: (slug: string) => `post:${slug}`,
  appReviews: 'app-reviews',
  resources: 'resources',
  testimonials: 'testimonials',
};

export function publicContentRoutes({ db }: Deps, reads: ReadCache): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    // Express 5's simple parser gives strings, or arrays for repeated keys: the schema rejects those.
    const query = blogListQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'Invalid search or category', { fields: fieldErrors(query.error) });
    const posts = filterPosts(await reads.read(PUBLIC_READS.posts, () => listPublicPosts(db())), query.data);
    cachePublic(res);
    res.json(posts);
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    const slug = routeParam(req.params, 'slug');
    const post = await reads.read(PUBLIC_READS.post(slug), () => getPublicPostBySlug(db(), slug));
    cachePublic(res);
    res.json(post);
  });

  router.get('/app-reviews', async (_req, res) => {
    const reviews = await reads.read(PUBLIC_READS.appReviews, () => listAppReviews(db()));
    cachePublic(res);
    res.json(reviews);
  });

  router.get('/resources', async (_req, res) => {
    const resources = await reads.read(PUBLIC_READS.resources, () => listResources(db()));
    cachePublic(res);
    res.json(resources);
  });

  router.get('/testimonials', async (_req, res) => {
    const testimonials = await reads.read(PUBLIC_READS.testimonials, () => listTestimonials(db()));
    cachePublic(res);
    res.json(testimonials);
  });

  return router;
}
