import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/schemas';
import type {
  AffiliateClickStats,
  BlogPost,
  ContactSubmission,
  ImageUploadStatus,
  InboxCounts,
  NewsletterSubscriber,
  SubscriberCounts,
} from '@/domain/types';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api } from '../support/http';
import { seedContactSubmission, seedPost, seedSubscriber } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';
import { COLLECTIONS } from '@/domain/collections';
import { TOTAL_COUNT_HEADER } from '@/domain/constants';
import type { ImageVariants } from '@/domain/image-variants';
import { imageVariantsKey } from '../../functions/src/services/image-lookup';
import { sampleImageVariants } from '@/testing/sample-content';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const validPost = {
  title: 'Guarding Your Heart',
  slug: 'guarding-your-heart',
  excerpt: 'Why boundaries matter.',
  content: 'Above all else, guard your heart.',
  imageUrl: '',
  category: 'Boundaries',
  publishedAt: '2026-11-01T09:30:00.000Z',
  readTime: 4,
  status: 'published',
};

let adminCookie: string;
let userCookie: string;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  const [admin, user] = await Promise.all([createUser({ admin: true }), createUser()]);
  [adminCookie, userCookie] = await Promise.all([sessionCookieFor(admin), sessionCookieFor(user)]);
});

describe('admin access', () => {
  const routes = [
    ['GET', '/api/admin/blog-posts'],
    ['GET', '/api/admin/blog-posts/some-id'],
    ['POST', '/api/admin/blog-posts'],
    ['PUT', '/api/admin/blog-posts/some-id'],
    ['DELETE', '/api/admin/blog-posts/some-id'],
    ['GET', '/api/admin/contact-submissions'],
    ['GET', '/api/admin/contact-submissions/counts'],
    ['PUT', '/api/admin/contact-submissions/some-id/status'],
    ['POST', '/api/upload-image'],
    ['GET', '/api/admin/subscribers'],
    ['GET', '/api/admin/subscribers/export'],
    ['GET', '/api/admin/affiliate-clicks'],
    ['GET', '/api/admin/insights'],
    ['GET', '/api/admin/web-vitals'],
    ['GET', '/api/admin/newsletter/issues'],
    ['POST', '/api/admin/newsletter/issues'],
    ['POST', '/api/admin/newsletter/issues/some-id/resume'],
    ['POST', '/api/admin/newsletter/test'],
    ['GET', '/api/upload-image'],
  ] as const;

  it('answers 401 without a session and 403 without the admin claim, before touching anything', async () => {
    await seedPost({ id: 'some-id' });
    for (const [method, path] of routes) {
      const json = method === 'POST' || method === 'PUT' ? validPost : undefined;
      const anonymous = await api<ErrorBody>(method, path, { json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const user = await api<ErrorBody>(method, path, { json, cookie: userCookie });
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(user.body.error.message).toBe('Admin access required');
      expect(user.headers.get('cache-control')).toBe('no-store');
    }
    expect((await adminDb.collection(COLLECTIONS.posts).doc('some-id').get()).exists).toBe(true);
    expect((await adminDb.collection(COLLECTIONS.posts).count().get()).data().count).toBe(1);
  });
});

describe('admin blog posts', () => {
  it('lists every post, drafts and future ones included, with private cache headers', async () => {
    await seedPost({ id: 'live', publishedAt: new Date(Date.now() - 2 * 86_400_000) });
    await seedPost({ id: 'draft', status: 'draft', publishedAt: new Date(Date.now() - 86_400_000) });
    await seedPost({ id: 'future', publishedAt: new Date(Date.now() + 86_400_000) });
    const response = await api<BlogPost[]>('GET', '/api/admin/blog-posts', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.body.map((post) => post.id)).toEqual(['future', 'draft', 'live']);
    expect(response.body.find((post) => post.id === 'draft')!.status).toBe('draft');
    expect(response.body[0]!.updatedAt).toMatch(ISO);
    // Summaries: the editor reads a post whole by its id.
    for (const post of response.body) expect(post).not.toHaveProperty('content');
    expect((await api<BlogPost>('GET', '/api/admin/blog-posts/live', { cookie: adminCookie })).body.content).toBe(
      'Some content about dating with faith.',
    );
  });

  it('answers a numbered page, newest first, with the whole count in X-Total-Count', async () => {
    for (let index = 0; index < 5; index += 1) {
      await seedPost({ id: `p${index}`, publishedAt: new Date(Date.UTC(2026, 0, 10 - index)) });
    }
    const page = (query: string) => api<BlogPost[]>('GET', `/api/admin/blog-posts?${query}`, { cookie: adminCookie });
    const first = await page('page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.map((post) => post.id)).toEqual(['p0', 'p1']);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect((await page('page=3&pageSize=2')).body.map((post) => post.id)).toEqual(['p4']);
    const past = await page('page=4&pageSize=2');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('5');
  });

  it('filters by status on the server, counting only that status', async () => {
    await seedPost({ id: 'live', publishedAt: new Date(Date.now() - 2 * 86_400_000) });
    await seedPost({ id: 'draft-1', status: 'draft', publishedAt: new Date(Date.now() - 86_400_000) });
    await seedPost({ id: 'draft-2', status: 'draft', publishedAt: new Date(Date.now() + 86_400_000) });
    const drafts = await api<BlogPost[]>('GET', '/api/admin/blog-posts?status=draft', { cookie: adminCookie });
    expect(drafts.body.map((post) => post.id)).toEqual(['draft-2', 'draft-1']);
    expect(drafts.headers.get('x-total-count')).toBe('2');
    const published = await api<BlogPost[]>('GET', '/api/admin/blog-posts?status=published', { cookie: adminCookie });
    expect(published.body.map((post) => post.id)).toEqual(['live']);
    const all = await api<BlogPost[]>('GET', '/api/admin/blog-posts?status=all', { cookie: adminCookie });
    expect(all.headers.get('x-total-count')).toBe('3');
  });

  it('searches title, excerpt and category, any case, drafts and future posts included, never the body', async () => {
    await seedPost({ id: 'by-title', title: 'Courtship Lessons', publishedAt: new Date(Date.now() - 3 * 86_400_000) });
    await seedPost({
      id: 'by-excerpt',
      status: 'draft',
      excerpt: 'What courtship teaches.',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    await seedPost({ id: 'by-category', category: 'Courtship', publishedAt: new Date(Date.now() + 86_400_000) });
    await seedPost({ id: 'in-body-only', content: 'Courtship, in the body alone.' });
    await seedPost({ id: 'unrelated', title: 'Something else' });
    const search = (query: string) => api<BlogPost[]>('GET', `/api/admin/blog-posts?${query}`, { cookie: adminCookie });

    const found = await search('search=COURTSHIP');
    expect(found.status).toBe(200);
    expect(found.body.map((post) => post.id)).toEqual(['by-category', 'by-excerpt', 'by-title']);
    expect(found.headers.get('x-total-count')).toBe('3');
    // Every word must be there; a word matches by its start.
    expect((await search('search=court%20lessons')).body.map((post) => post.id)).toEqual(['by-title']);
    // With the status filter and a page.
    expect((await search('search=courtship&status=draft')).body.map((post) => post.id)).toEqual(['by-excerpt']);
    const second = await search('search=courtship&page=2&pageSize=2');
    expect(second.body.map((post) => post.id)).toEqual(['by-title']);
    expect(second.headers.get('x-total-count')).toBe('3');
    const none = await search('search=nothingmatches');
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('answers 400 with field messages for a bad status, page, page size or search', async () => {
    const bad = await api<ErrorBody>('GET', `/api/admin/blog-posts?status=archived&page=0&pageSize=1000`, {
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      status: 'Status must be one of: all, draft, published',
      page: 'Must be a whole number from 1 to 500',
      pageSize: 'Must be a whole number from 1 to 100',
    });
    const repeated = await api<ErrorBody>('GET', '/api/admin/blog-posts?page=1&page=2', { cookie: adminCookie });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error.fields).toHaveProperty('page');
    const long = await api<ErrorBody>('GET', `/api/admin/blog-posts?search=${'a'.repeat(101)}`, {
      cookie: adminCookie,
    });
    expect(long.body.error.fields).toEqual({ search: 'Must be at most 100 characters' });
  });

  it('creates, reads, updates (keeping createdAt, moving updatedAt) and deletes a post', async () => {
    const created = await api<BlogPost>('POST', '/api/admin/blog-posts', { json: validPost, cookie: adminCookie });
    expect(created.status).toBe(201);
    const { imageUrl: _blank, ...fields } = validPost;
    expect(created.body).toMatchObject({ ...fields, id: expect.any(String) });
    expect(created.body).not.toHaveProperty('imageUrl');
    expect(created.body.createdAt).toMatch(ISO);
    const id = created.body.id;

    const stored = await adminDb.collection(COLLECTIONS.posts).doc(id).get();
    expect(stored.get('publishedAt').toDate().toISOString()).toBe(validPost.publishedAt);

    const read = await api<BlogPost>('GET', `/api/admin/blog-posts/${id}`, { cookie: adminCookie });
    expect(read.status).toBe(200);
    expect(read.body.slug).toBe(validPost.slug);

    const publicRead = await api<BlogPost>('GET', `/api/blog-posts/${validPost.slug}`);
    expect(publicRead.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await api<BlogPost>('PUT', `/api/admin/blog-posts/${id}`, {
      json: {
        ...validPost,
        title: 'Guarding Hearts',
        status: 'draft',
        imageUrl: 'https://example.test/heart.jpg',
        imageAlt: 'A paper heart on an open Bible',
      },
      cookie: adminCookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Guarding Hearts',
      status: 'draft',
      imageUrl: 'https://example.test/heart.jpg',
      imageAlt: 'A paper heart on an open Bible',
    });
    expect(updated.body.createdAt).toBe(created.body.createdAt);
    expect(Date.parse(updated.body.updatedAt!)).toBeGreaterThan(Date.parse(created.body.updatedAt!));
    expect((await api('GET', `/api/blog-posts/${validPost.slug}`)).status).toBe(404);

    const cleared = await api<BlogPost>('PUT', `/api/admin/blog-posts/${id}`, {
      json: { ...validPost, imageUrl: '' },
      cookie: adminCookie,
    });
    expect(cleared.body).not.toHaveProperty('imageUrl');

    expect((await api('DELETE', `/api/admin/blog-posts/${id}`, { cookie: adminCookie })).status).toBe(204);
    expect((await adminDb.collection(COLLECTIONS.posts).doc(id).get()).exists).toBe(false);
    expect((await api('DELETE', `/api/admin/blog-posts/${id}`, { cookie: adminCookie })).status).toBe(404);
    expect((await api('GET', `/api/admin/blog-posts/${id}`, { cookie: adminCookie })).status).toBe(404);
    expect((await api('PUT', `/api/admin/blog-posts/${id}`, { json: validPost, cookie: adminCookie })).status).toBe(
      404,
    );
  });

  it('validates with the shared schema messages and writes nothing on failure', async () => {
    const empty = await api<ErrorBody>('POST', '/api/admin/blog-posts', { json: {}, cookie: adminCookie });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      title: MESSAGES.titleRequired,
      slug: MESSAGES.slugRequired,
      excerpt: MESSAGES.excerptRequired,
      content: MESSAGES.contentRequired,
      category: MESSAGES.categoryRequired,
      publishedAt: MESSAGES.publishedAtRequired,
      readTime: MESSAGES.readTimeRange,
    });

    const bad = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
      json: {
        ...validPost,
        slug: 'Not A Slug!',
        readTime: 61,
        status: 'archived',
        imageUrl: 'javascript:alert(1)',
        publishedAt: 'soon',
      },
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      slug: MESSAGES.slugInvalid,
      readTime: MESSAGES.readTimeRange,
      imageUrl: MESSAGES.urlInvalid,
      publishedAt: MESSAGES.publishedAtRequired,
    });
    expect(bad.body.error.fields).toHaveProperty('status');

    const unknown = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, views: 10 },
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(400);

    const tooBig = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, content: 'x'.repeat(1024 * 1024) },
      cookie: adminCookie,
    });
    expect(tooBig.status).toBe(413);
    expect((await adminDb.collection(COLLECTIONS.posts).count().get()).data().count).toBe(0);
  });

  it('accepts a long article body (the editor allows 100,000 characters)', async () => {
    const response = await api('POST', '/api/admin/blog-posts', {
      json: { ...validPost, content: 'word '.repeat(19_999) },
      cookie: adminCookie,
    });
    expect(response.status).toBe(201);
  });

  it('answers 409 when a slug is taken, on create and on update', async () => {
    await seedPost({ id: 'existing', slug: validPost.slug });
    const clash = await api<ErrorBody>('POST', '/api/admin/blog-posts', { json: validPost, cookie: adminCookie });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain(validPost.slug);

    const other = await api<BlogPost>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, slug: 'another-post' },
      cookie: adminCookie,
    });
    expect(other.status).toBe(201);
    const moved = await api('PUT', `/api/admin/blog-posts/${other.body.id}`, { json: validPost, cookie: adminCookie });
    expect(moved.status).toBe(409);
    // Keeping its own slug is not a clash.
    const same = await api('PUT', '/api/admin/blog-posts/existing', { json: validPost, cookie: adminCookie });
    expect(same.status).toBe(200);

    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        api('POST', '/api/admin/blog-posts', { json: { ...validPost, slug: 'race-slug' }, cookie: adminCookie }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('frees a slug when its post takes another or is deleted, and claims only the slug it holds', async () => {
    const claimOf = async (slug: string) => (await adminDb.collection(COLLECTIONS.postSlugs).doc(slug).get()).data();
    const created = await api<BlogPost>('POST', '/api/admin/blog-posts', { json: validPost, cookie: adminCookie });
    expect(await claimOf(validPost.slug)).toEqual({ postId: created.body.id });

    const renamed = { ...validPost, slug: 'guarding-your-heart-again' };
    const moved = await api('PUT', `/api/admin/blog-posts/${created.body.id}`, { json: renamed, cookie: adminCookie });
    expect(moved.status).toBe(200);
    expect(await claimOf(validPost.slug)).toBeUndefined();
    expect(await claimOf(renamed.slug)).toEqual({ postId: created.body.id });
    const taker = await api<BlogPost>('POST', '/api/admin/blog-posts', { json: validPost, cookie: adminCookie });
    expect(taker.status).toBe(201);

    expect((await api('DELETE', `/api/admin/blog-posts/${created.body.id}`, { cookie: adminCookie })).status).toBe(204);
    expect(await claimOf(renamed.slug)).toBeUndefined();
    const again = await api('POST', '/api/admin/blog-posts', { json: renamed, cookie: adminCookie });
    expect(again.status).toBe(201);
    expect(await claimOf(validPost.slug)).toEqual({ postId: taker.body.id });
  });

  it('refuses the slug of a post stored before slugs were claimed, and claims it for that post on its next save', async () => {
    const { id, slug } = await seedPost({ slug: 'stored-before-claims' });
    await adminDb.collection(COLLECTIONS.postSlugs).doc(slug).delete();
    const clash = await api('POST', '/api/admin/blog-posts', { json: { ...validPost, slug }, cookie: adminCookie });
    expect(clash.status).toBe(409);
    const saved = await api('PUT', `/api/admin/blog-posts/${id}`, {
      json: { ...validPost, slug },
      cookie: adminCookie,
    });
    expect(saved.status).toBe(200);
    expect((await adminDb.collection(COLLECTIONS.postSlugs).doc(slug).get()).data()).toEqual({ postId: id });
  });
});

