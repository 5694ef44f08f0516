// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CACHES, SAVED_COPY_HEADER, SAVED_OFFLINE_KEY } from '@/domain/offline-caches';
import type { BlogPost } from '@/domain/types';
import { installPublicPageReads } from '@/site/public-pages';
import {
  claimSavedOfflineFor,
  forgetSavedOffline,
  keepDashboardList,
  keepForOffline,
  keptDashboard,
  offlineEntriesOf,
  releaseForOffline,
  syncOfflineCopies,
} from './saved-offline';

// As the app does at start: the pages' reads come from the public page modules.
installPublicPageReads();

/** CacheStorage as the browser keeps it for the page: named caches of responses by URL. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.set(url, response);
  }
  async delete(url: string) {
    return this.entries.delete(url);
  }
}

class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  urls(name: string): string[] {
    return [...(this.named.get(name)?.entries.keys() ?? [])];
  }
}

const ORIGIN = location.origin;
const at = (path: string) => `${ORIGIN}${path}`;

const article = {
  kind: 'blog-posts',
  id: 'post-1',
  title: 'Guard Your Heart',
  page: '/christian-dating-advice/guard-your-heart',
} as const;
const ARTICLE_PAGE = at('/christian-dating-advice/guard-your-heart');
const ARTICLE_READ = at('/api/blog-posts/guard-your-heart');
const resource = (id: string) =>
  ({ kind: 'resources', id, title: id, page: '/christian-relationship-resources' }) as const;
const RESOURCES_PAGE = at('/christian-relationship-resources');
const RESOURCES_READ = at('/api/resources');

let storage: FakeCacheStorage;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  fetchMock = vi.fn(async (url: string) => new Response(`fresh ${url}`, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** What the worker stores when the reader opens the page: its own copy, without the save's mark. */
async function visit(url: string, cache: string = RUNTIME_CACHES.pages) {
  await (await storage.open(cache)).put(url, new Response(`visited ${url}`, { status: 200 }));
}

describe('offlineEntriesOf', () => {
  it("names each kind's page and the public reads it shows, under the worker's caches", () => {
    expect(offlineEntriesOf(article.page)).toEqual([
      { cache: 'pages', url: ARTICLE_PAGE },
      { cache: 'api-public', url: ARTICLE_READ },
    ]);
    expect(offlineEntriesOf('/christian-relationship-resources')).toEqual([
      { cache: 'pages', url: RESOURCES_PAGE },
      { cache: 'api-public', url: RESOURCES_READ },
    ]);
    expect(offlineEntriesOf('/christian-dating-apps-reviews')).toEqual([
      { cache: 'pages', url: at('/christian-dating-apps-reviews') },
      { cache: 'api-public', url: at('/api/app-reviews') },
    ]);
  });
});

