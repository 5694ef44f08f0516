// The owner's app reviews, resources and testimonials through /api/admin/...: admin only, the
// shared schemas' field errors, the site-only rule for cookie writes, the public lists' order,
// and what a member's saved list does when an item they saved is deleted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeStringList } from '@/domain/app-review';
import { COLLECTIONS } from '@/domain/collections';
import type { ImageVariants } from '@/domain/image-variants';
import { MESSAGES } from '@/domain/schemas';
import type { AppReview, Resource, Testimonial } from '@/domain/types';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, type ApiOptions } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';
import { seedAppReview, seedResource, seedTestimonial } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';
import { imageVariantsKey } from '../../functions/src/services/image-lookup';
import { sampleImageVariants } from '@/testing/sample-content';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const validReview = {
  name: 'Kingdom Singles',
  logoUrl: 'https://cdn.example.test/kingdom.png',
  rating: 4.5,
  memberCount: '250K+',
  monthlyPrice: '$9.99 - $19.99',
  bestFor: 'Singles who want a small, prayerful community',
  description: 'A small app with a prayer wall.',
  affiliateUrl: 'https://kingdom.example.test/?ref=fm',
  pros: ['Prayer wall', 'Verified profiles'],
  cons: ['Small in Europe'],
  position: 5,
};

const validResource = {
  title: 'Waiting Well',
  type: 'devotional',
  author: 'R. Author',
  rating: 4,
  description: 'Thirty mornings on patience.',
  price: '$7.99',
  affiliateUrl: 'https://books.example.test/waiting-well',
  imageUrl: '',
  position: 15,
};

const validTestimonial = {
  name: 'Naomi R.',
  location: 'Leeds, UK',
  content: 'The prayer journal steadied me.',
  rating: 5,
  imageUrl: '',
  position: 1,
};

const LISTS = [
  { path: 'app-reviews', collection: COLLECTIONS.appReviews, valid: validReview },
  { path: 'resources', collection: COLLECTIONS.resources, valid: validResource },
  { path: 'testimonials', collection: COLLECTIONS.testimonials, valid: validTestimonial },
] as const;

const count = async (collection: string) => (await adminDb.collection(collection).count().get()).data().count;

let adminCookie: string;
let memberCookie: string;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  const [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
  [adminCookie, memberCookie] = await Promise.all([sessionCookieFor(admin), sessionCookieFor(member)]);
});

