import { beforeEach, describe, expect, it } from 'vitest';
import type { AppReview, BlogPost, Resource, User } from '@/domain/types';
import { adminAuth, adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api } from '../support/http';
import { seedAppReview, seedPost, seedResource } from '../support/seed';
import { createUser, sessionCookieFor, setValidSince } from '../support/users';
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('POST /api/auth/session', () => {
  it('exchanges a fresh ID token for an HttpOnly, Secure, SameSite=Lax __session cookie and answers the user', async () => {
    const user = await createUser({ profile: { firstName: 'Esther', username: 'esther_q' } });
    const response = await api<{ user: User }>('POST', '/api/auth/session', { json: { idToken: user.idToken } });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      uid: user.uid,
      email: user.email,
      firstName: 'Esther',
      username: 'esther_q',
      isAdmin: false,
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=432000/);
  });

  it('rejects a missing, malformed or forged token', async () => {
    const missing = await api<ErrorBody>('POST', '/api/auth/session', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ idToken: 'idToken is required' });

    const unknown = await api('POST', '/api/auth/session', { json: { idToken: 'x', remember: true } });
    expect(unknown.status).toBe(400);

    const forged = await api<ErrorBody>('POST', '/api/auth/session', { json: { idToken: 'not-a-real-token' } });
    expect(forged.status).toBe(401);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a token whose sign-in is older than five minutes', async () => {
    const user = await createUser();
    // Backdate the account's revocation line so only the sign-in age is at stake…
    await setValidSince(user.uid, Math.floor(Date.now() / 1000) - 3600);
    // …and, since the Auth emulator accepts unsigned tokens, stand for a stale sign-in with an old auth_time.
    const [header, payload] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, number>;
    claims.auth_time = Math.floor(Date.now() / 1000) - 600;
    const stale = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const response = await api<ErrorBody>('POST', '/api/auth/session', { json: { idToken: stale } });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Please sign in again to continue');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 without a session or with a bad cookie', async () => {
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
    const bad = await api<ErrorBody>('GET', '/api/auth/me', { cookie: '__session=garbage' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.message).toBe('Please sign in to continue');
  });

  it('describes the user from the claims and profile, falling back to the display name and email', async () => {
    const admin = await createUser({ admin: true, displayName: 'Grace Hopper' });
    const me = await api<{ user: User }>('GET', '/api/auth/me', { cookie: await sessionCookieFor(admin) });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.body.user).toEqual({
      uid: admin.uid,
      email: admin.email,
      firstName: 'Grace',
      username: admin.email.split('@')[0],
      isAdmin: true,
    });
  });

  it('logout clears the cookie and revokes the session', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    expect((await api('GET', '/api/auth/me', { cookie })).status).toBe(200);
    // Revocation compares whole seconds: let the session's second pass first.
    await sleep(1100);
    const logout = await api('POST', '/api/auth/logout', { cookie });
    expect(logout.status).toBe(204);
    const cleared = logout.headers.getSetCookie().find((value) => value.startsWith('__session='));
    expect(cleared).toMatch(/^__session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const record = await adminAuth.getUser(user.uid);
    expect(Date.parse(record.tokensValidAfterTime!)).toBeGreaterThan(0);
    expect((await api('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('logout without a session still answers 204 and clears the cookie', async () => {
    const response = await api('POST', '/api/auth/logout');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((value) => value.startsWith('__session=;'))).toBe(true);
  });
});

describe('favorites', () => {
  it('answers 401 for every favorites route without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/favorites/blog-posts'],
      ['GET', '/api/favorites/resources'],
      ['GET', '/api/favorites/app-reviews'],
      ['PUT', '/api/favorites/resources/x'],
      ['DELETE', '/api/favorites/resources/x'],
    ] as const) {
      const response = await api<ErrorBody>(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.error.message).toBe('Please sign in to continue');
    }
  });

  it('saves items idempotently and lists full items, newest saved first, per user', async () => {
    const [first, second] = await Promise.all([seedPost({ id: 'first-post' }), seedPost({ id: 'second-post' })]);
    const review = await seedAppReview({ id: 'review-1', pros: ['Kind'] });
    const resource = await seedResource({ id: 'resource-1' });
    const user = await createUser();
    const other = await createUser();
    const cookie = await sessionCookieFor(user);

    expect((await api('PUT', `/api/favorites/blog-posts/${first.id}`, { cookie })).status).toBe(204);
    await sleep(20);
    expect((await api('PUT', `/api/favorites/blog-posts/${second.id}`, { cookie })).status).toBe(204);
    // Saving again changes nothing (the original save time is kept).
    expect((await api('PUT', `/api/favorites/blog-posts/${first.id}`, { cookie })).status).toBe(204);
    expect((await api('PUT', `/api/favorites/app-reviews/${review.id}`, { cookie })).status).toBe(204);
    expect((await api('PUT', `/api/favorites/resources/${resource.id}`, { cookie })).status).toBe(204);

    const posts = await api<BlogPost[]>('GET', '/api/favorites/blog-posts', { cookie });
    expect(posts.status).toBe(200);
    expect(posts.headers.get('cache-control')).toBe('private, no-store');
    expect(posts.body.map((post) => post.id)).toEqual(['second-post', 'first-post']);
    expect(posts.body[0]).toMatchObject({ title: second.title, content: second.content });

    const reviews = await api<AppReview[]>('GET', '/api/favorites/app-reviews', { cookie });
    expect(reviews.body).toHaveLength(1);
    expect(reviews.body[0]).toMatchObject({ id: 'review-1', pros: '["Kind"]', logoUrl: review.logoUrl });
    const resources = await api<Resource[]>('GET', '/api/favorites/resources', { cookie });
    expect(resources.body.map((item) => item.id)).toEqual(['resource-1']);

    const stored = await adminDb.collection(COLLECTIONS.users).doc(user.uid).collection(FAVORITES_SUBCOLLECTION).get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual([
      'app-reviews__review-1',
      'blog-posts__first-post',
      'blog-posts__second-post',
      'resources__resource-1',
    ]);

    const otherList = await api('GET', '/api/favorites/blog-posts', { cookie: await sessionCookieFor(other) });
    expect(otherList.body).toEqual([]);
  });

  it('removes idempotently, 404s unknown items and lists, and hides drafts', async () => {
    const post = await seedPost({ id: 'kept' });
    await seedPost({ id: 'a-draft', status: 'draft' });
    const cookie = await sessionCookieFor(await createUser());
    await api('PUT', `/api/favorites/blog-posts/${post.id}`, { cookie });

    expect((await api('DELETE', `/api/favorites/blog-posts/${post.id}`, { cookie })).status).toBe(204);
    expect((await api('DELETE', `/api/favorites/blog-posts/${post.id}`, { cookie })).status).toBe(204);
    expect((await api('GET', '/api/favorites/blog-posts', { cookie })).body).toEqual([]);

    for (const path of [
      '/api/favorites/blog-posts/no-such-post',
      '/api/favorites/blog-posts/a-draft',
      '/api/favorites/resources/no-such-resource',
      '/api/favorites/app-reviews/no-such-review',
      '/api/favorites/songs/kept',
    ]) {
      const response = await api<ErrorBody>('PUT', path, { cookie });
      expect(response.status, path).toBe(404);
      expect(response.body.error.message).toEqual(expect.any(String));
    }
    expect((await api('DELETE', '/api/favorites/resources/no-such-resource', { cookie })).status).toBe(404);
    expect((await api('GET', '/api/favorites/songs', { cookie })).status).toBe(404);
  });

  it('leaves out saved items that were deleted since', async () => {
    const resource = await seedResource({ id: 'soon-gone' });
    const cookie = await sessionCookieFor(await createUser());
    await api('PUT', `/api/favorites/resources/${resource.id}`, { cookie });
    await adminDb.collection(COLLECTIONS.resources).doc(resource.id).delete();
    expect((await api('GET', '/api/favorites/resources', { cookie })).body).toEqual([]);
    // The stale entry can still be removed.
    expect((await api('DELETE', `/api/favorites/resources/${resource.id}`, { cookie })).status).toBe(204);
  });
});
