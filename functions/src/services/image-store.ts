// Where picture files live: the project's Storage bucket, or, on a local stack with no Storage
// emulator (it needs Java 21; these machines have 17), a folder standing in for the bucket. Both
// are reached through this one interface, so an upload runs the same code up to the bucket call.
import type { Storage } from 'firebase-admin/storage';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from '../config';

type Bucket = ReturnType<Storage['bucket']>;

export interface ImageStore {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(path: string): Promise<Buffer | null>;
}

/** A file a year in every cache: its name never changes meaning (a new picture is a new folder). */
export const IMAGE_FILE_CACHE = 'public, max-age=31536000, immutable';

export function bucketImageStore(bucket: () => Bucket): ImageStore {
  return {
    async save(path, bytes, contentType) {
      await bucket()
        .file(path)
        .save(bytes, { resumable: false, metadata: { contentType, cacheControl: IMAGE_FILE_CACHE } });
    },
    async read(path) {
      try {
        const [bytes] = await bucket().file(path).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
  };
}

/** The local stand-in: `root/<path>`, refusing any path that would leave the folder. */
export function directoryImageStore(root: string): ImageStore {
  const base = resolve(root);
  const inside = (path: string) => {
    const full = resolve(base, path);
    if (!full.startsWith(base + sep)) throw new Error(`Image path outside the store: ${path}`);
    return full;
  };
  return {
    async save(path, bytes) {
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async read(path) {
      try {
        return await readFile(inside(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** A picture's file in the store: `images/{id}/{file}`. */
export const imageStorePath = (id: string, file: string) => join('images', id, file);

/**
 * The store a function uses: the bucket, through the Storage emulator where one runs; the stack's
 * folder where none does; none on an emulator with neither (upload then says so).
 */
export function imageStoreFor(
  config: Pick<Config, 'isEmulator' | 'storageEmulatorHost' | 'localImageDir' | 'storageBucket'>,
  storage: () => Storage,
): (() => ImageStore) | undefined {
  if (config.isEmulator && !config.storageEmulatorHost) {
    const dir = config.localImageDir;
    if (!dir) return undefined;
    const store = directoryImageStore(dir);
    return () => store;
  }
  const store = bucketImageStore(() => storage().bucket(config.storageBucket));
  return () => store;
}