describe("a post's picture and its description", () => {
  const picture = 'https://cdn.example.com/garden-gate.jpg';
  const VARIANTS: ImageVariants = sampleImageVariants('garden-gate');
  const storedPost = async (id: string) => (await adminDb.collection(COLLECTIONS.posts).doc(id).get()).data() ?? {};

  it('answers 400 on imageAlt for a new post with a picture and no description, and stores nothing', async () => {
    for (const imageAlt of [undefined, '', '   ']) {
      const response = await api<ErrorBody>('POST', '/api/admin/blog-posts', {
        json: { ...validPost, imageUrl: picture, ...(imageAlt === undefined ? {} : { imageAlt }) },
        cookie: adminCookie,
      });
      expect(response.status, JSON.stringify(imageAlt)).toBe(400);
      expect(response.body.error.fields).toEqual({ imageAlt: MESSAGES.imageAltRequired });
    }
    expect((await adminDb.collection(COLLECTIONS.posts).count().get()).data().count).toBe(0);
    // No picture, nothing to describe.
    const plain = await api('POST', '/api/admin/blog-posts', { json: validPost, cookie: adminCookie });
    expect(plain.status).toBe(201);
  });

  it('stores the description trimmed and answers it, and the variants made of the picture', async () => {
    await adminDb
      .collection(COLLECTIONS.imageVariants)
      .doc(imageVariantsKey(picture))
      .set({ url: picture, image: VARIANTS });
    const created = await api<BlogPost>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, imageUrl: picture, imageAlt: '  A wooden gate in a garden wall  ' },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      imageUrl: picture,
      imageAlt: 'A wooden gate in a garden wall',
      image: VARIANTS,
    });
    const stored = await storedPost(created.body.id);
    expect(stored.imageAlt).toBe('A wooden gate in a garden wall');
    expect(stored.image).toEqual(VARIANTS);

    const read = await api<BlogPost>('GET', `/api/admin/blog-posts/${created.body.id}`, { cookie: adminCookie });
    expect(read.body).toMatchObject({ imageAlt: 'A wooden gate in a garden wall', image: VARIANTS });
    const publicRead = await api<BlogPost>('GET', `/api/blog-posts/${validPost.slug}`);
    expect(publicRead.body).toMatchObject({ imageAlt: 'A wooden gate in a garden wall', image: VARIANTS });

    // Another picture, of which nothing was made: its variants are not the old picture's.
    const other = 'https://cdn.example.com/sunrise.jpg';
    const moved = await api<BlogPost>('PUT', `/api/admin/blog-posts/${created.body.id}`, {
      json: { ...validPost, imageUrl: other, imageAlt: 'Sunrise over a field' },
      cookie: adminCookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ imageUrl: other, imageAlt: 'Sunrise over a field' });
    expect(moved.body).not.toHaveProperty('image');
    expect(await storedPost(created.body.id)).not.toHaveProperty('image');
  });

  it('saves an older post keeping its picture without a description; another picture needs one', async () => {
    // Saved before descriptions: a picture and no imageAlt.
    await seedPost({ id: 'older', slug: validPost.slug, imageUrl: picture });
    const kept = await api<BlogPost>('PUT', '/api/admin/blog-posts/older', {
      json: { ...validPost, imageUrl: picture, imageAlt: '', title: 'Retitled' },
      cookie: adminCookie,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Retitled', imageUrl: picture });
    expect(kept.body).not.toHaveProperty('imageAlt');

    const swapped = await api<ErrorBody>('PUT', '/api/admin/blog-posts/older', {
      json: { ...validPost, imageUrl: 'https://cdn.example.com/sunrise.jpg' },
      cookie: adminCookie,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.fields).toEqual({ imageAlt: MESSAGES.imageAltRequired });
    const stored = await storedPost('older');
    expect(stored.imageUrl).toBe(picture);
    expect(stored.title).toBe('Retitled');
  });

  it('removes the description and the variants with the picture', async () => {
    await adminDb
      .collection(COLLECTIONS.imageVariants)
      .doc(imageVariantsKey(picture))
      .set({ url: picture, image: VARIANTS });
    const created = await api<BlogPost>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, imageUrl: picture, imageAlt: 'A wooden gate' },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);

    // The editor keeps the words typed while the picture is gone; the API stores none without it.
    const cleared = await api<BlogPost>('PUT', `/api/admin/blog-posts/${created.body.id}`, {
      json: { ...validPost, imageUrl: '', imageAlt: 'A wooden gate' },
      cookie: adminCookie,
    });
    expect(cleared.status).toBe(200);
    for (const field of ['imageUrl', 'imageAlt', 'image']) expect(cleared.body).not.toHaveProperty(field);
    const stored = await storedPost(created.body.id);
    for (const field of ['imageUrl', 'imageAlt', 'image']) expect(stored).not.toHaveProperty(field);

    // A new post without a picture stores no description either.
    const plain = await api<BlogPost>('POST', '/api/admin/blog-posts', {
      json: { ...validPost, slug: 'no-picture', imageAlt: 'Nothing to describe' },
      cookie: adminCookie,
    });
    expect(plain.status).toBe(201);
    expect(await storedPost(plain.body.id)).not.toHaveProperty('imageAlt');
  });
});

