// firebase-admin handles, created on first use so a cold start that only answers
// /api/health does not pay for them.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { config } from './config';

let app: App | undefined;

function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket });
  return app;
}

export interface Services {
  db: Firestore;
  auth: Auth;
  storage: () => Storage;
}

export function firebaseServices(): Services {
  const instance = adminApp();
  return { db: getFirestore(instance), auth: getAuth(instance), storage: () => getStorage(instance) };
}
