// The picture store a script writes to, found as the functions find theirs
// (functions/src/services/image-store.ts imageStoreFor): the local stack's, or a project's bucket.
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { imageStoreFor, type ImageStore } from '../../functions/src/services/image-store';
import { DEMO_PROJECT_ID, LOCAL_IMAGE_DIR } from './local-stack';

/**
 * The local stack's store: the Storage emulator's default bucket where one runs (its host in the
 * environment, as the stack gives its processes), else the folder standing in for the bucket.
 */
export function stackImageStore(app: App, env: NodeJS.ProcessEnv = process.env): ImageStore {
  const projectId = env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  const store = imageStoreFor(
    {
      isEmulator: true,
      storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST || undefined,
      localImageDir: env.FM_LOCAL_IMAGE_DIR || LOCAL_IMAGE_DIR,
      // The Functions emulator's default bucket for a project (firebase-tools' adminSdkConfig).
      storageBucket: env.STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    },
    () => getStorage(app),
  );
  if (!store) throw new Error('no store for pictures: set FM_LOCAL_IMAGE_DIR or FIREBASE_STORAGE_EMULATOR_HOST');
  return store();
}

/**
 * A project's default bucket: `<project>.firebasestorage.app` for projects made since late 2024,
 * `<project>.appspot.com` before; the first that exists.
 */
export async function defaultBucket(app: App, project: string): Promise<string> {
  const candidates = [`${project}.firebasestorage.app`, `${project}.appspot.com`];
  for (const name of candidates) {
    const [exists] = await getStorage(app).bucket(name).exists();
    if (exists) return name;
  }
  throw new Error(`no default bucket found (${candidates.join(', ')}); name it with --bucket`);
}

/** A project's bucket as the functions' store. */
export function bucketStore(app: App, bucket: string): ImageStore {
  const store = imageStoreFor(
    { isEmulator: false, storageEmulatorHost: undefined, localImageDir: undefined, storageBucket: bucket },
    () => getStorage(app),
  );
  return store!();
}
