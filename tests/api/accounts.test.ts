import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { MESSAGES } from '@/domain/schemas';
import type { SavedFavoriteIds, User } from '@/domain/types';
import { adminAuth, adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, uniqueIp } from '../support/http';
import { seedAppReview, seedPost, seedResource } from '../support/seed';
import { createUser, sessionCookieFor, signIn } from '../support/users';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const signUp = (body: Record<string, unknown>) =>
  api<{ uid: string } & ErrorBody>('POST', '/api/auth/sign-up', { json: body, clientIp: uniqueIp() });

const newcomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ruth',
  username: 'ruth_moab',
  email: `ruth-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`,
  password: 'gleaning-in-fields',
  ...overrides,
});

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('POST /api/auth/sign-up', () => {
  it('creates the account, its profile and its username claim; the reader then signs in as usual', async () => {
    const input = newcomer();
    const response = await signUp(input);
    expect(response.status).toBe(201);
    const { uid } = response.body;

    const account = await adminAuth.getUser(uid);
    expect(account.email).toBe(input.email);
    const profile = (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(profile).toMatchObject({ email: input.email, firstName: 'Ruth', username: 'ruth_moab' });
    const claim = await adminDb.collection(COLLECTIONS.usernames).doc('ruth_moab').get();
    expect(claim.get('uid')).toBe(uid);

    const idToken = await signIn(input.email, input.password);
    const cookie = await sessionCookieFor({ uid, email: input.email, password: input.password, idToken });
    const me = await api<{ user: User }>('GET', '/api/auth/me', { cookie });
    expect(me.body.user).toMatchObject({ firstName: 'Ruth', username: 'ruth_moab', isAdmin: false });
  });

  it('refuses a username someone holds, in any case, and creates no account', async () => {
    expect((await signUp(newcomer())).status).toBe(201);
    const second = newcomer({ username: 'RUTH_MOAB' });
    const response = await signUp(second);
    expect(response.status).toBe(409);
    expect(response.body.error.fields).toEqual({ username: MESSAGES.usernameTaken });
    await expect(adminAuth.getUserByEmail(second.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('gives one username to exactly one of several racing sign-ups', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => signUp(newcomer({ username: 'naomi' }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const claim = await adminDb.collection(COLLECTIONS.usernames).doc('naomi').get();
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(claim.get('uid')).toBe(winner.body.uid);
    // The losers' accounts were taken back, so their emails remain free.
    const users = await adminAuth.listUsers();
    expect(users.users).toHaveLength(1);
  });

  it('says when the email already has an account', async () => {
    const input = newcomer();
    await signUp(input);
    const response = await signUp(newcomer({ email: input.email, username: 'other_name' }));
    expect(response.status).toBe(409);
    expect(response.body.error.fields).toEqual({ email: MESSAGES.emailTaken });
  });

  it('validates every field with the shared messages', async () => {
    const response = await signUp({ firstName: '', username: 'no spaces', email: 'x', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      firstName: MESSAGES.firstNameRequired,
      username: MESSAGES.usernameInvalid,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordShort,
    });
    const extra = await signUp({ ...newcomer(), admin: true });
    expect(extra.status).toBe(400);
  });
});

describe('PUT /api/auth/profile', () => {
  it('changes the first name and username, releasing the old name', async () => {
    const user = await createUser({ profile: { firstName: 'Ruth', username: 'ruth' } });
    await adminDb.collection(COLLECTIONS.usernames).doc('ruth').set({ uid: user.uid });
    const cookie = await sessionCookieFor(user);

    const response = await api<{ user: User }>('PUT', '/api/auth/profile', {
      cookie,
      json: { firstName: 'Ruthie', username: 'Ruth_B' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ firstName: 'Ruthie', username: 'Ruth_B' });
    expect((await adminDb.collection(COLLECTIONS.usernames).doc('ruth').get()).exists).toBe(false);
    expect((await adminDb.collection(COLLECTIONS.usernames).doc('ruth_b').get()).get('uid')).toBe(user.uid);
  });

  it("refuses another member's username", async () => {
    const other = await createUser({ profile: { firstName: 'Boaz', username: 'boaz' } });
    await adminDb.collection(COLLECTIONS.usernames).doc('boaz').set({ uid: other.uid });
    const user = await createUser({ profile: { firstName: 'Ruth', username: 'ruth' } });
    const response = await api<ErrorBody>('PUT', '/api/auth/profile', {
      cookie: await sessionCookieFor(user),
      json: { firstName: 'Ruth', username: 'Boaz' },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.fields).toEqual({ username: MESSAGES.usernameTaken });
  });

  it('creates the profile of an account that had none (Google sign-in)', async () => {
    const user = await createUser({ displayName: 'Lydia Purple' });
    const response = await api<{ user: User }>('PUT', '/api/auth/profile', {
      cookie: await sessionCookieFor(user),
      json: { firstName: 'Lydia', username: 'lydia' },
    });
    expect(response.status).toBe(200);
    expect((await adminDb.collection(COLLECTIONS.users).doc(user.uid).get()).data()).toMatchObject({
      email: user.email,
      firstName: 'Lydia',
      username: 'lydia',
    });
  });

  it('needs a session and valid input', async () => {
    expect((await api('PUT', '/api/auth/profile', { json: { firstName: 'A', username: 'abc' } })).status).toBe(401);
    const user = await createUser();
    const bad = await api<ErrorBody>('PUT', '/api/auth/profile', {
      cookie: await sessionCookieFor(user),
      json: { firstName: 'A', username: 'a' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ username: MESSAGES.usernameInvalid });
  });
});

describe('GET /api/favorites', () => {
  it('answers every saved id per kind, newest first, in one call', async () => {
    const [post, older, resource, review] = await Promise.all([
      seedPost(),
      seedPost(),
      seedResource(),
      seedAppReview(),
    ]);
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    for (const [kind, id] of [
      ['blog-posts', older.id],
      ['blog-posts', post.id],
      ['resources', resource.id],
      ['app-reviews', review.id],
    ]) {
      expect((await api('PUT', `/api/favorites/${kind}/${id}`, { cookie })).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await api<SavedFavoriteIds>('GET', '/api/favorites', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual({
      'blog-posts': [post.id, older.id],
      resources: [resource.id],
      'app-reviews': [review.id],
    });
  });

  it('answers empty lists for a new member and 401 without a session', async () => {
    const cookie = await sessionCookieFor(await createUser());
    expect((await api('GET', '/api/favorites', { cookie })).body).toEqual({
      'blog-posts': [],
      resources: [],
      'app-reviews': [],
    });
    expect((await api('GET', '/api/favorites')).status).toBe(401);
  });
});
