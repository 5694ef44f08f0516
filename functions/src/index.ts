// Entry point: one HTTPS function `api` serving every /api route (Hosting rewrites /api/** here).
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { config } from './config';
import { firebaseServices } from './firebase';

setGlobalOptions({ maxInstances: config.maxInstances, region: 'us-central1' });

const app = createApp({
  config,
  db: () => firebaseServices().db,
  auth: () => firebaseServices().auth,
  storage: () => firebaseServices().storage(),
});

export const api = onRequest(app);
