// Fuzz every write route with generated bad requests (wrong types, missing and extra fields,
// huge and unicode strings, script tags, wrong content types, empty and non-object bodies,
// odd path parameters): no answer may be a 5xx, every refusal uses the JSON envelope, and no
// refused request may leave a document behind.
// Runs the Express app in-process (createApp) against the stack's Firestore emulator: hundreds
// of requests per route through the Functions emulator would take minutes on these machines.
import fc from 'fast-check';
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { SITE_ORIGIN } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';
import { seedAppReview, seedContactSubmission, seedPost, seedResource, seedTestimonial } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';

const RUNS = 200;
const generous = { max: 100_000, siteMax: 100_000, windowSeconds: 600 };

let app: InProcessApi;
let adminCookie: string;
let postId: string;
let submissionId: string;
/** The app review, resource and testimonial the PUT routes may hit: no refused request may change them. */
const CATALOG_TARGETS = {
  appReview: 'fuzz-target-review',
  resource: 'fuzz-target-resource',
  testimonial: 'fuzz-target-testimonial',
};

/**
 * Every document outside the rate-limit counters (which count refused requests too, by design),
 * and every Auth account (a refused sign-up must not leave one behind).
 */
async function storedDocuments(): Promise<Record<string, number>> {
  const names = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.rateLimits);
  const counts = await Promise.all(
    names.map(async (name) => [name, (await adminDb.collection(name).count().get()).data().count] as const),
  );
  const favorites = await adminDb.collectionGroup(FAVORITES_SUBCOLLECTION).count().get();
  const accounts = (await adminAuth.listUsers(1000)).users.length;
  return { ...Object.fromEntries(counts), [FAVORITES_SUBCOLLECTION]: favorites.data().count, accounts };
}

async function storedPostAndSubmission() {
  const [post, submission, review, resource, testimonial] = await Promise.all([
    adminDb.collection(COLLECTIONS.posts).doc(postId).get(),
    adminDb.collection(COLLECTIONS.contactSubmissions).doc(submissionId).get(),
    adminDb.collection(COLLECTIONS.appReviews).doc(CATALOG_TARGETS.appReview).get(),
    adminDb.collection(COLLECTIONS.resources).doc(CATALOG_TARGETS.resource).get(),
    adminDb.collection(COLLECTIONS.testimonials).doc(CATALOG_TARGETS.testimonial).get(),
  ]);
  return {
    post: post.data(),
    submission: submission.data(),
    review: review.data(),
    resource: resource.data(),
    testimonial: testimonial.data(),
  };
}

// ------------------------------------------------------------------ generators

// Longer than any field's limit (LIMITS.contentMax is the largest, 100 000).
const hugeString = fc.integer({ min: 100_001, max: 300_000 }).map((size) => 'x'.repeat(size));
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000\u202e\ufeff',
    '../../etc/passwd',
    '${7*7}{{7*7}}',
    "' OR 1=1 --",
    '🙏'.repeat(500),
  ),
  hugeString,
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A body the route must refuse, derived from a valid one so every field gets its turn. */
function badBodies(valid: Record<string, unknown>, required: string[], stringFields: string[]) {
  const key = fc.constantFrom(...required);
  return fc.oneof(
    // Missing a required field.
    key.map((name) => Object.fromEntries(Object.entries(valid).filter(([field]) => field !== name))),
    // A required field of the wrong type (an integer is no wrong type for readTime: 4 is valid).
    fc
      .tuple(key, wrongType)
      .filter(([name, value]) => typeof value !== typeof valid[name])
      .map(([name, value]) => ({ ...valid, [name]: value })),
    // A field the schema does not know.
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !(name in valid) && name !== 'website'),
        // A JSON value: `undefined` would vanish in JSON.stringify and leave a valid body.
        fc.jsonValue(),
      )
      .map(([name, value]) => ({ ...valid, [name]: value })),
    // Huge strings, where every field has a limit far below.
    fc.tuple(fc.constantFrom(...stringFields), hugeString).map(([name, value]) => ({ ...valid, [name]: value })),
    // Everything wrong at once: only nasty strings, no valid field left.
    fc.dictionary(fc.constantFrom(...required), nastyString, { minKeys: 1 }).map((body) => ({
      ...body,
      [required[0]!]: 12345,
    })),
  );
}

