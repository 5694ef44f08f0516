// How big each function's instances are, and how many requests each takes at once. Chosen from
// `npm run bench:render -- --memory 512 --concurrency N` (docs/measurements.md, Function sizing):
// in a Node capped as a 512 MiB instance, the render bundle loads in 0.5 s (1.6–2.2 s on a loaded
// machine) and leaves about 250 MB resident; 10 renders at once peak under 300 MB with Home's p95 at
// 0.5 s (2.1 s loaded), 20 at once double the wait (3.6 s loaded) and peak at up to 335 MB.
// The platform default (256 MiB, 80 at once) runs out of memory under a burst of first views.
import type { HttpsOptions } from 'firebase-functions/v2/https';
import { intParams, minInstancesParam } from './params';

/** Server-rendered pages: CPU-bound renders, so few at once keep each answer quick. */
export const PAGES_OPTIONS = {
  memory: '512MiB',
  cpu: 1,
  concurrency: 10,
  timeoutSeconds: 30,
  maxInstances: intParams.pagesMaxInstances,
  minInstances: minInstancesParam,
} as const satisfies HttpsOptions;

/**
 * The API: mostly waiting on Firestore, so many at once. The memory leaves room for an upload's
 * pictures being made (one at a time per instance, a few hundred MB at their peak: docs/measurements.md,
 * "Pictures"), and the longest request is an upload.
 */
export const API_OPTIONS = {
  memory: '1GiB',
  cpu: 1,
  concurrency: 40,
  timeoutSeconds: 60,
  maxInstances: intParams.apiMaxInstances,
  minInstances: minInstancesParam,
} as const satisfies HttpsOptions;

/**
 * The mail trigger: one message per event, mostly waiting on the SMTP server. Its failures are
 * recorded on the document and retried by the sweep, never by the platform (retry: false).
 */
export const MAIL_TRIGGER_OPTIONS = {
  memory: '256MiB',
  cpu: 1,
  concurrency: 20,
  timeoutSeconds: 120,
  maxInstances: 10,
  retry: false,
} as const;

/**
 * The sweep, once a minute: one instance at a time paces a newsletter at MAIL_PER_SECOND. It takes
 * new documents for 50 s of its 9 minutes, so a slow server's last sends still end inside it.
 */
export const MAIL_SWEEP_OPTIONS = {
  schedule: 'every 1 minutes',
  memory: '256MiB',
  timeoutSeconds: 540,
  maxInstances: 1,
} as const;
export const MAIL_SWEEP_BUDGET_MS = 50_000;