describe.each(LISTS)('/api/admin/$path', ({ path, collection, valid }) => {
  it('answers 401 without a session and 403 without the admin claim, and changes nothing', async () => {
    await adminDb.collection(collection).doc('some-id').set(valid);
    const routes: Array<[string, string, unknown]> = [
      ['GET', `/api/admin/${path}`, undefined],
      ['POST', `/api/admin/${path}`, valid],
      ['PUT', `/api/admin/${path}/some-id`, valid],
      ['DELETE', `/api/admin/${path}/some-id`, undefined],
    ];
    for (const [method, route, json] of routes) {
      const anonymous = await api<ErrorBody>(method, route, { json });
      expect(anonymous.status, `${method} ${route}`).toBe(401);
      const member = await api<ErrorBody>(method, route, { json, cookie: memberCookie });
      expect(member.status, `${method} ${route}`).toBe(403);
      expect(member.body.error.message).toBe('Admin access required');
    }
    expect(await count(collection)).toBe(1);
    expect((await adminDb.collection(collection).doc('some-id').get()).get('position')).toBe(valid.position);
  });

  it('refuses a cookie write from another site with 403 and writes nothing', async () => {
    await adminDb.collection(collection).doc('some-id').set(valid);
    const foreign: ApiOptions[] = [
      { origin: 'https://evil.example', headers: { 'sec-fetch-site': 'cross-site' } },
      { origin: 'https://evil.example' },
      { origin: null },
    ];
    for (const options of foreign) {
      for (const [method, route, json] of [
        ['POST', `/api/admin/${path}`, valid],
        ['PUT', `/api/admin/${path}/some-id`, { ...valid, position: 99 }],
        ['DELETE', `/api/admin/${path}/some-id`, undefined],
      ] as const) {
        const response = await api<ErrorBody>(method, route, { ...options, json, cookie: adminCookie });
        expect(response.status, `${method} ${route} ${JSON.stringify(options)}`).toBe(403);
        expect(response.body.error.message).toBe('This request must come from the site itself');
      }
    }
    expect(await count(collection)).toBe(1);
    expect((await adminDb.collection(collection).doc('some-id').get()).get('position')).toBe(valid.position);
  });

  it('answers 400 with the shared field errors, and 400 for unknown fields, storing nothing', async () => {
    const empty = await api<ErrorBody>('POST', `/api/admin/${path}`, { json: {}, cookie: adminCookie });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please correct the highlighted fields');
    expect(empty.body.error.fields).toMatchObject({ rating: expect.any(String), position: MESSAGES.positionRange });

    const unknown = await api<ErrorBody>('POST', `/api/admin/${path}`, {
      json: { ...valid, featured: true },
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(400);

    const notObject = await api<ErrorBody>('POST', `/api/admin/${path}`, { json: [valid], cookie: adminCookie });
    expect(notObject.status).toBe(400);
    expect(await count(collection)).toBe(0);
  });

  it('answers 404 for an item that is not there', async () => {
    const put = await api<ErrorBody>('PUT', `/api/admin/${path}/no-such-id`, { json: valid, cookie: adminCookie });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toMatch(/not found/);
    expect((await api('DELETE', `/api/admin/${path}/no-such-id`, { cookie: adminCookie })).status).toBe(404);
    expect(await count(collection)).toBe(0);
  });
});

describe("the variants made of an item's picture", () => {
  const VARIANTS: ImageVariants = sampleImageVariants('made-once', 800, 800, 'png');
  const PICTURES = [
    { path: 'app-reviews', collection: COLLECTIONS.appReviews, valid: validReview, url: 'logoUrl', variants: 'logo' },
    { path: 'resources', collection: COLLECTIONS.resources, valid: validResource, url: 'imageUrl', variants: 'image' },
    {
      path: 'testimonials',
      collection: COLLECTIONS.testimonials,
      valid: validTestimonial,
      url: 'imageUrl',
      variants: 'image',
    },
  ] as const;

  it.each(PICTURES)("$path: copied from the URL's entry on save, removed with the picture", async (list) => {
    const picture = 'https://cdn.example.test/made-once.png';
    await adminDb
      .collection(COLLECTIONS.imageVariants)
      .doc(imageVariantsKey(picture))
      .set({ url: picture, image: VARIANTS });
    const created = await api<Record<string, unknown>>('POST', `/api/admin/${list.path}`, {
      json: { ...list.valid, [list.url]: picture },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    expect(created.body[list.variants]).toEqual(VARIANTS);
    const id = String(created.body.id);
    const stored = async () => (await adminDb.collection(list.collection).doc(id).get()).data() ?? {};
    expect((await stored())[list.variants]).toEqual(VARIANTS);

    // A picture nothing was made of: the old one's variants go.
    const other = await api<Record<string, unknown>>('PUT', `/api/admin/${list.path}/${id}`, {
      json: { ...list.valid, [list.url]: 'https://cdn.example.test/never-made.png' },
      cookie: adminCookie,
    });
    expect(other.status).toBe(200);
    expect(other.body).not.toHaveProperty(list.variants);

    await api('PUT', `/api/admin/${list.path}/${id}`, {
      json: { ...list.valid, [list.url]: picture },
      cookie: adminCookie,
    });
    expect((await stored())[list.variants]).toEqual(VARIANTS);
    const cleared = await api<Record<string, unknown>>('PUT', `/api/admin/${list.path}/${id}`, {
      json: { ...list.valid, [list.url]: '' },
      cookie: adminCookie,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty(list.url);
    expect(cleared.body).not.toHaveProperty(list.variants);
    expect(await stored()).not.toHaveProperty(list.variants);
  });
});

describe('app reviews', () => {
  it('creates, lists, updates and deletes a review; the public list shows each change', async () => {
    const created = await api<AppReview>('POST', '/api/admin/app-reviews', { json: validReview, cookie: adminCookie });
    expect(created.status).toBe(201);
    const { pros, cons, ...fields } = validReview;
    expect(created.body).toMatchObject({ ...fields, id: expect.any(String) });
    expect(decodeStringList(created.body.pros)).toEqual(pros);
    expect(decodeStringList(created.body.cons)).toEqual(cons);
    const id = created.body.id;
    // Stored as lists, as the seed stores them.
    const stored = await adminDb.collection(COLLECTIONS.appReviews).doc(id).get();
    expect(stored.get('pros')).toEqual(pros);
    expect(stored.get('createdAt').toMillis()).toBeGreaterThan(0);

    const listed = await api<AppReview[]>('GET', '/api/admin/app-reviews', { cookie: adminCookie });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body.map((review) => review.id)).toEqual([id]);

    const updated = await api<AppReview>('PUT', `/api/admin/app-reviews/${id}`, {
      json: { ...validReview, monthlyPrice: '$12.99', logoUrl: '', pros: ['Prayer wall'], cons: [] },
      cookie: adminCookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.monthlyPrice).toBe('$12.99');
    expect(updated.body).not.toHaveProperty('logoUrl');
    expect(decodeStringList(updated.body.cons)).toEqual([]);
    const publicList = await api<AppReview[]>('GET', '/api/app-reviews');
    expect(publicList.body.find((review) => review.id === id)?.monthlyPrice).toBe('$12.99');

    expect((await api('DELETE', `/api/admin/app-reviews/${id}`, { cookie: adminCookie })).status).toBe(204);
    expect((await adminDb.collection(COLLECTIONS.appReviews).doc(id).get()).exists).toBe(false);
    expect((await api<AppReview[]>('GET', '/api/app-reviews')).body).toEqual([]);
  });

  it('refuses http affiliate links, ratings off the half-star steps, and pros given as JSON text', async () => {
    const bad = await api<ErrorBody>('POST', '/api/admin/app-reviews', {
      json: {
        ...validReview,
        affiliateUrl: 'http://kingdom.example.test',
        rating: 4.3,
        pros: '["Prayer wall"]',
        cons: ['Fine', ' '],
        logoUrl: 'javascript:alert(1)',
      },
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      affiliateUrl: MESSAGES.affiliateUrlHttps,
      rating: MESSAGES.ratingHalves,
      pros: MESSAGES.required,
      'cons.1': MESSAGES.listItemRequired,
      logoUrl: MESSAGES.urlInvalid,
    });
    expect(await count(COLLECTIONS.appReviews)).toBe(0);
  });

  it('a member whose saved review is deleted still gets their saved list, without it', async () => {
    const kept = await seedAppReview({ id: 'kept-review' });
    const created = await api<AppReview>('POST', '/api/admin/app-reviews', { json: validReview, cookie: adminCookie });
    for (const id of [created.body.id, kept.id]) {
      expect((await api('PUT', `/api/favorites/app-reviews/${id}`, { cookie: memberCookie })).status).toBe(204);
    }
    expect((await api<AppReview[]>('GET', '/api/favorites/app-reviews', { cookie: memberCookie })).body).toHaveLength(
      2,
    );

    expect((await api('DELETE', `/api/admin/app-reviews/${created.body.id}`, { cookie: adminCookie })).status).toBe(
      204,
    );
    const saved = await api<AppReview[]>('GET', '/api/favorites/app-reviews', { cookie: memberCookie });
    expect(saved.status).toBe(200);
    expect(saved.body.map((review) => review.id)).toEqual([kept.id]);
    const ids = await api<Record<string, string[]>>('GET', '/api/favorites', { cookie: memberCookie });
    expect(ids.status).toBe(200);
    // The member can still clear the leftover entry.
    const cleared = await api('DELETE', `/api/favorites/app-reviews/${created.body.id}`, { cookie: memberCookie });
    expect(cleared.status).toBe(204);
  });
});

describe('resources', () => {
  it('edits a price, clears the optional fields, and orders the public list by position', async () => {
    const old = await seedResource({ id: 'unplaced', rating: 5 });
    const first = await api<Resource>('POST', '/api/admin/resources', {
      json: { ...validResource, title: 'First', position: 10 },
      cookie: adminCookie,
    });
    const second = await api<Resource>('POST', '/api/admin/resources', {
      json: { ...validResource, title: 'Second', position: 20 },
      cookie: adminCookie,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body).not.toHaveProperty('imageUrl');
    const order = async () => (await api<Resource[]>('GET', '/api/resources')).body.map((item) => item.id);
    // Items stored before positions existed come after the placed ones.
    expect(await order()).toEqual([first.body.id, second.body.id, old.id]);

    const moved = await api<Resource>('PUT', `/api/admin/resources/${first.body.id}`, {
      json: { ...validResource, title: 'First', position: 30, price: 'Free', author: '', affiliateUrl: '' },
      cookie: adminCookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ price: 'Free', position: 30 });
    expect(moved.body).not.toHaveProperty('author');
    expect(moved.body).not.toHaveProperty('affiliateUrl');
    const stored = await adminDb.collection(COLLECTIONS.resources).doc(first.body.id).get();
    expect(stored.get('author')).toBeUndefined();
    expect(await order()).toEqual([second.body.id, first.body.id, old.id]);
    expect(
      (await api<Resource[]>('GET', '/api/admin/resources', { cookie: adminCookie })).body.map((r) => r.id),
    ).toEqual(await order());
  });

  it('knows the three types and takes no http link', async () => {
    const bad = await api<ErrorBody>('POST', '/api/admin/resources', {
      json: { ...validResource, type: 'video', affiliateUrl: 'http://books.example.test', rating: 6 },
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      type: MESSAGES.resourceTypeRequired,
      affiliateUrl: MESSAGES.resourceLinkInvalid,
      rating: MESSAGES.ratingHalves,
    });
  });
});

describe('testimonials', () => {
  it('creates and deletes a testimonial; placed ones come first, then the rest newest first', async () => {
    await seedTestimonial({ id: 'older', createdAt: new Date(Date.now() - 60_000) });
    await seedTestimonial({ id: 'newer' });
    const created = await api<Testimonial>('POST', '/api/admin/testimonials', {
      json: validTestimonial,
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    const { imageUrl: _none, ...fields } = validTestimonial;
    expect(created.body).toEqual({ ...fields, id: expect.any(String) });
    const order = async () => (await api<Testimonial[]>('GET', '/api/testimonials')).body.map((item) => item.id);
    expect(await order()).toEqual([created.body.id, 'newer', 'older']);

    expect((await api('DELETE', `/api/admin/testimonials/${created.body.id}`, { cookie: adminCookie })).status).toBe(
      204,
    );
    expect(await order()).toEqual(['newer', 'older']);
  });

  it('rates in whole stars from 1 to 5', async () => {
    for (const rating of [0, 4.5, 6]) {
      const bad = await api<ErrorBody>('POST', '/api/admin/testimonials', {
        json: { ...validTestimonial, rating },
        cookie: adminCookie,
      });
      expect(bad.status, String(rating)).toBe(400);
      expect(bad.body.error.fields).toEqual({ rating: MESSAGES.ratingWhole });
    }
    expect(await count(COLLECTIONS.testimonials)).toBe(0);
  });
});

describe('with the read cache on', () => {
  let app: InProcessApi;
  beforeAll(async () => {
    app = await startInProcessApi({ config: { publicReadCacheMs: 60_000 } });
  });
  afterAll(() => app?.close());

  it('an owner change is visible at once on the instance that made it', async () => {
    const resource = await seedResource({ id: 'cached', price: '$10.00' });
    const price = async () =>
      (await api<Resource[]>('GET', '/api/resources', { baseUrl: app.baseUrl })).body.find(
        (item) => item.id === resource.id,
      )?.price;
    expect(await price()).toBe('$10.00');
    const owner = await sessionCookieFor(await createUser({ admin: true }), app.baseUrl);
    const updated = await api('PUT', `/api/admin/resources/${resource.id}`, {
      baseUrl: app.baseUrl,
      cookie: owner,
      json: { ...validResource, title: resource.title, price: '$12.00' },
    });
    expect(updated.status).toBe(200);
    expect(await price()).toBe('$12.00');
  });
});
