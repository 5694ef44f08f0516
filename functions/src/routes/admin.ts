// Admin area: every route checks the session and the `admin` claim on the server.
import { TOTAL_COUNT_HEADER } from '@/domain/constants';
import {
  adminPostListQuerySchema,
  appReviewInputSchema,
  blogPostInputSchema,
  contactListQuerySchema,
  contactStatusUpdateSchema,
  insightsRangeSchema,
  webVitalsRangeSchema,
  newsletterDraftSchema,
  newsletterSendSchema,
  resourceInputSchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  testimonialInputSchema,
} from '@/domain/schemas';
import { subscribersCsvFilename } from '@/domain/subscribers';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { routeParam } from '../http-error';
import { reportError } from '../report-error';
import { jsonBody } from '../middleware/json-body';
import { requireAdmin } from '../middleware/session';
import { validate } from '../middleware/validate';
import {
  createPost,
  deletePost,
  getPostById,
  listAdminPostPage,
  publicPostTitles,
  updatePost,
} from '../services/blog-posts';
import { affiliateClickStats } from '../services/affiliate-clicks';
import { siteInsights, siteWebVitals } from '../services/insights';
import {
  APP_REVIEW_STORE,
  createCatalogItem,
  deleteCatalogItem,
  RESOURCE_STORE,
  TESTIMONIAL_STORE,
  updateCatalogItem,
  type CatalogStore,
} from '../services/catalog-admin';
import { countSubmissions, listSubmissions, updateSubmissionStatus } from '../services/contact';
import { listSubscriberPage } from '../services/newsletter';
import { firestoreSubscriberPages, writeSubscribersCsv } from '../services/subscribers-export';
import {
  countSubscribers,
  listIssues,
  resumeSend,
  sendSettings,
  sendTestIssue,
  startSend,
  type SendSettings,
} from '../services/newsletter-issues';
import type { ReadCache } from '../services/read-cache';

/** An editable public list: its path under /api/admin, its shared schema and where it is stored. */
interface CatalogRoute {
  path: string;
  schema: z.ZodType<object>;
  store: CatalogStore<unknown>;
}

const CATALOG_ROUTES: CatalogRoute[] = [
  { path: 'app-reviews', schema: appReviewInputSchema, store: APP_REVIEW_STORE },
  { path: 'resources', schema: resourceInputSchema, store: RESOURCE_STORE },
  { path: 'testimonials', schema: testimonialInputSchema, store: TESTIMONIAL_STORE },
];

/**
 * `publicReads` is forgotten after each change to a post, app review, resource or testimonial, so
 * the owner sees it at once on this instance.
 */