describe('admin contact submissions', () => {
  it('lists newest first with ISO dates', async () => {
    await seedContactSubmission({ subject: 'older', submittedAt: new Date(Date.now() - 60_000) });
    await seedContactSubmission({ subject: 'newer' });
    const response = await api<ContactSubmission[]>('GET', '/api/admin/contact-submissions', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.map((item) => item.subject)).toEqual(['newer', 'older']);
    expect(response.body[0]!.submittedAt).toMatch(ISO);
    expect(response.body[0]!.status).toBe('unread');
  });

  it('answers the newest ?limit= only (the live inbox window), 400 for a bad limit', async () => {
    for (let minutes = 3; minutes >= 0; minutes -= 1) {
      await seedContactSubmission({
        subject: `${minutes} min ago`,
        submittedAt: new Date(Date.now() - minutes * 60_000),
      });
    }
    const newest = await api<ContactSubmission[]>('GET', '/api/admin/contact-submissions?limit=2', {
      cookie: adminCookie,
    });
    expect(newest.status).toBe(200);
    expect(newest.body.map((item) => item.subject)).toEqual(['0 min ago', '1 min ago']);
    const every = await api<ContactSubmission[]>('GET', '/api/admin/contact-submissions', { cookie: adminCookie });
    expect(every.body).toHaveLength(4);
    for (const limit of ['0', '1001', 'ten']) {
      const bad = await api<ErrorBody>('GET', `/api/admin/contact-submissions?limit=${limit}`, { cookie: adminCookie });
      expect(bad.status, limit).toBe(400);
      expect(bad.body.error.fields).toEqual({ limit: 'Must be a whole number from 1 to 1000' });
    }
  });

  it('counts every message and the unread ones (the inbox badges) with aggregations', async () => {
    const empty = await api<InboxCounts>('GET', '/api/admin/contact-submissions/counts', { cookie: adminCookie });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(empty.body).toEqual({ total: 0, unread: 0 });
    await Promise.all([
      seedContactSubmission(),
      seedContactSubmission(),
      seedContactSubmission({ status: 'read' }),
      seedContactSubmission({ status: 'replied' }),
    ]);
    const counts = await api<InboxCounts>('GET', '/api/admin/contact-submissions/counts', { cookie: adminCookie });
    expect(counts.body).toEqual({ total: 4, unread: 2 });
    expect((await api('GET', '/api/admin/contact-submissions/counts', { cookie: userCookie })).status).toBe(403);
    expect((await api('GET', '/api/admin/contact-submissions/counts')).status).toBe(401);
  });

  it('moves status forward only: unread → read → replied, unread → replied; anything else 409', async () => {
    const first = await seedContactSubmission();
    const put = (id: string, status: string) =>
      api<ContactSubmission & ErrorBody>('PUT', `/api/admin/contact-submissions/${id}/status`, {
        json: { status },
        cookie: adminCookie,
      });

    const read = await put(first.id, 'read');
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('read');
    expect((await put(first.id, 'unread')).status).toBe(409);
    expect((await put(first.id, 'read')).status).toBe(409);
    const replied = await put(first.id, 'replied');
    expect(replied.status).toBe(200);
    expect(replied.body.status).toBe('replied');
    const back = await put(first.id, 'read');
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe('Cannot change status from replied to read');

    const second = await seedContactSubmission();
    expect((await put(second.id, 'replied')).status).toBe(200);
    const stored = await adminDb.collection(COLLECTIONS.contactSubmissions).doc(second.id).get();
    expect(stored.get('status')).toBe('replied');
    expect(stored.get('updatedAt').toMillis()).toBeGreaterThan(0);

    const invalid = await put(second.id, 'archived');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ status: 'Status must be one of: unread, read, replied' });
    expect((await put('no-such-id', 'read')).status).toBe(404);
  });
});

