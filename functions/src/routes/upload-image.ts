// POST /api/upload-image (admin): multipart with one file field `image`, or JSON `{ url }` for a
// picture given by address. Either answers the URL to save and what was made of the picture.
import { IMAGE_MAX_BYTES, LIMITS } from '@/domain/constants';
import { MESSAGES } from '@/domain/schemas';
import busboy from 'busboy';
import { Router, type Request } from 'express';
import type { Deps } from '../deps';
import type { ImageUploadResult, ImageUploadStatus } from '@/domain/types';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { requireAdmin } from '../middleware/session';
import { jsonBody } from '../middleware/json-body';
import { validate } from '../middleware/validate';
import { checkImage, imageFromUrl, saveImage, STORAGE_UNAVAILABLE_MESSAGE } from '../services/images';

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

/**
 * How long an upload may take: making a phone photo's variants takes seconds of CPU, more on a
 * busy instance, within the function's timeout (functions/src/sizing.ts).
 */
export const UPLOAD_DEADLINE_MS = 50_000;
export const isUploadRequest = (req: Request) => req.method === 'POST' && req.path === '/upload-image';

/** Where an image URL's picture is fetched from: the site's own paths, or an allowed host. */
const imageSourceSchema = z.strictObject({ url: z.string().trim().min(1, MESSAGES.required).max(LIMITS.urlMax) });

const isJson = (req: Request) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

export function uploadImageRoutes({ images, db, config }: Deps): Router {
  const router = Router();
  const available = images !== undefined;
  const sourceBody = jsonBody(config.jsonLimitBytes);

  // Lets the editor say up front that uploads cannot work here, instead of after a failed upload.
  router.get('/upload-image', requireAdmin, (_req, res) => {
    const status: ImageUploadStatus = available ? { available } : { available, message: STORAGE_UNAVAILABLE_MESSAGE };
    res.json(status);
  });

  router.post('/upload-image', requireAdmin, async (req, res, next) => {
    if (isJson(req)) return next();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_REQUEST_BYTES * 2) throw new HttpError(413, MESSAGES.imageSize);
    const file = await readImageField(req);
    // Type and size first, so those answers are the same with or without a store.
    checkImage(file.bytes, file.truncated);
    if (!images) throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
    const result: ImageUploadResult = await saveImage(images(), db(), file.bytes);
    res.status(201).json(result);
  });

  // An image URL the owner gives: its picture fetched (from the site or an allowed host) and made
  // into the same variants as an upload.
  router.post('/upload-image', requireAdmin, sourceBody, async (req, res) => {
    const { url } = validate(imageSourceSchema, req.body);
    if (!images) throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
    const result = await imageFromUrl(images(), db(), url, config.siteUrl);
    res.status(201).json(result);
  });

  return router;
}
