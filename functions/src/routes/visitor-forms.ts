// Anonymous writes: rate limited per client, validated with the shared schemas, and
// a filled honeypot answers like success while storing nothing.
import { affiliateClickSchema, contactSchema, newsletterSchema } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { conversionCredit } from '../middleware/conversion-credit';
import { jsonBody } from '../middleware/json-body';
import { rateLimit } from '../middleware/rate-limit';
import { dropBots, validate } from '../middleware/validate';
import { recordAffiliateClick } from '../services/affiliate-clicks';
import { storeContact } from '../services/contact';
import { NEWSLETTER_MESSAGES, subscribe } from '../services/newsletter';

export function visitorFormRoutes({ db, config }: Deps): Router {
  const router = Router();
  const body = jsonBody(config.jsonLimitBytes);

  router.post(
    '/newsletter/subscribe',
    body,
    rateLimit(db, 'newsletter', config.rateLimits.newsletter, config.trustedProxyHops),
    dropBots({ message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false }),
    async (req, res) => {
      const input = validate(newsletterSchema, req.body);
      const result = await subscribe(
        db(),
        input,
        { siteUrl: config.siteUrl, secret: config.newsletterTokenSecret },
        conversionCredit(req, config.siteUrl),
      );
      res.status(201).json(result);
    },
  );

  router.post(
    '/contact',
    body,
    rateLimit(db, 'contact', config.rateLimits.contact, config.trustedProxyHops),
    dropBots({}),
    async (req, res) => {
      const input = validate(contactSchema, req.body);
      const id = await storeContact(db(), input, config.ownerEmail, conversionCredit(req, config.siteUrl));
      res.status(201).json({ id });
    },
  );

  router.post(
    '/track-affiliate-click',
    body,
    rateLimit(db, 'affiliate', config.rateLimits.affiliate, config.trustedProxyHops),
    dropBots({ ok: true }),
    async (req, res) => {
      const input = validate(affiliateClickSchema, req.body);
      await recordAffiliateClick(db(), input, req.get('user-agent'), conversionCredit(req, config.siteUrl));
      res.status(201).json({ ok: true });
    },
  );

  return router;
}
