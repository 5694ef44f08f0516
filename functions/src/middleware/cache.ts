import type { Response } from 'express';

/** Public reads: brief browser cache, longer CDN cache, served stale while Hosting refreshes. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Anything per-user, admin or auth related. Hosting only forwards Set-Cookie with `private`. */
export const PRIVATE_CACHE = 'private, no-store';
export const ERROR_CACHE = 'no-store';

export const cachePublic = (res: Response) => res.setHeader('Cache-Control', PUBLIC_CACHE);
export const cachePrivate = (res: Response) => res.setHeader('Cache-Control', PRIVATE_CACHE);
