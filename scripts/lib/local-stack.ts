// Where the local emulator stack lives: one place for the project id, hosts and
// ports, read from firebase.json so nothing disagrees with it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserEmulatorOrigins, withEmulatorsInPagePolicy, type HeaderRule } from '@/domain/csp';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface EmulatorAddress {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<'auth' | 'functions' | 'firestore' | 'storage' | 'hosting' | 'hub' | 'logging', EmulatorAddress>;
  hosting: { headers: HeaderRule[] };
}

const firebaseJson = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8')) as FirebaseJson;
/**
 * Local runs always use the `demo-` project, passed with --project: the emulators refuse to reach
 * real services for it. It is not .firebaserc's default, so a deploy must name its project.
 */
export const DEMO_PROJECT_ID = 'demo-faithful-matches';
export const REGION = 'us-central1';
export const EMULATORS = firebaseJson.emulators;

const hostPort = ({ host, port }: EmulatorAddress) => `${host}:${port}`;

export const FIRESTORE_HOST = hostPort(EMULATORS.firestore);
export const AUTH_HOST = hostPort(EMULATORS.auth);
export const STORAGE_HOST = hostPort(EMULATORS.storage);
export const FUNCTIONS_HOST = hostPort(EMULATORS.functions);
export const SITE_URL = `http://${hostPort(EMULATORS.hosting)}`;
/** The local stack's stand-in for the Storage bucket (emptied at each start, as Firestore is). */
export const LOCAL_IMAGE_DIR = path.join(ROOT, '.emulator-data', 'bucket');
export const FUNCTIONS_URL = `http://${FUNCTIONS_HOST}/${DEMO_PROJECT_ID}/${REGION}/api`;

/**
 * The local mail catcher (MailDev): the functions send to its SMTP port, and its web inbox shows
 * what arrived. Its messages are kept in a folder emptied at each start, as Firestore is.
 */
export const MAIL_CATCHER = { host: '127.0.0.1', smtpPort: 1025, webPort: 1080 } as const;
export const MAIL_CATCHER_SMTP_URI = `smtp://${MAIL_CATCHER.host}:${MAIL_CATCHER.smtpPort}`;
export const MAIL_INBOX_URL = `http://${MAIL_CATCHER.host}:${MAIL_CATCHER.webPort}`;
export const MAIL_CATCHER_DIR = path.join(ROOT, '.emulator-data', 'mail');

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
    // Without a Storage emulator the functions keep pictures in a folder standing in for the bucket.
    ...(options.storage ? { FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_HOST } : { FM_LOCAL_IMAGE_DIR: LOCAL_IMAGE_DIR }),
    FM_BASE_URL: SITE_URL,
    FM_FUNCTIONS_URL: FUNCTIONS_URL,
    FM_STORAGE_EMULATOR: options.storage ? '1' : '0',
    FM_MAIL_INBOX_URL: MAIL_INBOX_URL,
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

/** The Google Cloud CLI's Firestore emulator jar (runs on Java 17), if installed. */
export function gcloudFirestoreJar(): string | null {
  const roots = [process.env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!gcloud.error && gcloud.status === 0) roots.unshift(gcloud.stdout.trim());
  for (const root of roots) {
    if (!root) continue;
    const jar = path.join(root, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/**
 * How to start one more Firestore emulator by hand on `port`, for a test that needs one of its own
 * to stop and resume: the Google Cloud CLI's jar, or the one the Firebase CLI downloaded (Java 21+).
 */
export function standaloneFirestoreEmulator(port: number): { command: string; args: string[] } | null {
  const gcloud = gcloudFirestoreJar();
  if (gcloud) {
    return {
      command: 'java',
      args: [
        '-Duser.language=en',
        '-cp',
        gcloud,
        'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
        'start',
        '--host=127.0.0.1',
        `--port=${port}`,
      ],
    };
  }
  const cache = path.join(homedir(), '.cache/firebase/emulators');
  const jar = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
        .sort()
        .pop()
    : undefined;
  if (!jar) return null;
  return { command: 'java', args: ['-jar', path.join(cache, jar), '--host=127.0.0.1', `--port=${port}`] };
}

/**
 * firebase.json for the local stack: the same file, except that the Content-Security-Policy also
 * lets the page reach the emulators. Written next to firebase.json (so every relative path in it
 * stays right) and ignored by git; the deployed header never names a local address.
 */
export function localFirebaseJson(): FirebaseJson {
  const local = structuredClone(firebaseJson);
  local.hosting.headers = withEmulatorsInPagePolicy(local.hosting.headers, browserEmulatorOrigins(EMULATORS));
  return local;
}

export const LOCAL_FIREBASE_JSON = 'firebase.local.json';

export function writeLocalFirebaseJson(): string {
  const file = `${ROOT}${LOCAL_FIREBASE_JSON}`;
  writeFileSync(file, `${JSON.stringify(localFirebaseJson(), null, 2)}\n`);
  return file;
}
