import { profileSchema, sessionLoginSchema, signUpSchema } from '@/domain/schemas';
import { Router, type CookieOptions } from 'express';
import type { Deps } from '../deps';
import { jsonBody } from '../middleware/json-body';
import { rateLimit } from '../middleware/rate-limit';
import { readSessionCookie, requireUser, SESSION_COOKIE } from '../middleware/session';
import { validate } from '../middleware/validate';
import { createSession, describeUser, revokeSessions } from '../services/auth';
import { createAccount, updateProfile } from '../services/users';

const COOKIE_OPTIONS: CookieOptions = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' };

export function authRoutes({ db, auth, config }: Deps): Router {
  const router = Router();
  const expiresInMs = config.sessionDays * 24 * 60 * 60 * 1000;

  router.post(
    '/auth/session',
    jsonBody(config.jsonLimitBytes),
    // Before the token is checked: a stream of bogus tokens costs Auth calls too.
    rateLimit(db, 'session', config.rateLimits.session, config.trustedProxyHops),
    async (req, res) => {
      const { idToken } = validate(sessionLoginSchema, req.body);
      const session = await createSession(auth(), idToken, {
        expiresInMs,
        recentSignInSeconds: config.recentSignInSeconds,
      });
      res.cookie(SESSION_COOKIE, session.cookie, { ...COOKIE_OPTIONS, maxAge: expiresInMs });
      res.json({ user: await describeUser(db(), session.user) });
    },
  );

  // Accounts are made here rather than by the client SDK, so the username is checked and claimed
  // before the account exists; the client then signs in as usual and exchanges its token.
  router.post(
    '/auth/sign-up',
    jsonBody(config.jsonLimitBytes),
    rateLimit(db, 'sign-up', config.rateLimits.signUp, config.trustedProxyHops),
    async (req, res) => {
      const input = validate(signUpSchema, req.body);
      const { uid } = await createAccount(db(), auth(), input);
      res.status(201).json({ uid });
    },
  );

  router.put('/auth/profile', requireUser, jsonBody(config.jsonLimitBytes), async (req, res) => {
    const input = validate(profileSchema, req.body);
    await updateProfile(db(), req.user!, input);
    res.json({ user: await describeUser(db(), req.user!) });
  });

  router.get('/auth/me', requireUser, async (req, res) => {
    res.json({ user: await describeUser(db(), req.user!) });
  });

  router.post('/auth/logout', jsonBody(config.jsonLimitBytes), async (req, res) => {
    // sessionAuth already verified the cookie (with revocation check); only a valid one revokes.
    if (req.user && readSessionCookie(req)) await revokeSessions(auth(), req.user.uid);
    res.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
    res.status(204).end();
  });

  return router;
}
