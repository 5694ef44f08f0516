// Featured images: bytes checked for a real image type, then stored under a generated
// name with a download token (the URL form the Firebase console and SDKs use).
import { IMAGE_CONTENT_TYPES, detectImageKind } from '@/domain/image';
import { IMAGE_MAX_BYTES } from '@/domain/constants';
import { MESSAGES } from '@/domain/schemas';
import type { Storage } from 'firebase-admin/storage';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../http-error';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Image upload needs the Storage emulator, which is not running here. Use an image URL instead.';

export function checkImage(bytes: Buffer, truncated: boolean) {
  if (truncated || bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.imageSize);
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(415, MESSAGES.imageType);
  return kind;
}

export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  options: { bucket: string; storageEmulatorHost?: string },
): Promise<string> {
  const kind = checkImage(bytes, false);
  const path = `images/${randomUUID()}.${kind === 'jpeg' ? 'jpg' : kind}`;
  const token = randomUUID();
  const bucket = storage.bucket(options.bucket);
  await bucket.file(path).save(bytes, {
    resumable: false,
    metadata: {
      contentType: IMAGE_CONTENT_TYPES[kind],
      cacheControl: 'public, max-age=31536000',
      metadata: { firebaseStorageDownloadTokens: token },
    },
  });
  const origin = options.storageEmulatorHost
    ? `http://${options.storageEmulatorHost}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}
