// POST /api/upload-image (admin): multipart with one file field `image`.
import { IMAGE_MAX_BYTES } from '@/domain/constants';
import { MESSAGES } from '@/domain/schemas';
import busboy from 'busboy';
import { Router, type Request } from 'express';
import type { Deps } from '../deps';
import type { ImageUploadStatus } from '@/domain/types';
import { HttpError } from '../http-error';
import { requireAdmin } from '../middleware/session';
import { checkImage, STORAGE_UNAVAILABLE_MESSAGE, storeImage } from '../services/images';

interface UploadedFile {
  bytes: Buffer;
  truncated: boolean;
}

/** Room for the 5 MB image plus the multipart framing; anything bigger is refused unread. */
const MAX_REQUEST_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

function readImageField(req: Request): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new HttpError(400, 'Send the image as multipart/form-data with the field "image"'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over the limit is enough to know the file is too big.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: IMAGE_MAX_BYTES + 1, fields: 10 } });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    let found: Promise<UploadedFile> | undefined;
    parser.on('file', (name, stream) => {
      if (name !== 'image' || found) {
        stream.resume();
        return;
      }
      found = new Promise((done) => {
        const chunks: Buffer[] = [];
        let truncated = false;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => {
          truncated = true;
        });
        stream.on('end', () => done({ bytes: Buffer.concat(chunks), truncated }));
      });
    });
    parser.on('error', () => reject(new HttpError(400, 'Malformed multipart body')));
    parser.on('close', () => {
      if (!found) reject(new HttpError(400, 'No image received', { fields: { image: 'Required' } }));
      else found.then(resolve, reject);
    });
    // The Cloud Functions runtime has already read the body into rawBody; plain Node has not.
    if (Buffer.isBuffer(req.rawBody)) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}

export function uploadImageRoutes({ storage, config }: Deps): Router {
  const router = Router();

  // Lets the editor say up front that uploads cannot work here, instead of after a failed upload.
  router.get('/upload-image', requireAdmin, (_req, res) => {
    const available = !(config.isEmulator && !config.storageEmulatorHost);
    const status: ImageUploadStatus = available ? { available } : { available, message: STORAGE_UNAVAILABLE_MESSAGE };
    res.json(status);
  });

  router.post('/upload-image', requireAdmin, async (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_REQUEST_BYTES * 2) throw new HttpError(413, MESSAGES.imageSize);
    const file = await readImageField(req);
    // Type and size first, so those answers are the same with or without Storage.
    checkImage(file.bytes, file.truncated);
    if (config.isEmulator && !config.storageEmulatorHost) throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
    const imageUrl = await storeImage(storage(), file.bytes, {
      bucket: config.storageBucket,
      storageEmulatorHost: config.storageEmulatorHost,
    });
    res.status(201).json({ imageUrl });
  });

  return router;
}
