// Test users in the Auth emulator, signed in through its REST API like the web SDK does.
import { adminAuth, adminDb } from './emulators';
import { AUTH_HOST, BASE_URL, PROJECT_ID } from './env';
import { forwardedFor, SITE_ORIGIN, uniqueIp } from './http';
import { COLLECTIONS } from '@/domain/collections';

const API_KEY = 'fake-api-key';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit<T>(method: string, payload: object): Promise<T> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  );
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(email: string, password: string): Promise<string> {
  const result = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

let sequence = 0;

export async function createUser(
  options: {
    admin?: boolean;
    email?: string;
    displayName?: string;
    profile?: { firstName?: string; username?: string };
  } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = options.email ?? `user${Date.now()}-${sequence}@example.test`;
  const password = 'test-password-123';
  const created = await identityToolkit<{ idToken: string; localId: string }>('signUp', {
    email,
    password,
    ...(options.displayName ? { displayName: options.displayName } : {}),
    returnSecureToken: true,
  });
  if (options.admin) await adminAuth.setCustomUserClaims(created.localId, { admin: true });
  // A sign-in after the sign-up, not the sign-up's own token: the Auth emulator stamps that token's
  // auth_time at the start of the request and the account's revocation line (validSince) after
  // hashing the password, so on a loaded machine the two can fall in different seconds, and the
  // session endpoint (verifyIdToken with checkRevoked) then refused it as revoked (401, seen in a
  // fresh-clone run). It is also where an admin's claims reach the token.
  const idToken = await signIn(email, password);
  if (options.profile) {
    await adminDb
      .collection(COLLECTIONS.users)
      .doc(created.localId)
      .set({ email, ...options.profile, createdAt: new Date() });
  }
  return { uid: created.localId, email, password, idToken };
}

/** POST /api/auth/session and return the `__session=…` pair to send as a Cookie header. */
export async function sessionCookieFor(user: TestUser, baseUrl = BASE_URL): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/session`, {
    method: 'POST',
    // Sign-ins are rate limited per client: each test user signs in from a client of its own.
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'x-forwarded-for': forwardedFor(uniqueIp()) },
    body: JSON.stringify({ idToken: user.idToken }),
  });
  if (!response.ok) throw new Error(`session failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='));
  if (!cookie) throw new Error('no __session cookie in the answer');
  return cookie.split(';')[0]!;
}

/**
 * Moves the account's revocation line (tokensValidAfterTime), as revokeRefreshTokens does, but
 * to any second: the Auth emulator's admin endpoint accepts the `owner` bearer token.
 */
export async function setValidSince(uid: string, epochSeconds: number): Promise<void> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(epochSeconds) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
}
