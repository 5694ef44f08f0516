// CSRF: a real session cookie, sent by a page on another site, must not change anything.
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { FUNCTIONS_URL } from '../support/env';
import { api, SITE_ORIGIN, uniqueIp, type ApiOptions } from '../support/http';
import { seedContactSubmission, seedPost } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';

interface ErrorBody {
  error: { message: string };
}

const FOREIGN = 'https://evil.example';
const CROSS_SITE = { origin: FOREIGN, headers: { 'sec-fetch-site': 'cross-site' } } satisfies ApiOptions;

let adminCookie: string;
let readerCookie: string;
let readerUid: string;
let postId: string;
let submissionId: string;

const newPost = (slug: string) => ({
  title: 'A post',
  slug,
  excerpt: 'Short.',
  content: 'Long enough content.',
  category: 'Biblical Dating',
  publishedAt: new Date().toISOString(),
  readTime: 3,
  status: 'draft',
});

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  const admin = await createUser({ admin: true });
  const reader = await createUser();
  readerUid = reader.uid;
  [adminCookie, readerCookie] = await Promise.all([sessionCookieFor(admin), sessionCookieFor(reader)]);
  postId = (await seedPost({ status: 'published' })).id;
  submissionId = (await seedContactSubmission({ status: 'unread' })).id;
});

const favorites = () => adminDb.collection(COLLECTIONS.users).doc(readerUid).collection(FAVORITES_SUBCOLLECTION).get();

describe('state-changing requests with the session cookie', () => {
  it('refuses every cookie-authenticated write from a foreign page with 403 and writes nothing', async () => {
    const attempts: Array<[string, string, ApiOptions]> = [
      ['PUT', `/api/favorites/blog-posts/${postId}`, { cookie: readerCookie }],
      ['DELETE', `/api/favorites/blog-posts/${postId}`, { cookie: readerCookie }],
      ['POST', '/api/auth/logout', { cookie: readerCookie }],
      ['POST', '/api/admin/blog-posts', { cookie: adminCookie, json: newPost('csrf-post') }],
      ['PUT', `/api/admin/blog-posts/${postId}`, { cookie: adminCookie, json: newPost('csrf-edit') }],
      ['DELETE', `/api/admin/blog-posts/${postId}`, { cookie: adminCookie }],
      [
        'PUT',
        `/api/admin/contact-submissions/${submissionId}/status`,
        { cookie: adminCookie, json: { status: 'replied' } },
      ],
      ['POST', '/api/upload-image', { cookie: adminCookie, body: new FormData() }],
      // Express routes ignore case (Hosting's /api/** rewrite does not, so straight to the function).
      ['PUT', `/API/Favorites/blog-posts/${postId}`, { cookie: readerCookie, baseUrl: FUNCTIONS_URL }],
    ];
    for (const [method, path, options] of attempts) {
      for (const foreign of [CROSS_SITE, { origin: FOREIGN }, { origin: null }, { origin: 'null' }]) {
        const response = await api<ErrorBody>(method, path, { ...options, ...foreign });
        expect(response.status, `${method} ${path} from ${JSON.stringify(foreign)}`).toBe(403);
        expect(response.body.error.message).toBe('This request must come from the site itself');
      }
    }
    expect((await favorites()).size).toBe(0);
    expect((await adminDb.collection(COLLECTIONS.posts).doc(postId).get()).get('title')).not.toBe('A post');
    expect((await adminDb.collection(COLLECTIONS.posts).count().get()).data().count).toBe(1);
    const submission = await adminDb.collection(COLLECTIONS.contactSubmissions).doc(submissionId).get();
    expect(submission.get('status')).toBe('unread');
    // The cookie still works: the foreign logout did not revoke it.
    expect((await api('GET', '/api/auth/me', { cookie: readerCookie })).status).toBe(200);
  });

  it('refuses a sign-in posted from a foreign page (login CSRF)', async () => {
    const user = await createUser();
    const response = await api('POST', '/api/auth/session', { ...CROSS_SITE, json: { idToken: user.idToken } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("accepts the same writes from the site's own pages (Origin, or Sec-Fetch-Site: same-origin)", async () => {
    const byOrigin = await api('PUT', `/api/favorites/blog-posts/${postId}`, {
      cookie: readerCookie,
      origin: SITE_ORIGIN,
    });
    expect(byOrigin.status).toBe(204);
    expect((await favorites()).size).toBe(1);

    const byFetchMetadata = await api('DELETE', `/api/favorites/blog-posts/${postId}`, {
      cookie: readerCookie,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(byFetchMetadata.status).toBe(204);
    expect((await favorites()).size).toBe(0);

    const created = await api('POST', '/api/admin/blog-posts', {
      cookie: adminCookie,
      json: newPost('own-origin-post'),
      origin: SITE_ORIGIN,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(created.status).toBe(201);
  });

  it('leaves reads and the anonymous visitor forms alone', async () => {
    expect((await api('GET', '/api/auth/me', { cookie: readerCookie, ...CROSS_SITE })).status).toBe(200);
    expect((await api('GET', '/api/favorites/blog-posts', { cookie: readerCookie, ...CROSS_SITE })).status).toBe(200);
    const click = await api('POST', '/api/track-affiliate-click', {
      ...CROSS_SITE,
      clientIp: uniqueIp(),
      json: { affiliate: 'christian-mingle', source: 'app-reviews-page' },
    });
    expect(click.status).toBe(201);
  });
});