describe('GET /api/admin/subscribers', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
  const list = async (query = '') => {
    const response = await api<NewsletterSubscriber[]>('GET', `/api/admin/subscribers${query}`, {
      cookie: adminCookie,
    });
    expect(response.status).toBe(200);
    return {
      emails: response.body.map((row) => row.email),
      total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
      body: response.body,
    };
  };

  beforeEach(async () => {
    await Promise.all([
      seedSubscriber({ email: 'ruth@example.test', firstName: 'Ruth', status: 'confirmed', at: at(1) }),
      seedSubscriber({ email: 'naomi@moab.example', firstName: 'Naomi', status: 'confirmed', at: at(2) }),
      seedSubscriber({ email: 'esther@example.test', firstName: 'Esther', status: 'pending', at: at(3) }),
      seedSubscriber({ email: 'boaz.ruthson@example.test', firstName: 'Boaz', status: 'pending', at: at(4) }),
      seedSubscriber({ email: 'gone@example.test', status: 'unsubscribed', at: at(5) }),
    ]);
  });

  it('answers one page of rows, newest first with ISO dates, and the whole count in a header', async () => {
    const first = await list('?pageSize=2');
    expect(first.total).toBe(5);
    expect(first.body).toEqual([
      { firstName: '', email: 'gone@example.test', status: 'unsubscribed', subscribedAt: at(5).toISOString() },
      { firstName: 'Boaz', email: 'boaz.ruthson@example.test', status: 'pending', subscribedAt: at(4).toISOString() },
    ]);
    expect((await list('?pageSize=2&page=2')).emails).toEqual(['esther@example.test', 'naomi@moab.example']);
    expect((await list('?pageSize=2&page=3')).emails).toEqual(['ruth@example.test']);
    expect((await list()).emails).toHaveLength(5);
  });

  it('filters by status on the server, counted by the same filter', async () => {
    expect(await list('?status=pending')).toMatchObject({
      emails: ['boaz.ruthson@example.test', 'esther@example.test'],
      total: 2,
    });
    expect(await list('?status=confirmed&pageSize=1&page=2')).toMatchObject({
      emails: ['ruth@example.test'],
      total: 2,
    });
  });

  it('searches the starts of words of the name and the address, every word, with the status, a page at a time', async () => {
    expect((await list('?search=RUTH')).emails).toEqual(['boaz.ruthson@example.test', 'ruth@example.test']);
    expect((await list('?search=ruth&status=confirmed')).emails).toEqual(['ruth@example.test']);
    expect((await list('?search=moab')).emails).toEqual(['naomi@moab.example']);
    expect((await list('?search=esther%40example')).emails).toEqual(['esther@example.test']);
    expect((await list('?search=ruth+esther')).emails).toEqual([]);
    expect(await list('?search=test&pageSize=2&page=2')).toMatchObject({
      emails: ['esther@example.test', 'ruth@example.test'],
      total: 4,
    });
  });

  it('answers 400 with field messages for a bad status or page', async () => {
    const bad = await api<ErrorBody>('GET', '/api/admin/subscribers?status=deleted&page=0', { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['page', 'status']);
  });

  it('counts every subscriber and the confirmed ones a send mails, one from before double opt-in too', async () => {
    await adminDb
      .collection(COLLECTIONS.newsletterSubscribers)
      .doc('old@example.test')
      .set({ firstName: 'Old', email: 'old@example.test', subscribedAt: at(6) });
    const counts = await api<SubscriberCounts>('GET', '/api/admin/subscribers/counts', { cookie: adminCookie });
    expect(counts.body).toEqual({ total: 6, confirmed: 3 });
  });
});

