// Admin area: every route checks the session and the `admin` claim on the server.
import {
  blogPostInputSchema,
  contactStatusUpdateSchema,
  newsletterDraftSchema,
  newsletterSendSchema,
} from '@/domain/schemas';
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
import { listIssues, resumeSend, sendTestIssue, startSend, type SendSettings } from '../services/newsletter-issues';
import type { ReadCache } from '../services/read-cache';

/** `publicReads` is forgotten after each post change, so the owner sees it at once on this instance. */
export function adminRoutes({ db, config }: Deps, publicReads: ReadCache): Router {
  const router = Router();
  const editorBody = jsonBody(config.adminJsonLimitBytes);
  const smallBody = jsonBody(config.jsonLimitBytes);
  const send: SendSettings = {
    links: { siteUrl: config.siteUrl, secret: config.newsletterTokenSecret },
    dailyCeiling: config.newsletterDailyRecipientCeiling,
    batchSize: config.newsletterSendBatchSize,
    sliceMs: config.newsletterSendSliceMs,
  };

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

  router.get('/admin/newsletter/issues', async (_req, res) => {
    res.json(await listIssues(db()));
  });

  // Only ever to the signed-in owner's own address, from the verified session: never one the request names.
  router.post('/admin/newsletter/test', editorBody, async (req, res) => {
    const draft = validate(newsletterDraftSchema, req.body);
    const { email, name } = req.user!;
    res.status(201).json(await sendTestIssue(db(), draft, { email, name }, send.links));
  });

  // Starts a send, or carries on with the one of that id: the answer is its progress.
  router.post('/admin/newsletter/issues', editorBody, async (req, res) => {
    const input = validate(newsletterSendSchema, req.body);
    res.json(await startSend(db(), input, req.user!.uid, send));
  });

  router.post('/admin/newsletter/issues/:id/resume', async (req, res) => {
    res.json(await resumeSend(db(), routeParam(req.params, 'id'), send));
  });

  router.get('/admin/affiliate-clicks', async (_req, res) => {
    res.json(await affiliateClickStats(db()));
  });

  return router;
}
