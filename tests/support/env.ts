// Where the running stack is: set by `scripts/stack.ts exec`; a bare `vitest` run falls back to
// the same addresses the launcher uses (scripts/lib/local-stack.ts, read from firebase.json).
import {
  AUTH_HOST as LOCAL_AUTH_HOST,
  DEMO_PROJECT_ID,
  FIRESTORE_HOST as LOCAL_FIRESTORE_HOST,
  FUNCTIONS_URL as LOCAL_FUNCTIONS_URL,
  SITE_URL,
  targetLocalEmulators,
} from '../../scripts/lib/local-stack';

const fromEnv = (name: string, fallback: string): string => process.env[name] || fallback;

export const PROJECT_ID = fromEnv('GCLOUD_PROJECT', DEMO_PROJECT_ID);
export const BASE_URL = fromEnv('FM_BASE_URL', SITE_URL);
export const FUNCTIONS_URL = fromEnv('FM_FUNCTIONS_URL', LOCAL_FUNCTIONS_URL);
export const FIRESTORE_HOST = fromEnv('FIRESTORE_EMULATOR_HOST', LOCAL_FIRESTORE_HOST);
export const AUTH_HOST = fromEnv('FIREBASE_AUTH_EMULATOR_HOST', LOCAL_AUTH_HOST);
export const STORAGE_EMULATOR = process.env.FM_STORAGE_EMULATOR === '1';

// firebase-admin reads these from the environment; make sure a bare `vitest` run sees them too.
targetLocalEmulators();