export function adminRoutes({ db, config }: Deps, publicReads: ReadCache): Router {
  const router = Router();
  const editorBody = jsonBody(config.adminJsonLimitBytes);
  const smallBody = jsonBody(config.jsonLimitBytes);
  // Per request: the secret's value exists only at run time, not while the CLI reads the declarations.
  const send = (): SendSettings => sendSettings(config);

  router.use('/admin', requireAdmin);

  // The documented answer stays a list (summaries now: the editor reads a post whole by its id);
  // how many the whole list holds travels beside it, in a header, for the table's page numbers.
  router.get('/admin/blog-posts', async (req, res) => {
    const { status, search, page, pageSize } = validate(adminPostListQuerySchema, req.query);
    const list = await listAdminPostPage(db(), {
      status: status === 'all' ? undefined : status,
      search,
      page,
      pageSize,
    });
    res.setHeader(TOTAL_COUNT_HEADER, String(list.total));
    res.json(list.posts);
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

  // App reviews, resources and testimonials: the public lists, in the order the public pages show.
  for (const { path, schema, store } of CATALOG_ROUTES) {
    router.get(`/admin/${path}`, async (_req, res) => {
      res.json(await store.reads.list(db()));
    });

    router.post(`/admin/${path}`, editorBody, async (req, res) => {
      const item = await createCatalogItem(db(), store, validate(schema, req.body));
      publicReads.clear();
      res.status(201).json(item);
    });

    router.put(`/admin/${path}/:id`, editorBody, async (req, res) => {
      const input = validate(schema, req.body);
      const item = await updateCatalogItem(db(), store, routeParam(req.params, 'id'), input);
      publicReads.clear();
      res.json(item);
    });

    router.delete(`/admin/${path}/:id`, async (req, res) => {
      await deleteCatalogItem(db(), store, routeParam(req.params, 'id'));
      publicReads.clear();
      res.status(204).end();
    });
  }

  router.get('/admin/contact-submissions', async (req, res) => {
    const { limit } = validate(contactListQuerySchema, req.query);
    res.json(await listSubmissions(db(), limit));
  });

  router.get('/admin/contact-submissions/counts', async (_req, res) => {
    res.json(await countSubmissions(db()));
  });

  router.put('/admin/contact-submissions/:id/status', smallBody, async (req, res) => {
    const { status } = validate(contactStatusUpdateSchema, req.body);
    res.json(await updateSubmissionStatus(db(), routeParam(req.params, 'id'), status));
  });

  // As the blog list: the documented list of rows (one page of them now), the total in a header.
  router.get('/admin/subscribers', async (req, res) => {
    const list = await listSubscriberPage(db(), validate(subscriberListQuerySchema, req.query));
    res.setHeader(TOTAL_COUNT_HEADER, String(list.total));
    res.json(list.subscribers);
  });

  router.get('/admin/subscribers/counts', async (_req, res) => {
    res.json(await countSubscribers(db()));
  });

  // The page's rows (its status filter and search) as a CSV file, streamed while Firestore is paged.
  router.get('/admin/subscribers/export', async (req, res) => {
    const { status, search } = validate(subscriberExportQuerySchema, req.query);
    const sink = async (chunk: string) => {
      // Answered already (the request's deadline) or left by the browser: stop reading Firestore.
      if (res.writableEnded || res.destroyed) throw new Error('The export is no longer wanted');
      if (!res.headersSent) {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${subscribersCsvFilename(new Date())}"`);
      }
      if (res.write(chunk)) return;
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.on('drain', go);
        res.on('close', go);
      });
    };
    try {
      await writeSubscribersCsv(sink, firestoreSubscriberPages(db()), { status, search });
    } catch (error) {
      // Once the first lines are out, a failure can only cut the download off, so the browser
      // reports a failed download rather than saving a short file as if it were whole.
      if (!res.headersSent) throw error;
      if (!res.writableEnded) res.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    res.end();
  });

  router.get('/admin/newsletter/issues', async (_req, res) => {
    res.json(await listIssues(db()));
  });

  // Only ever to the signed-in owner's own address, from the verified session: never one the request names.
  router.post('/admin/newsletter/test', editorBody, async (req, res) => {
    const draft = validate(newsletterDraftSchema, req.body);
    const { email, name } = req.user!;
    res.status(201).json(await sendTestIssue(db(), draft, { email, name }, send().links));
  });

  // Starts a send, or carries on with the one of that id: the answer is its progress.
  router.post('/admin/newsletter/issues', editorBody, async (req, res) => {
    const input = validate(newsletterSendSchema, req.body);
    res.json(await startSend(db(), input, req.user!.uid, send()));
  });

  router.post('/admin/newsletter/issues/:id/resume', async (req, res) => {
    res.json(await resumeSend(db(), routeParam(req.params, 'id'), send()));
  });

  router.get('/admin/affiliate-clicks', async (_req, res) => {
    res.json(await affiliateClickStats(db()));
  });

  const articleTitles = (slugs: string[]) => publicPostTitles(db(), slugs);
  // A span of days' sums that could not be kept costs the next read time, not this answer its numbers.
  const spanReads = (req: Request) => ({
    onKeepError: (error: unknown) => reportError(error, { service: 'api', method: 'GET', path: req.path }),
  });
  router.get('/admin/insights', async (req, res) => {
    res.json(await siteInsights(db(), validate(insightsRangeSchema, req.query), articleTitles, spanReads(req)));
  });

  router.get('/admin/web-vitals', async (req, res) => {
    res.json(await siteWebVitals(db(), validate(webVitalsRangeSchema, req.query), articleTitles, spanReads(req)));
  });

  return router;
}
