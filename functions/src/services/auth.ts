// Session cookies: an ID token from a fresh sign-in is exchanged for a 5-day session
// cookie; the user is described from the token's claims plus the `users/{uid}` profile.
import type { User } from '@/domain/types';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error';
import type { SessionUser } from '../request-context';
import { optStr } from '../serialize';
import { userFromClaims } from '../middleware/session';
import { COLLECTIONS } from '@/domain/collections';

export async function createSession(
  auth: Auth,
  idToken: string,
  options: { expiresInMs: number; recentSignInSeconds: number },
): Promise<{ cookie: string; user: SessionUser }> {
  let claims;
  try {
    claims = await auth.verifyIdToken(idToken, true);
  } catch {
    throw new HttpError(401, 'Your sign-in could not be verified. Please sign in again.');
  }
  // A stolen ID token should not mint a long-lived session: only a recent sign-in may.
  if (Date.now() / 1000 - claims.auth_time > options.recentSignInSeconds) {
    throw new HttpError(401, 'Please sign in again to continue');
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: options.expiresInMs });
  return { cookie, user: userFromClaims(claims) };
}

export async function describeUser(db: Firestore, sessionUser: SessionUser): Promise<User> {
  const profile = (await db.collection(COLLECTIONS.users).doc(sessionUser.uid).get()).data() ?? {};
  const emailLocal = sessionUser.email?.split('@')[0] || null;
  const displayFirst = sessionUser.name?.trim().split(/\s+/)[0] || null;
  return {
    uid: sessionUser.uid,
    email: sessionUser.email,
    firstName: optStr(profile.firstName) ?? displayFirst ?? emailLocal,
    username: optStr(profile.username) ?? emailLocal ?? displayFirst,
    isAdmin: sessionUser.isAdmin,
  };
}

/** Ends every session of the user (all devices), as a sign-out should. */
export async function revokeSessions(auth: Auth, uid: string): Promise<void> {
  await auth.revokeRefreshTokens(uid);
}
