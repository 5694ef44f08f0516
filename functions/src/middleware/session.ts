// Session auth: Hosting forwards only the `__session` cookie to functions, so that is the
// one cookie we read. verifySessionCookie(…, true) also rejects revoked sessions.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../http-error';
import type { SessionUser } from '../request-context';
import { stillWaiting } from './deadline';

export const SESSION_COOKIE = '__session';

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return value || undefined;
      }
    }
  }
  return undefined;
}

export function userFromClaims(claims: DecodedIdToken): SessionUser {
  return {
    uid: claims.uid,
    email: claims.email ?? null,
    isAdmin: claims.admin === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

/** Sets req.user when a valid session cookie came along; never fails the request itself. */
export function sessionAuth(auth: () => Auth): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const cookie = readSessionCookie(req);
    if (cookie) {
      try {
        req.user = userFromClaims(await auth().verifySessionCookie(cookie, true));
      } catch {
        // An expired, revoked or forged cookie is the same as none: the route decides.
        req.user = undefined;
      }
      if (!stillWaiting(res)) return;
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'Please sign in to continue');
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, 'Please sign in to continue');
  if (!req.user.isAdmin) throw new HttpError(403, 'Admin access required');
  next();
};
