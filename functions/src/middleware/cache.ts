import { PUBLIC_CACHE } from '@/domain/public-reads';
import type { Response } from 'express';

/** Anything per-user, admin or auth related. Hosting only forwards Set-Cookie with `private`. */
export const PRIVATE_CACHE = 'private, no-store';
export const ERROR_CACHE = 'no-store';

export const cachePublic = (res: Response) => res.setHeader('Cache-Control', PUBLIC_CACHE);
export const cachePrivate = (res: Response) => res.setHeader('Cache-Control', PRIVATE_CACHE);
