// The instance's short cache in front of the public reads, in the Express app run in-process with
// a long ttl so the test sees each effect without racing a clock: a read is reused, and a post the owner saves through the API is visible on that instance at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '@/domain/types';
import { clearFirestore } from '../support/emulators';
import { api } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';
import { seedPost } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';

let app: InProcessApi;
const titles = async (path: string) =>
  (await api<BlogPost[]>('GET', path, { baseUrl: app.baseUrl })).body.map((post) => post.title).sort();

beforeAll(async () => {
  await clearFirestore();
  app = await startInProcessApi({ config: { publicReadCacheMs: 60_000 } });
});
afterAll(() => app.close());

describe('the public read cache', () => {
  it('reuses a read within its ttl, the feed and a search too, until the owner changes a post', async () => {
    await seedPost({ id: 'first', title: 'First post', category: 'Biblical Dating' });
    expect(await titles('/api/blog-posts')).toEqual(['First post']);
    expect(await titles('/api/blog-posts?search=post')).toEqual(['First post']);
    expect((await api('GET', '/rss.xml', { baseUrl: app.baseUrl })).text).toContain('First post');

    // Written behind the API's back: within the ttl the instance answers from its last read.
    await seedPost({ id: 'second', title: 'Second post', category: 'Prayer & Relationships' });
    expect(await titles('/api/blog-posts')).toEqual(['First post']);
    expect(await titles('/api/blog-posts?search=post')).toEqual(['First post']);
    // Each list is its own query: a category not asked before is read now.
    expect(await titles('/api/blog-posts?category=Prayer%20%26%20Relationships')).toEqual(['Second post']);
    const rss = await api('GET', '/rss.xml', { baseUrl: app.baseUrl });
    expect(rss.text).not.toContain('Second post');

    // A burst of concurrent readers gets one consistent answer.
    const burst = await Promise.all(Array.from({ length: 30 }, () => titles('/api/blog-posts')));
    expect(new Set(burst.map((answer) => answer.join('|')))).toEqual(new Set(['First post']));

    // The owner publishes through the API: this instance forgets what it had.
    const owner = await sessionCookieFor(await createUser({ admin: true }), app.baseUrl);
    const created = await api('POST', '/api/admin/blog-posts', {
      baseUrl: app.baseUrl,
      cookie: owner,
      json: {
        title: 'Third post',
        slug: 'third-post',
        excerpt: 'Excerpt.',
        content: 'Content.',
        category: 'Dating Advice',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
        readTime: 1,
        status: 'published',
        imageUrl: '',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(await titles('/api/blog-posts')).toEqual(['First post', 'Second post', 'Third post']);
    expect((await api('GET', '/api/blog-posts/third-post', { baseUrl: app.baseUrl })).status).toBe(200);
  });

  it('keeps no failed read: a missing article is looked up again each time', async () => {
    expect((await api('GET', '/api/blog-posts/not-yet', { baseUrl: app.baseUrl })).status).toBe(404);
    await seedPost({ id: 'not-yet', slug: 'not-yet', title: 'Now here' });
    const found = await api<BlogPost>('GET', '/api/blog-posts/not-yet', { baseUrl: app.baseUrl });
    expect(found.body.title).toBe('Now here');
  });
});
