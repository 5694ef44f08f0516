// Entry point: one HTTPS function `api` serving every /api route (Hosting rewrites /api/** here).
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config, productionSettingProblems } from './config';
import { firebaseServices } from './firebase';

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
