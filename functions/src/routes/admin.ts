// Admin area: every route checks the session and the `admin` claim on the server.
import { blogPostInputSchema, contactStatusUpdateSchema } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { routeParam } from '../http-error';
import { jsonBody } from '../middleware/json-body';
import { requireAdmin } from '../middleware/session';
import { validate } from '../middleware/validate';
import { createPost, deletePost, getPostById, listAllPosts, updatePost } from '../services/blog-posts';
import { affiliateClickStats } from '../services/affiliate-clicks';
import { listSubmissions, updateSubmissionStatus } from '../services/contact';
import { listSubscribers } from '../services/newsletter';
import type { ReadCache } from '../services/read-cache';

/** `publicReads` is forgotten after each post change, so the owner sees it at once on this instance. */
export function adminRoutes({ db, config }: Deps, publicReads: ReadCache): Router {
  const router = Router();
  const editorBody = jsonBody(config.adminJsonLimitBytes);
  const smallBody = jsonBody(config.jsonLimitBytes);

  router.use('/admin', requireAdmin);

  router.get('/admin/blog-posts', async (_req, res) => {
    res.json(await listAllPosts(db()));
  });

  router.get('/admin/blog-posts/:id', async (req, res) => {
    res.json(await getPostById(db(), routeParam(req.params, 'id')));
  });

  router.post('/admin/blog-posts', editorBody, async (req, res) => {
    const input = validate(blogPostInputSchema, req.body);
    const post = await createPost(db(), input);
    publicReads.clear();
    res.status(201).json(post);
  });

  router.put('/admin/blog-posts/:id', editorBody, async (req, res) => {
    const input = validate(blogPostInputSchema, req.body);
    const post = await updatePost(db(), routeParam(req.params, 'id'), input);
    publicReads.clear();
    res.json(post);
  });

  router.delete('/admin/blog-posts/:id', async (req, res) => {
    await deletePost(db(), routeParam(req.params, 'id'));
    publicReads.clear();
    res.status(204).end();
  });

  router.get('/admin/contact-submissions', async (_req, res) => {
    res.json(await listSubmissions(db()));
  });

  router.put('/admin/contact-submissions/:id/status', smallBody, async (req, res) => {
    const { status } = validate(contactStatusUpdateSchema, req.body);
    res.json(await updateSubmissionStatus(db(), routeParam(req.params, 'id'), status));
  });

  router.get('/admin/subscribers', async (_req, res) => {
    res.json(await listSubscribers(db()));
  });

  router.get('/admin/affiliate-clicks', async (_req, res) => {
    res.json(await affiliateClickStats(db()));
  });

  return router;
}