describe('saved copies', () => {
  it("a save adds the page (marked as the save's copy) and its data, never read before", async () => {
    await keepForOffline('u1', article);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([ARTICLE_PAGE, ARTICLE_READ]);
    const page = await (await storage.open('pages')).match(ARTICLE_PAGE);
    expect(await page?.text()).toBe(`fresh ${ARTICLE_PAGE}`);
    expect(page?.headers.get(SAVED_COPY_HEADER)).toBe('1');
    expect(storage.urls('api-public')).toEqual([ARTICLE_READ]);
  });

  it('a removal releases what the save added', async () => {
    await keepForOffline('u1', article);
    await releaseForOffline('u1', article);
    expect(storage.urls('pages')).toEqual([]);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it('never takes what was there before the save', async () => {
    await visit(ARTICLE_PAGE);
    await keepForOffline('u1', article);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([ARTICLE_READ]);
    await releaseForOffline('u1', article);
    expect(await (await (await storage.open('pages')).match(ARTICLE_PAGE))?.text()).toBe(`visited ${ARTICLE_PAGE}`);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it('keeps everything when the reader read the page after saving it', async () => {
    await keepForOffline('u1', article);
    await visit(ARTICLE_PAGE);
    await releaseForOffline('u1', article);
    expect(storage.urls('pages')).toEqual([ARTICLE_PAGE]);
    expect(storage.urls('api-public')).toEqual([ARTICLE_READ]);
  });

  it('keeps a page two saved items share until both are removed', async () => {
    await keepForOffline('u1', resource('a'));
    await keepForOffline('u1', resource('b'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await releaseForOffline('u1', resource('a'));
    expect(storage.urls('pages')).toEqual([RESOURCES_PAGE]);
    expect(storage.urls('api-public')).toEqual([RESOURCES_READ]);
    await releaseForOffline('u1', resource('b'));
    expect(storage.urls('pages')).toEqual([]);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it('keeps nothing the server would not answer', async () => {
    fetchMock.mockImplementation(async () => new Response('gone', { status: 404 }));
    await keepForOffline('u1', article);
    expect(storage.urls('pages')).toEqual([]);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it('syncs with the list the server has: keeps the new, releases the removed', async () => {
    await keepForOffline('u1', { ...article, id: 'old', page: '/christian-dating-advice/old' });
    fetchMock.mockClear();
    const post = { id: 'new', slug: 'new-post' } as BlogPost;
    await syncOfflineCopies('u1', 'blog-posts', [post]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      at('/christian-dating-advice/new-post'),
      at('/api/blog-posts/new-post'),
    ]);
    expect(storage.urls('pages')).toEqual([at('/christian-dating-advice/new-post')]);
    // In step already: nothing asked again.
    fetchMock.mockClear();
    await syncOfflineCopies('u1', 'blog-posts', [post]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("one member's device", () => {
  const lists = [{ id: 'post-1', slug: 'guard-your-heart', title: 'Guard Your Heart' }] as BlogPost[];

  it('keeps the dashboard lists for the member who read them', async () => {
    await keepDashboardList('u1', 'Ruth', 'blog-posts', lists);
    expect(keptDashboard()).toMatchObject({ uid: 'u1', name: 'Ruth', lists: { 'blog-posts': lists } });
  });

  it('logout clears the copies saving added and the kept lists', async () => {
    await visit(at('/christian-dating-apps-reviews'));
    await keepForOffline('u1', article);
    await keepForOffline('u1', { kind: 'app-reviews', id: 'r', page: '/christian-dating-apps-reviews' });
    await keepDashboardList('u1', 'Ruth', 'blog-posts', lists);
    await forgetSavedOffline();
    expect(localStorage.getItem(SAVED_OFFLINE_KEY)).toBeNull();
    expect(keptDashboard()).toBeNull();
    // Only the page the reader read themselves stays.
    expect(storage.urls('pages')).toEqual([at('/christian-dating-apps-reviews')]);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it('logout keeps each page the reader read since saving it, and releases the others', async () => {
    await keepForOffline('u1', article);
    await keepForOffline('u1', resource('a'));
    await visit(ARTICLE_PAGE);
    await forgetSavedOffline();
    expect(storage.urls('pages')).toEqual([ARTICLE_PAGE]);
    expect(storage.urls('api-public')).toEqual([ARTICLE_READ]);
  });

  it('another account signing in sees nothing of the last one', async () => {
    await keepForOffline('u1', article);
    await keepDashboardList('u1', 'Ruth', 'blog-posts', lists);
    await claimSavedOfflineFor('u2');
    expect(keptDashboard()).toBeNull();
    expect(storage.urls('pages')).toEqual([]);
    expect(storage.urls('api-public')).toEqual([]);
  });

  it("another account's save or lists first release the last one's", async () => {
    await keepForOffline('u1', article);
    await keepDashboardList('u1', 'Ruth', 'blog-posts', lists);
    await keepDashboardList('u2', 'Naomi', 'resources', []);
    expect(keptDashboard()).toMatchObject({ uid: 'u2', name: 'Naomi', lists: { resources: [] } });
    expect(keptDashboard()?.lists['blog-posts']).toBeUndefined();
    expect(storage.urls('pages')).toEqual([]);
    // A removal on another member's behalf touches nothing.
    await keepForOffline('u2', resource('a'));
    await releaseForOffline('u1', resource('a'));
    expect(storage.urls('pages')).toEqual([RESOURCES_PAGE]);
  });

  it('the same account signing in again keeps its copies', async () => {
    await keepForOffline('u1', article);
    await claimSavedOfflineFor('u1');
    expect(storage.urls('pages')).toEqual([ARTICLE_PAGE]);
  });

  it('without CacheStorage, keeps the lists and no copies, and does not fail', async () => {
    vi.stubGlobal('caches', undefined);
    await keepForOffline('u1', article);
    await keepDashboardList('u1', 'Ruth', 'blog-posts', lists);
    await forgetSavedOffline();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
