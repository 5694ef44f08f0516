// Entry points: the HTTPS function `api` serves every /api route and the feeds; `pages` answers
// every other path that is not a file with the HTML shell and that page's head (firebase.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config, productionSettingProblems } from './config';
import { firebaseServices } from './firebase';
import { createPagesApp } from './pages-app';
import { pageReads } from './services/pages';
import { createReadCache } from './services/read-cache';

// Refuse to start (and so to deploy: the CLI loads this module with functions/.env* to find the
// functions) without the settings production cannot default.
const problems = productionSettingProblems();
if (problems.length > 0) {
  throw new Error(
    `The api function will not start without its production settings: ${problems.join('; ')}. ` +
      'Set them in functions/.env.<project-id> (README, Deploy).',
  );
}

setGlobalOptions({ maxInstances: config.maxInstances, region: 'us-central1' });

const app = createApp({
  config,
  db: () => firebaseServices().db,
  auth: () => firebaseServices().auth,
  storage: () => firebaseServices().storage(),
});

export const api = onRequest(app);

/** The built index.html, copied next to this bundle by scripts/build-functions.ts; read once. */
let pageShell: string | undefined;
const readPageShell = () => (pageShell ??= readFileSync(join(__dirname, 'page-shell.html'), 'utf8'));

export const pages = onRequest(
  createPagesApp({
    siteUrl: config.siteUrl,
    reads: pageReads(() => firebaseServices().db, createReadCache({ ttlMs: config.publicReadCacheMs })),
    shell: readPageShell,
  }),
);
