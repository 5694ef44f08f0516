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
