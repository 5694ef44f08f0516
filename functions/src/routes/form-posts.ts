// The newsletter and contact forms as the browser sends them itself, before the page's scripts
// run or without them: form-encoded, to the page the form is on. Each is checked and stored as its
// JSON route does (routes/visitor-forms.ts: the same allowance per client, honeypot, shared schema
// and service). A stored post is answered 303 to the same page showing its success (`?sent=…`), so
// a reload or Back asks for that page again and never sends the form twice; a refused one is
// answered with the page showing the field errors beside what was typed. Never cached: the answer
// belongs to one reader.
import {
  FORM_NAME_FIELD,
  postedFormAt,
  sentFormLocation,
  type FormPostResult,
  type PostedFormName,
} from '@/domain/form-post';
import { contactSchema, fieldErrors, newsletterSchema } from '@/domain/schemas';
import { Router, type Request, type Response } from 'express';
import type { Deps } from '../deps';
import { PRIVATE_CACHE } from '../middleware/cache';
import { clientKey } from '../middleware/client-ip';
import { conversionCredit } from '../middleware/conversion-credit';
import { rawBodyOf } from '../middleware/json-body';
import { RATE_LIMIT_MESSAGE } from '../middleware/rate-limit';
import { CROSS_SITE_MESSAGE, isFromTheSite } from '../middleware/same-origin';
import { isHoneypotFilled } from '../middleware/validate';
import { storeContact } from '../services/contact';
import type { ConversionCredit } from '../services/insights';
import { subscribe } from '../services/newsletter';
import { consumeRateLimit } from '../services/rate-limits';

/** Renders the page at the request's path showing `result`, with `status`. */
export type FormResultPage = (req: Request, res: Response, result: FormPostResult, status: number) => Promise<void>;

const isFormEncoded = (req: Request) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** Stores a valid post as the JSON route would; false when the schema refuses it (errors in `fields`). */
type FormHandler = (
  deps: Pick<Deps, 'db' | 'config'>,
  input: Record<string, string>,
  credit: ConversionCredit | undefined,
) => Promise<FormCheck>;
type FormCheck = { ok: true } | { ok: false; fields: Record<string, string> };

const HANDLERS: Record<PostedFormName, FormHandler> = {
  newsletter: async ({ db, config }, input, credit) => {
    const parsed = newsletterSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
    await subscribe(db(), parsed.data, { siteUrl: config.siteUrl, secret: config.newsletterTokenSecret }, credit);
    return { ok: true };
  },
  contact: async ({ db, config }, input, credit) => {
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
    await storeContact(db(), parsed.data, config.ownerEmail, credit);
    return { ok: true };
  },
};

export function formPostRoutes(deps: Pick<Deps, 'db' | 'config'>, resultPage: FormResultPage): Router {
  const { db, config } = deps;
  const router = Router();
  router.post('/{*path}', async (req, res, next) => {
    if (!isFormEncoded(req)) return next();
    const fields = new URLSearchParams((await rawBodyOf(req, config.jsonLimitBytes)).toString('utf8'));
    const form = postedFormAt(req.path, fields.get(FORM_NAME_FIELD));
    if (!form) return next();
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    if (!isFromTheSite(req, config.siteUrl)) {
      res.status(403).type('text/plain').send(CROSS_SITE_MESSAGE);
      return;
    }
    fields.delete(FORM_NAME_FIELD);
    const input = Object.fromEntries(fields);
    // What the page shows again: everything typed but the honeypot.
    const { website: _honeypot, ...typed } = input;
    const answer = (
      outcome: Exclude<FormPostResult['outcome'], 'sent'>,
      status: number,
      more: Partial<FormPostResult>,
    ) => resultPage(req, res, { form, outcome, values: typed, fields: {}, ...more }, status);
    const sent = () => res.redirect(303, sentFormLocation(req.path, form));

    const decision = await consumeRateLimit(
      db(),
      form,
      clientKey(req, config.trustedProxyHops),
      config.rateLimits[form],
    );
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      return answer('refused', 429, { message: RATE_LIMIT_MESSAGE });
    }
    // A bot's filled honeypot gets the usual success and stores nothing, as on the JSON routes.
    if (isHoneypotFilled(input)) return sent();
    const check = await HANDLERS[form](deps, input, conversionCredit(req, config.siteUrl));
    if (!check.ok) return answer('invalid', 400, { fields: check.fields });
    return sent();
  });
  return router;
}
