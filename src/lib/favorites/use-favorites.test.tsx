import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource, SavedFavoriteIds } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { FAVORITE_MESSAGES, useToggleFavorite } from './use-favorites';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/components/ui/toast/notify', () => ({ useNotify: () => notify }));

const savedIdsKey = memberQueries.savedIds().queryKey;
const resourcesListKey = memberQueries.favoritesList('resources').queryKey;

const target = { kind: 'resources', id: 'sacred-marriage', title: 'Sacred Marriage' } as const;
const before: SavedFavoriteIds = { 'blog-posts': [], resources: ['boundaries-in-dating'], 'app-reviews': [] };

function setUp(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  // Refetches after the mutation answer from the "server" below, so the cache shows what was sent.
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
  client.setQueryData(savedIdsKey, before);
  client.setQueryData(resourcesListKey, [{ id: 'boundaries-in-dating' }, { id: target.id }] as Resource[]); // only ids matter to the toggle
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, toggle: renderHook(() => useToggleFavorite(), { wrapper }).result };
}

describe('useToggleFavorite', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('flips the saved state at once, before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const { client, toggle } = setUp(() => new Promise((resolve) => (answer = resolve)));
    act(() => toggle.current.mutate({ target, save: true }));
    await waitFor(() =>
      expect(client.getQueryData(savedIdsKey)?.resources).toEqual([target.id, 'boundaries-in-dating']),
    );
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(FAVORITE_MESSAGES.saved, target.title));
  });

  it('rolls back, list included, and says so when the server refuses', async () => {
    const { client, toggle } = setUp(async () => new Response('{"error":{"message":"nope"}}', { status: 500 }));
    act(() => toggle.current.mutate({ target, save: false }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(FAVORITE_MESSAGES.failed, expect.stringContaining('500')),
    );
    expect(client.getQueryData(savedIdsKey)).toEqual(before);
    expect(client.getQueryData(resourcesListKey)).toEqual([{ id: 'boundaries-in-dating' }, { id: target.id }]);
  });
});
