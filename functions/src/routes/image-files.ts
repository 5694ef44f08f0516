// GET /img/{id}/{file}: the pictures, from the site's own origin (Hosting rewrites /img/** here).
// One origin with the page: no second connection before the page's largest paint, and the CDN
// keeps each file a year (a file's name never changes meaning: a new picture is a new folder).
import { IMAGE_CONTENT_TYPES, type ImageKind } from '@/domain/image';
import { IMAGE_VARIANT_CONTENT_TYPES, type ImageVariantFormat } from '@/domain/image-variants';
import { Router } from 'express';
import type { Deps } from '../deps';
import { HttpError } from '../http-error';
import { IMAGE_FILE_CACHE, imageStorePath } from '../services/image-store';

const CONTENT_TYPES: Record<string, string> = {
  avif: IMAGE_VARIANT_CONTENT_TYPES.avif,
  webp: IMAGE_VARIANT_CONTENT_TYPES.webp,
  jpg: IMAGE_VARIANT_CONTENT_TYPES.jpeg satisfies (typeof IMAGE_VARIANT_CONTENT_TYPES)[ImageVariantFormat],
  png: IMAGE_VARIANT_CONTENT_TYPES.png,
  gif: IMAGE_CONTENT_TYPES.gif satisfies (typeof IMAGE_CONTENT_TYPES)[ImageKind],
};

/** A folder is a UUID; a file is a variant (`800.avif`) or the original (`original.jpg`). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^(?:\d{1,5}|original)\.(avif|webp|jpg|png|gif)$/;

export function imageFileRoutes({ images }: Deps): Router {
  const router = Router();
  router.get('/img/:id/:file', async (req, res) => {
    const { id, file } = req.params;
    const extension = FILE.exec(file)?.[1];
    if (!ID.test(id) || !extension || !images) throw new HttpError(404, 'Image not found');
    const bytes = await images().read(imageStorePath(id, file));
    if (!bytes) throw new HttpError(404, 'Image not found');
    res.setHeader('Cache-Control', IMAGE_FILE_CACHE);
    res.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    res.send(bytes);
  });
  return router;
}