interface BadRequest {
  body?: string | Uint8Array;
  contentType?: string;
}

/** The raw body and its content type: bad JSON values, and good JSON sent the wrong way. */
function asRequests(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<BadRequest> {
  return fc.oneof(
    { weight: 6, arbitrary: bodies.map((body) => ({ body: JSON.stringify(body), contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(wrongType, fc.string(), fc.constant([]))
        .map((body) => ({ body: JSON.stringify(body), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant<BadRequest>({}),
        fc.constant<BadRequest>({ body: '', contentType: 'application/json' }),
        fc.string({ maxLength: 40 }).map((text) => ({ body: `{${text}`, contentType: 'application/json' })),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: bytes, contentType: 'application/json' })),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          bodies,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'image/png',
          ),
        )
        .map(([body, contentType]) => ({ body: JSON.stringify(body), contentType })),
    },
  );
}

const pathSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom('..', '%00', '%2F', 'a'.repeat(2_000), '<script>', '__proto__', 'constructor'),
);

// ------------------------------------------------------------------ routes

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: fc.Arbitrary<string>;
  requests: fc.Arbitrary<BadRequest>;
  asAdmin: boolean;
}

const newsletter = { firstName: 'Hannah', email: 'hannah@example.test' };
const contact = { name: 'Ruth', email: 'ruth@example.test', subject: 'Hello', message: 'A question.' };
const click = { affiliate: 'christian-mingle', source: 'app-reviews-page' };
const signUp = { firstName: 'Ruth', username: 'ruth_fuzz', email: 'ruth-fuzz@example.test', password: 'long-enough-1' };
const profile = { firstName: 'Ruth', username: 'ruth_fuzz' };
const newsletterDraft = { subject: 'News', body: 'Hello, {{firstName}}.' };
const newsletterSend = { ...newsletterDraft, issueId: 'fuzz-issue-0123456789' };
const post = {
  title: 'A post',
  slug: 'a-post',
  excerpt: 'Short.',
  content: 'Body.',
  category: 'Single Life',
  publishedAt: '2026-11-01T09:30:00.000Z',
  readTime: 4,
};

const appReview = {
  name: 'Kingdom Singles',
  rating: 4.5,
  memberCount: '250K+',
  monthlyPrice: '$9.99',
  bestFor: 'Small communities',
  description: 'A small app.',
  affiliateUrl: 'https://kingdom.example.test',
  pros: ['Prayer wall'],
  cons: ['Small'],
  position: 10,
};
const resource = {
  title: 'Waiting Well',
  type: 'devotional',
  rating: 4,
  description: 'Thirty mornings.',
  price: '$7.99',
  position: 10,
};
const testimonial = { name: 'Naomi', location: 'Leeds', content: 'Steadied me.', rating: 5, position: 10 };

/** Refused bodies for an app review, resource or testimonial: each field's turn, and the URL and rating rules. */
function catalogBodies(valid: Record<string, unknown>, stringFields: string[], imageField: string) {
  return fc.oneof(
    badBodies(valid, Object.keys(valid), stringFields),
    fc.constantFrom(-1, 4.3, 5.5, 1e308, 0.1).map((rating) => ({ ...valid, rating })),
    fc.constantFrom(-1, 1.5, 10_000, 2 ** 53).map((position) => ({ ...valid, position })),
    fc
      .constantFrom('http://x.test/a.jpg', '//x.test/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA')
      .map((url) => ({ ...valid, [imageField]: url })),
  );
}

