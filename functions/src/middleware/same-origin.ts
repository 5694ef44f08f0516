// CSRF: the `__session` cookie rides along with any request a browser sends to the site, including
// a form or fetch from another site. State-changing requests under the cookie-authenticated paths
// must therefore show they come from the site's own pages: `Sec-Fetch-Site: same-origin` (sent by
// every current browser, and not settable by page script), or, for older browsers, an `Origin`
// equal to the site's. Applied whether or not a cookie came along, so a foreign page cannot sign
// a visitor into someone else's account either (POST /auth/session). The pages' own form posts
// (routes/form-posts.ts) take the same rule: a form-encoded post is one any site can make a browser
// send, without asking first as a JSON request must.
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http-error';

/** Paths (inside the /api router) whose writes rely on the session cookie. */
export const COOKIE_AUTHENTICATED_PREFIXES = ['/auth', '/favorites', '/admin', '/upload-image'] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request must come from the site itself';

// Express matches routes case-insensitively (`/API/Admin/...` reaches the admin routes), so must we.
const underPrefix = (rawPath: string) => {
  const path = rawPath.toLowerCase();
  return COOKIE_AUTHENTICATED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** Whether the browser says the request comes from one of the site's own pages. */
export function isFromTheSite(req: Request, siteUrl: string): boolean {
  return req.headers['sec-fetch-site'] === 'same-origin' || req.headers.origin === new URL(siteUrl).origin;
}

export function requireSameOrigin(siteUrl: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !underPrefix(req.path)) return next();
    if (isFromTheSite(req, siteUrl)) return next();
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  };
}
