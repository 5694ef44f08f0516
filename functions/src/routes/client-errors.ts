// A reader's browser reports an uncaught error or unhandled rejection (src/lib/client-error-reporter.ts).
// Public like the visitor forms: rate limited per client and site-wide, a small body, validated,
// then logged for Error Reporting as the server's own errors are. Nothing is stored.
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '@/domain/client-error';
import { clientErrorSchema } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { jsonBody } from '../middleware/json-body';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { logErrorEvent } from '../report-error';

export function clientErrorRoutes({ db, config }: Deps): Router {
  const router = Router();
  router.post(
    CLIENT_ERRORS_PATH.slice('/api'.length),
    jsonBody(CLIENT_ERROR_LIMITS.bodyBytes),
    rateLimit(db, 'client-errors', config.rateLimits.clientErrors, config.trustedProxyHops),
    (req, res) => {
      const report = validate(clientErrorSchema, req.body);
      // The browser's own stack (its first line is "Name: message" in every engine but Safari's and
      // Firefox's, which list only frames): lead with the message so each report reads alike.
      const stack = report.stack?.startsWith(report.message)
        ? report.stack
        : `${report.message}\n${report.stack ?? ''}`;
      logErrorEvent(stack.trimEnd(), { service: 'pwa', path: report.path, userAgent: report.browser });
      res.status(204).end();
    },
  );
  return router;
}
