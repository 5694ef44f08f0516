// The newsletter's email links. Both land on a PWA page with a button, and the button POSTs here:
// mail scanners that open every link (GET) must not confirm or end anyone's subscription. The
// List-Unsubscribe header points here directly, for the mail app's own one-click POST (RFC 8058,
// a form-encoded `List-Unsubscribe=One-Click` body, the token in the URL).
import { Router, type Request } from 'express';
import type { Deps } from '../deps';
import { rateLimit } from '../middleware/rate-limit';
import { confirmSubscription, unsubscribe } from '../services/newsletter';

const tokenOf = (req: Request): unknown => req.query.token;

export function newsletterRoutes({ db, config }: Deps): Router {
  const router = Router();
  const limit = rateLimit(db, 'newsletter-links', config.rateLimits.newsletterLinks, config.trustedProxyHops);
  // The secret is read per request: only the api function binds it, and this app is also built
  // (unused) where it is absent, in the pages function and when the CLI reads the declarations.
  const links = () => ({ siteUrl: config.siteUrl, secret: config.newsletterTokenSecret });

  router.post('/newsletter/confirm', limit, async (req, res) => {
    res.json({ message: await confirmSubscription(db(), tokenOf(req), links()) });
  });

  router.post('/newsletter/unsubscribe', limit, async (req, res) => {
    res.json({ message: await unsubscribe(db(), tokenOf(req), links().secret) });
  });

  return router;
}
