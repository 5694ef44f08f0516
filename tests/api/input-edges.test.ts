// Input at the edges: values the shared schemas let through before (a publish date Firestore
// cannot store, http or protocol-relative links, markup in a first name) and malformed JSON.
import { COLLECTIONS } from '@/domain/collections';
import { MESSAGES } from '@/domain/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, uniqueIp } from '../support/http';
import { createUser, sessionCookieFor } from '../support/users';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const validPost = {
  title: 'Waiting Well',
  slug: 'waiting-well',
  excerpt: 'Contentment in singleness.',
  content: 'Body text.',
  category: 'Single Life',
  publishedAt: '2026-11-01T09:30:00.000Z',
  readTime: 4,
  status: 'published',
};

const count = async (name: string) => (await adminDb.collection(name).count().get()).data().count;

let adminCookie: string;

beforeAll(async () => {
  await clearAuth();
  adminCookie = await sessionCookieFor(await createUser({ admin: true }));
});

beforeEach(async () => {
  await clearFirestore();
});

describe('publishedAt', () => {
  it('answers dates outside 2000–2100 with 400 and a field message, never 500, and stores nothing', async () => {
    // +275760 is the last date JavaScript parses; Firestore Timestamps end at 9999.
    for (const publishedAt of [
      '+275760-09-13T00:00:00.000Z',
      '+010000-01-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '1899-12-31',
    ]) {
      const response = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
        cookie: adminCookie,
        json: { ...validPost, publishedAt },
      });
      expect(response.status, publishedAt).toBe(400);
      expect(response.body.error.fields).toEqual({ publishedAt: MESSAGES.publishedAtRange });
    }
    expect(await count(COLLECTIONS.posts)).toBe(0);
  });
});

describe('stored URLs', () => {
  it('refuses an http or protocol-relative imageUrl on create and update', async () => {
    for (const imageUrl of ['http://example.com/cover.jpg', '//evil.example/cover.jpg']) {
      const response = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
        cookie: adminCookie,
        json: { ...validPost, imageUrl },
      });
      expect(response.status, imageUrl).toBe(400);
      expect(response.body.error.fields).toEqual({ imageUrl: MESSAGES.urlNotHttps });
    }
    const created = await api<{ id: string }>('POST', '/api/admin/blog-posts', {
      cookie: adminCookie,
      json: { ...validPost, imageUrl: 'https://cdn.example.com/cover.jpg', imageAlt: 'A book cover' },
    });
    expect(created.status).toBe(201);
    const updated = await api<ErrorBody>('PUT', `/api/admin/blog-posts/${created.body.id}`, {
      cookie: adminCookie,
      json: { ...validPost, imageUrl: 'http://example.com/cover.jpg' },
    });
    expect(updated.status).toBe(400);
    const stored = await adminDb.collection(COLLECTIONS.posts).doc(created.body.id).get();
    expect(stored.get('imageUrl')).toBe('https://cdn.example.com/cover.jpg');
  });
});

describe('newsletter first name', () => {
  it('refuses markup and links and stores nothing; accepts names in any script', async () => {
    for (const firstName of ['<script>x</script>', 'Visit https://spam.example', 'Ruth!']) {
      const response = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
        clientIp: uniqueIp(),
        json: { firstName, email: 'ruth@example.test' },
      });
      expect(response.status, firstName).toBe(400);
      expect(response.body.error.fields).toEqual({ firstName: MESSAGES.firstNameCharacters });
    }
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
    expect(await count(COLLECTIONS.mail)).toBe(0);

    const accepted = await api('POST', '/api/newsletter/subscribe', {
      clientIp: uniqueIp(),
      json: { firstName: 'Zoë O’Brien-Ñúñez', email: 'zoe@example.test' },
    });
    expect(accepted.status).toBe(201);
  });
});

describe('malformed JSON', () => {
  it("answers the API's JSON envelope where the app parses the body (JSON types the platform leaves raw)", async () => {
    const response = await api<ErrorBody>('POST', '/api/contact', {
      clientIp: uniqueIp(),
      headers: { 'content-type': 'application/vnd.api+json' },
      body: '{"name": "Ruth", ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: { message: 'Malformed JSON in request body' } });
  });

  it('is refused by the platform first for application/json (docs/known-limits.md), and nothing is stored', async () => {
    const response = await api('POST', '/api/contact', {
      clientIp: uniqueIp(),
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ruth", ',
    });
    expect(response.status).toBe(400);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });
});