describe('GET /api/admin/subscribers/export', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

  beforeEach(async () => {
    const subscribers = adminDb.collection(COLLECTIONS.newsletterSubscribers);
    await Promise.all([
      subscribers.doc('ruth@example.test').set({
        firstName: 'Ruth',
        email: 'ruth@example.test',
        status: 'confirmed',
        requestedAt: at(1),
        confirmedAt: at(2),
      }),
      subscribers
        .doc('esther@example.test')
        .set({ firstName: 'Esther', email: 'esther@example.test', status: 'pending', requestedAt: at(3) }),
      subscribers
        .doc('naomi@example.test')
        .set({ firstName: 'Naomi', email: 'naomi@example.test', subscribedAt: at(4) }),
      subscribers.doc('mallory@example.test').set({
        firstName: '=HYPERLINK("http://evil.test")',
        email: 'mallory@example.test',
        status: 'pending',
        requestedAt: at(5),
      }),
      subscribers
        .doc('gone@example.test')
        .set({ email: 'gone@example.test', status: 'unsubscribed', unsubscribedAt: at(6) }),
    ]);
  });

  it('streams every subscriber as a CSV attachment, by address, formulas defused', async () => {
    const response = await api('GET', '/api/admin/subscribers/export', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.text.split('\r\n')).toEqual([
      'First name,Email,Status,Date',
      'Esther,esther@example.test,pending,2026-11-03T09:00:00.000Z',
      ',gone@example.test,unsubscribed,2026-11-06T09:00:00.000Z',
      `"'=HYPERLINK(""http://evil.test"")",mallory@example.test,pending,2026-11-05T09:00:00.000Z`,
      // From before double opt-in: no status, counted as confirmed.
      'Naomi,naomi@example.test,confirmed,2026-11-04T09:00:00.000Z',
      'Ruth,ruth@example.test,confirmed,2026-11-02T09:00:00.000Z',
      '',
    ]);
  });

  it("keeps the page's status filter and search (name or email, any case)", async () => {
    const exported = async (query: string) =>
      (await api('GET', `/api/admin/subscribers/export?${query}`, { cookie: adminCookie })).text.split('\r\n');
    expect(await exported('status=confirmed')).toEqual([
      'First name,Email,Status,Date',
      'Naomi,naomi@example.test,confirmed,2026-11-04T09:00:00.000Z',
      'Ruth,ruth@example.test,confirmed,2026-11-02T09:00:00.000Z',
      '',
    ]);
    expect(await exported('search=ESTHER%40EXAMPLE')).toEqual([
      'First name,Email,Status,Date',
      'Esther,esther@example.test,pending,2026-11-03T09:00:00.000Z',
      '',
    ]);
    expect(await exported('status=unsubscribed&search=ruth')).toEqual(['First name,Email,Status,Date', '']);
  });

  it('answers 400 with a field message for an unknown status', async () => {
    const bad = await api<ErrorBody>('GET', '/api/admin/subscribers/export?status=deleted', { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      status: 'Status must be one of: all, pending, confirmed, unsubscribed, bounced',
    });
  });

  it('pages through more subscribers than one read holds (1,000), each exactly once', async () => {
    const subscribers = adminDb.collection(COLLECTIONS.newsletterSubscribers);
    for (let start = 0; start < 1_200; start += 400) {
      const batch = adminDb.batch();
      for (let index = start; index < start + 400; index += 1) {
        const email = `bulk-${String(index).padStart(4, '0')}@example.test`;
        batch.set(subscribers.doc(email), { firstName: 'Bulk', email, status: 'confirmed', confirmedAt: at(7) });
      }
      await batch.commit();
    }
    const response = await api('GET', '/api/admin/subscribers/export?search=bulk-', { cookie: adminCookie });
    const lines = response.text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1_200);
    expect(new Set(lines).size).toBe(1_200);
    expect(lines[0]).toBe('Bulk,bulk-0000@example.test,confirmed,2026-11-07T09:00:00.000Z');
    expect(lines.at(-1)).toBe('Bulk,bulk-1199@example.test,confirmed,2026-11-07T09:00:00.000Z');
  });
});

