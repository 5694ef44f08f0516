// Where the local emulator stack lives: one place for the project id, hosts and
// ports, read from .firebaserc and firebase.json so nothing disagrees with them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface EmulatorAddress {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<'auth' | 'functions' | 'firestore' | 'storage' | 'hosting' | 'hub' | 'logging', EmulatorAddress>;
}

const firebaseJson = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8')) as FirebaseJson;
const firebaserc = JSON.parse(readFileSync(`${ROOT}/.firebaserc`, 'utf8')) as { projects: { default: string } };

/** Local runs always use the `demo-` project: the emulators refuse to reach real services for it. */
export const DEMO_PROJECT_ID = firebaserc.projects.default;
export const REGION = 'us-central1';
export const EMULATORS = firebaseJson.emulators;

const hostPort = ({ host, port }: EmulatorAddress) => `${host}:${port}`;

export const FIRESTORE_HOST = hostPort(EMULATORS.firestore);
export const AUTH_HOST = hostPort(EMULATORS.auth);
export const STORAGE_HOST = hostPort(EMULATORS.storage);
export const SITE_URL = `http://${hostPort(EMULATORS.hosting)}`;
export const FUNCTIONS_URL = `http://${hostPort(EMULATORS.functions)}/${DEMO_PROJECT_ID}/${REGION}/api`;

/** The demo accounts the seed creates in the Auth emulator. Local-only passwords. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@faithfulmatches.test',
    password: 'local-admin-password',
    firstName: 'Grace',
    username: 'grace_admin',
    admin: true,
  },
  reader: {
    email: 'reader@faithfulmatches.test',
    password: 'local-reader-password',
    firstName: 'Daniel',
    username: 'daniel_reads',
    admin: false,
  },
} as const;

/** The environment every process talking to the local stack gets. */
export function stackEnv(options: { storage: boolean }): Record<string, string> {
  return {
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
    ...(options.storage ? { FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_HOST } : {}),
    FM_BASE_URL: SITE_URL,
    FM_FUNCTIONS_URL: FUNCTIONS_URL,
    FM_STORAGE_EMULATOR: options.storage ? '1' : '0',
    // Google's auth library otherwise probes the GCE metadata server, off this machine.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** Point this process's firebase-admin at the emulators unless the caller already did. */
export function targetLocalEmulators(): void {
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}
