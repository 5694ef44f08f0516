// A public page's view (src/lib/page-view-beacon.ts), or its Core Web Vitals as the reader leaves it
// (src/lib/web-vitals-beacon.ts): counted, without cookies or personal data, into
// the day's counts (../services/page-views.ts). Public like the client-error reports: a small body,
// validated, limited per client in memory (a Firestore-backed limit would write once per view). The
// answer is 204 whether or not the view was counted: a browser's beacon reads no answer.
import { PAGE_VIEW_LIMITS, PAGE_VIEWS_PATH } from '@/domain/page-views';
import { pageBeaconSchema } from '@/domain/schemas';
import { Router } from 'express';
import type { Deps } from '../deps';
import { HttpError } from '../http-error';
import { clientKey } from '../middleware/client-ip';
import { jsonBody } from '../middleware/json-body';
import { RATE_LIMIT_MESSAGE } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { reportError } from '../report-error';
import {
  countedViewOf,
  countedVitalsOf,
  createClientWindowLimit,
  createPageViewCounter,
  firestoreDayWriter,
} from '../services/page-views';
import { countingBoundsOf } from '../services/counting-bounds';

/** The one key of the instance's ceiling, which counts every client's beacons together. */
const EVERY_CLIENT = '*';

export function pageViewRoutes({ db, config }: Deps): Router {
  const router = Router();
  const counter = createPageViewCounter(firestoreDayWriter(db), {
    ...config.pageViews,
    onError: (error) => reportError(error, { service: 'api', method: 'POST', path: PAGE_VIEWS_PATH }),
  });
  const withinLimit = createClientWindowLimit(config.pageViews.perClient);
  // Every client's beacons together: the ceiling of what this instance counts, whoever sends it.
  const withinCeiling = createClientWindowLimit(config.pageViews.perInstance);
  // An instance being stopped writes what it holds within the platform's grace period.
  process.once('SIGTERM', () => void counter.flush());

  router.post(
    PAGE_VIEWS_PATH.slice('/api'.length),
    jsonBody(PAGE_VIEW_LIMITS.bodyBytes, { textPlain: true }),
    async (req, res) => {
      const beacon = validate(pageBeaconSchema, req.body);
      if (!withinLimit(clientKey(req, config.trustedProxyHops)) || !withinCeiling(EVERY_CLIENT))
        throw new HttpError(429, RATE_LIMIT_MESSAGE);
      const request = {
        userAgent: req.get('user-agent'),
        doNotTrack: req.get('dnt'),
        globalPrivacyControl: req.get('sec-gpc'),
      };
      const counted = 'vitals' in beacon ? countedVitalsOf(beacon, request) : countedViewOf(beacon, request);
      if (counted && (await countingBoundsOf(db()).isRealPage(counted.path))) await counter.add(counted);
      res.status(204).end();
    },
  );
  return router;
}