describe('GET /api/admin/affiliate-clicks', () => {
  it('counts the last 7 and 30 days per affiliate, per source and per day, leaving bot clicks out', async () => {
    const clicks = adminDb.collection(COLLECTIONS.affiliateClicks);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await Promise.all([
      clicks.add({ affiliate: 'Christian Mingle', source: 'app-reviews-page', bot: false, clickedAt: daysAgo(0) }),
      clicks.add({ affiliate: 'Christian Mingle', source: 'resources-page', bot: false, clickedAt: daysAgo(12) }),
      clicks.add({ affiliate: 'eHarmony', source: 'app-reviews-page', bot: false, clickedAt: daysAgo(1) }),
      clicks.add({ affiliate: 'eHarmony', source: 'app-reviews-page', bot: true, clickedAt: daysAgo(1) }),
      clicks.add({ affiliate: 'eHarmony', source: 'app-reviews-page', bot: false, clickedAt: daysAgo(45) }),
    ]);
    const response = await api<AffiliateClickStats>('GET', '/api/admin/affiliate-clicks', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stats = response.body;
    expect(stats.totals).toEqual({ last7: 2, last30: 3, botsLast30: 1 });
    expect(stats.byAffiliate).toEqual([
      { name: 'Christian Mingle', last7: 1, last30: 2 },
      { name: 'eHarmony', last7: 1, last30: 1 },
    ]);
    expect(stats.bySource).toEqual([
      { name: 'app-reviews-page', last7: 2, last30: 2 },
      { name: 'resources-page', last7: 0, last30: 1 },
    ]);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.reduce((sum, day) => sum + day.clicks, 0)).toBe(3);
  });
});

describe('GET /api/upload-image', () => {
  it('tells the editor uploads can be stored: the Storage emulator, or the folder standing in for it', async () => {
    const response = await api<ImageUploadStatus>('GET', '/api/upload-image', { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ available: true });
  });
});
