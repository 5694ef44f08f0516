import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from './config';
import type { ImageStore } from './services/image-store';

/** What the routes need, passed in so the app can be built around other handles. */
export interface Deps {
  config: Config;
  db: () => Firestore;
  auth: () => Auth;
  /** Where picture files are kept; undefined where there is nowhere (a local stack without a bucket folder). */
  images?: () => ImageStore;
}
