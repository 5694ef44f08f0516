import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { Config } from './config';

/** What the routes need, passed in so the app can be built around other handles. */
export interface Deps {
  config: Config;
  db: () => Firestore;
  auth: () => Auth;
  storage: () => Storage;
}