/** POST, PUT and DELETE of one editable public list: a target the fuzz may hit, and odd ids. */
function catalogRoutes(path: string, targetId: () => string, bodies: fc.Arbitrary<unknown>): WriteRoute[] {
  return [
    {
      name: `POST /api/admin/${path}`,
      method: 'POST',
      path: fc.constant(`/api/admin/${path}`),
      requests: asRequests(bodies),
      asAdmin: true,
    },
    {
      name: `PUT /api/admin/${path}/:id`,
      method: 'PUT',
      path: fc
        .oneof(
          fc.constant(() => `/api/admin/${path}/${targetId()}`),
          pathSegment.map((id) => () => `/api/admin/${path}/${encodeURIComponent(id)}`),
        )
        .map((build) => build()),
      requests: asRequests(bodies),
      asAdmin: true,
    },
    {
      name: `DELETE /api/admin/${path}/:id`,
      method: 'DELETE',
      path: pathSegment.map((id) => `/api/admin/${path}/${encodeURIComponent(id)}`),
      requests: fc.constant({}),
      asAdmin: true,
    },
  ];
}

const routes = (): WriteRoute[] => [
  {
    name: 'POST /api/newsletter/subscribe',
    method: 'POST',
    path: fc.constant('/api/newsletter/subscribe'),
    requests: asRequests(
      fc.oneof(
        badBodies(newsletter, ['firstName', 'email'], ['firstName', 'email']),
        // Names with markup or symbols: refused since the first-name rule.
        fc
          .tuple(
            fc.constantFrom('<b>Hannah</b>', 'Hannah <script>', 'H4nnah', 'Hannah!', 'https://x.test'),
            fc.string(),
          )
          .map(([firstName, tail]) => ({ ...newsletter, firstName: `${firstName}${tail}` })),
      ),
    ),
    asAdmin: false,
  },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: fc.constant('/api/contact'),
    requests: asRequests(badBodies(contact, ['name', 'email', 'subject', 'message'], ['name', 'subject', 'message'])),
    asAdmin: false,
  },
  {
    name: 'POST /api/track-affiliate-click',
    method: 'POST',
    path: fc.constant('/api/track-affiliate-click'),
    requests: asRequests(badBodies(click, ['affiliate', 'source'], ['affiliate', 'source'])),
    asAdmin: false,
  },
  {
    name: 'POST /api/auth/session',
    method: 'POST',
    path: fc.constant('/api/auth/session'),
    requests: asRequests(
      fc.oneof(
        badBodies({ idToken: 'x' }, ['idToken'], ['idToken']),
        nastyString.map((idToken) => ({ idToken })),
      ),
    ),
    asAdmin: false,
  },
  {
    name: 'POST /api/auth/sign-up',
    method: 'POST',
    path: fc.constant('/api/auth/sign-up'),
    requests: asRequests(
      fc.oneof(
        badBodies(
          signUp,
          ['firstName', 'username', 'email', 'password'],
          ['firstName', 'username', 'email', 'password'],
        ),
        // Usernames that must never be claimed: spaces, markup, path tricks, too short or long.
        fc
          .constantFrom('a b', '<b>x</b>', '../admin', 'ab', 'x'.repeat(31), '__proto__/x', 'ruth.fuzz')
          .map((username) => ({ ...signUp, username })),
      ),
    ),
    asAdmin: false,
  },
  {
    name: 'PUT /api/auth/profile',
    method: 'PUT',
    path: fc.constant('/api/auth/profile'),
    requests: asRequests(badBodies(profile, ['firstName', 'username'], ['firstName', 'username'])),
    asAdmin: true,
  },
  {
    name: 'POST /api/auth/logout',
    method: 'POST',
    path: fc.constant('/api/auth/logout'),
    requests: asRequests(fc.anything()),
    asAdmin: false,
  },
  {
    name: 'PUT /api/favorites/:kind/:id',
    method: 'PUT',
    path: fc
      .tuple(fc.oneof(fc.constantFrom('blog-posts', 'resources', 'app-reviews'), pathSegment), pathSegment)
      .map(([kind, id]) => `/api/favorites/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
    requests: asRequests(fc.anything()),
    asAdmin: true,
  },
  {
    name: 'DELETE /api/favorites/:kind/:id',
    method: 'DELETE',
    path: fc
      .tuple(fc.oneof(fc.constantFrom('blog-posts', 'resources', 'app-reviews'), pathSegment), pathSegment)
      .map(([kind, id]) => `/api/favorites/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
    requests: fc.constant({}),
    asAdmin: true,
  },
  {
    name: 'POST /api/admin/blog-posts',
    method: 'POST',
    path: fc.constant('/api/admin/blog-posts'),
    requests: asRequests(
      fc.oneof(
        badBodies(post, Object.keys(post), ['title', 'slug', 'excerpt', 'content', 'publishedAt']),
        fc
          .constantFrom('+275760-09-13T00:00:00Z', '0000-01-01', '99999', 'soon', '')
          .map((publishedAt) => ({ ...post, publishedAt })),
        fc
          .constantFrom('http://x.test/a.jpg', '//x.test/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA')
          .map((imageUrl) => ({ ...post, imageUrl })),
      ),
    ),
    asAdmin: true,
  },
  {
    name: 'PUT /api/admin/blog-posts/:id',
    method: 'PUT',
    path: fc
      .oneof(
        fc.constant(() => `/api/admin/blog-posts/${postId}`),
        pathSegment.map((id) => () => `/api/admin/blog-posts/${encodeURIComponent(id)}`),
      )
      .map((build) => build()),
    requests: asRequests(badBodies(post, Object.keys(post), ['title', 'slug', 'excerpt', 'content'])),
    asAdmin: true,
  },
  {
    name: 'DELETE /api/admin/blog-posts/:id',
    method: 'DELETE',
    path: pathSegment.map((id) => `/api/admin/blog-posts/${encodeURIComponent(id)}`),
    requests: fc.constant({}),
    asAdmin: true,
  },
  {
    name: 'PUT /api/admin/contact-submissions/:id/status',
    method: 'PUT',
    path: fc
      .oneof(
        fc.constant(() => `/api/admin/contact-submissions/${submissionId}/status`),
        pathSegment.map((id) => () => `/api/admin/contact-submissions/${encodeURIComponent(id)}/status`),
      )
      .map((build) => build()),
    requests: asRequests(
      fc.oneof(
        badBodies({ status: 'read' }, ['status'], ['status']),
        nastyString.map((status) => ({ status })),
      ),
    ),
    asAdmin: true,
  },
  ...catalogRoutes(
    'app-reviews',
    () => CATALOG_TARGETS.appReview,
    fc.oneof(
      catalogBodies(
        appReview,
        ['name', 'memberCount', 'monthlyPrice', 'bestFor', 'description', 'affiliateUrl'],
        'logoUrl',
      ),
      fc.constantFrom('http://kingdom.example.test', '/go/kingdom', 'ftp://x.test').map((affiliateUrl) => ({
        ...appReview,
        affiliateUrl,
      })),
      fc
        .oneof(
          fc.constant('["Prayer wall"]'),
          fc.array(fc.oneof(wrongType, fc.constant(' '), hugeString), { minLength: 1, maxLength: 3 }),
        )
        .map((pros) => ({ ...appReview, pros })),
      fc.constant({ ...appReview, cons: Array.from({ length: 21 }, () => 'x') }),
    ),
  ),
  ...catalogRoutes(
    'resources',
    () => CATALOG_TARGETS.resource,
    fc.oneof(
      catalogBodies(resource, ['title', 'description', 'price'], 'imageUrl'),
      nastyString.map((type) => ({ ...resource, type })),
      fc.constantFrom('http://books.example.test', '/go/book').map((affiliateUrl) => ({ ...resource, affiliateUrl })),
    ),
  ),
  ...catalogRoutes(
    'testimonials',
    () => CATALOG_TARGETS.testimonial,
    fc.oneof(
      catalogBodies(testimonial, ['name', 'location', 'content'], 'imageUrl'),
      fc.constantFrom(0, 4.5, 6).map((rating) => ({ ...testimonial, rating })),
    ),
  ),
  {
    name: 'POST /api/admin/newsletter/test',
    method: 'POST',
    path: fc.constant('/api/admin/newsletter/test'),
    requests: asRequests(
      fc.oneof(
        badBodies(newsletterDraft, ['subject', 'body'], ['subject', 'body']),
        // An address of the request's choosing is never taken.
        fc.emailAddress().map((to) => ({ ...newsletterDraft, to })),
      ),
    ),
    asAdmin: true,
  },
  {
    name: 'POST /api/admin/newsletter/issues',
    method: 'POST',
    path: fc.constant('/api/admin/newsletter/issues'),
    requests: asRequests(
      fc.oneof(
        badBodies(newsletterSend, ['subject', 'body', 'issueId'], ['subject', 'body', 'issueId']),
        fc
          .constantFrom('short', 'a/b/c/d/e/f/g/h/i/j', '..'.repeat(10), '__name__'.repeat(3), 'x'.repeat(65))
          .map((issueId) => ({ ...newsletterSend, issueId })),
      ),
    ),
    asAdmin: true,
  },
  {
    name: 'POST /api/admin/newsletter/issues/:id/resume',
    method: 'POST',
    path: pathSegment.map((id) => `/api/admin/newsletter/issues/${encodeURIComponent(id)}/resume`),
    requests: asRequests(fc.anything()),
    asAdmin: true,
  },
  {
    name: 'POST /api/upload-image',
    method: 'POST',
    path: fc.constant('/api/upload-image'),
    requests: fc.oneof(
      asRequests(fc.anything()),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => {
        const form = `--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
        return {
          body: Buffer.concat([Buffer.from(form), Buffer.from(bytes), Buffer.from('\r\n--x--\r\n')]),
          contentType: 'multipart/form-data; boundary=x',
        };
      }),
      fc
        .uint8Array({ maxLength: 500 })
        .map((bytes) => ({ body: bytes, contentType: 'multipart/form-data; boundary=x' })),
    ),
    asAdmin: true,
  },
];

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  const admin = await createUser({ admin: true });
  adminCookie = await sessionCookieFor(admin);
  postId = (await seedPost({ id: 'fuzz-target-post', status: 'published' })).id;
  submissionId = (await seedContactSubmission({ status: 'unread' })).id;
  await Promise.all([
    seedAppReview({ id: CATALOG_TARGETS.appReview }),
    seedResource({ id: CATALOG_TARGETS.resource }),
    seedTestimonial({ id: CATALOG_TARGETS.testimonial }),
  ]);
  app = await startInProcessApi({
    config: {
      // Keep the limiter in the path, but out of the way of hundreds of requests from one client.
      rateLimits: {
        newsletter: generous,
        contact: generous,
        affiliate: generous,
        session: generous,
        signUp: generous,
        newsletterLinks: generous,
        clientErrors: generous,
      },
      // No Storage here: an image that passed every check would be refused with 503, not stored.
      isEmulator: true,
      storageEmulatorHost: undefined,
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('fuzzing every write route', () => {
  it.each(routes().map((route) => [route.name, route] as const))(
    '%s: no 5xx, the JSON envelope on every refusal, nothing stored',
    async (_name, route) => {
      const before = await storedDocuments();
      const targets = await storedPostAndSubmission();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(route.path, route.requests, async (path, request) => {
          const headers: Record<string, string> = { origin: SITE_ORIGIN };
          if (request.contentType) headers['content-type'] = request.contentType;
          if (route.asAdmin) headers.cookie = adminCookie;
          const response = await fetch(`${app.baseUrl}${path}`, {
            method: route.method,
            headers,
            body: request.body,
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${route.method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get('content-type')).toMatch(/^application\/json/);
            expect(JSON.parse(text)).toEqual({ error: expect.objectContaining({ message: expect.any(String) }) });
          }
        }),
        { numRuns: RUNS },
      );
      expect(await storedDocuments(), `statuses ${JSON.stringify([...statuses])}`).toEqual(before);
      expect(await storedPostAndSubmission()).toEqual(targets);
    },
    300_000,
  );
});
