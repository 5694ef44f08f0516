import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource } from '@/domain/types';
import { keyIsUnder, publicQueries } from './api-queries';
import { createQueryClient } from './query-client';

const base = { rating: 4.5, description: 'd', price: '$10' };
const resources: Resource[] = [
  { ...base, id: 'b1', title: 'Book one', type: 'book' },
  { ...base, id: 'd1', title: 'Devotional one', type: 'devotional' },
  { ...base, id: 'b2', title: 'Book two', type: 'book' },
];

describe('API query definitions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetch the resources once for every tab, each tab keyed by its type and filtered in the client', async () => {
    const fetch = vi.fn(async () => Response.json(resources));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();

    expect((await client.fetchQuery(publicQueries.resourcesOfType('book'))).map((r) => r.id)).toEqual(['b1', 'b2']);
    expect((await client.fetchQuery(publicQueries.resourcesOfType('devotional'))).map((r) => r.id)).toEqual(['d1']);
    expect(await client.fetchQuery(publicQueries.resourcesOfType('all'))).toEqual(resources);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/resources', expect.objectContaining({ method: 'GET' }));
    expect(publicQueries.resourcesOfType('book').queryKey).toEqual(['/api/resources', 'book']);
  });

  it("GET the key's path, with filters as query parameters and 'all' left out", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await client.fetchQuery(publicQueries.blogList({ search: ' grace ', category: 'all' }));
    await client.fetchQuery(publicQueries.blogList({ search: '', category: 'Faith & Dating', after: 'post-12' }));
    await client.fetchQuery(publicQueries.latestPosts(3));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/blog-list?search=grace',
      '/api/blog-list?category=Faith+%26+Dating&after=post-12',
      '/api/blog-posts?limit=3',
    ]);
    expect(publicQueries.blogList().queryKey).toEqual(['/api/blog-list']);
  });

  it('match a family of keys by API path, not by string prefix', () => {
    expect(keyIsUnder(['/api/favorites'], '/api/favorites')).toBe(true);
    expect(keyIsUnder(['/api/favorites/resources'], '/api/favorites')).toBe(true);
    expect(keyIsUnder(['/api/favorites-extra'], '/api/favorites')).toBe(false);
  });
});
