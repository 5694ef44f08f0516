// The tracking redirect behind every Try Now, Visit, Get Now and Download link: `/go/{id}?source=…`
// records the click as POST /api/track-affiliate-click does (the same document, bots flagged, the
// same per-client limit) and answers 302 to the item's own affiliate link. Being a plain link, it
// counts a click made before the page's scripts run, or without them; the link's own navigation is
// the one count, so the page sends nothing else.
import { AFFILIATE_SOURCES } from '@/domain/constants';
import { AFFILIATE_REDIRECT_PREFIX, AFFILIATE_SOURCE_PARAM, ARTICLE_AFFILIATE_SOURCE } from '@/domain/routes';
import type { AffiliateSource } from '@/domain/types';
import { Router, type Request } from 'express';
import { logger } from 'firebase-functions/logger';
import type { Deps } from '../deps';
import { routeParam } from '../http-error';
import { PRIVATE_CACHE } from '../middleware/cache';
import { clientKey } from '../middleware/client-ip';
import { conversionCredit } from '../middleware/conversion-credit';
import { affiliateTarget, recordAffiliateClick } from '../services/affiliate-clicks';
import { consumeRateLimit } from '../services/rate-limits';

const isSource = (value: unknown): value is AffiliateSource =>
  typeof value === 'string' && (AFFILIATE_SOURCES as readonly string[]).includes(value);

function idOf(params: Record<string, string | string[] | undefined>): string | undefined {
  try {
    return routeParam(params, 'id');
  } catch {
    return undefined;
  }
}

/**
 * Past the client's limit, or with Firestore failing, the click is not counted, but the reader
 * still goes where they pressed: the POST answers 429 to a script, a person gets their page.
 */
async function countClick(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  click: { affiliate: string; source: AffiliateSource },
  req: Request,
): Promise<void> {
  try {
    const client = clientKey(req, config.trustedProxyHops);
    const decision = await consumeRateLimit(db(), 'affiliate', client, config.rateLimits.affiliate);
    if (decision.allowed)
      await recordAffiliateClick(db(), click, req.get('user-agent'), conversionCredit(req, config.siteUrl));
  } catch (error) {
    logger.warn('Affiliate click not recorded', { affiliate: click.affiliate, error: String(error) });
  }
}

/**
 * An unknown id or source goes on to the next handler (the site's 404 page); the answer is private
 * either way, so the CDN keeps no redirect and every click reaches the function.
 */
export function affiliateRedirectRoutes(deps: Pick<Deps, 'db' | 'config'>): Router {
  const { db } = deps;
  const router = Router();
  // Everything under /go/, a path of two segments or none included, is answered privately.
  router.use(AFFILIATE_REDIRECT_PREFIX, (_req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE_CACHE);
    next();
  });
  router.get(`${AFFILIATE_REDIRECT_PREFIX}:id`, async (req, res, next) => {
    const id = idOf(req.params);
    const source = req.query[AFFILIATE_SOURCE_PARAM] ?? ARTICLE_AFFILIATE_SOURCE;
    if (!id || !isSource(source)) return next();
    const target = await affiliateTarget(db(), id, source);
    if (!target) return next();
    // A HEAD (a link checker, a previewer) is nobody going anywhere.
    if (req.method === 'GET') await countClick(deps, { affiliate: target.affiliate, source }, req);
    res.redirect(302, target.url);
  });
  return router;
}
