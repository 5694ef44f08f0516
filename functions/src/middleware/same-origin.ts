// CSRF: the `__session` cookie rides along with any request a browser sends to the site, including
// a form or fetch from another site. State-changing requests under the cookie-authenticated paths
// must therefore show they come from the site's own pages: `Sec-Fetch-Site: same-origin` (sent by
// every current browser, and not settable by page script), or, for older browsers, an `Origin`
// equal to the site's. Applied whether or not a cookie came along, so a foreign page cannot sign
// a visitor into someone else's account either (POST /auth/session).
import type { RequestHandler } from 'express';
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

export function requireSameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !underPrefix(req.path)) return next();
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (fetchSite === 'same-origin' || origin === siteOrigin) return next();
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  };
}
