// Where the running stack is: set by `scripts/stack.ts exec`, with the same defaults.
function required(name: string, fallback: string): string {
  return process.env[name] || fallback;
}

export const PROJECT_ID = required('GCLOUD_PROJECT', 'demo-faithful-matches');
export const BASE_URL = required('FM_BASE_URL', 'http://127.0.0.1:5000');
export const FUNCTIONS_URL = required('FM_FUNCTIONS_URL', `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`);
export const FIRESTORE_HOST = required('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
export const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
export const STORAGE_EMULATOR = process.env.FM_STORAGE_EMULATOR === '1';

// firebase-admin reads these from the environment; make sure a bare `vitest` run sees them too.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
