import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource, SavedFavoriteIds, User } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { FAVORITE_MESSAGES, useToggleFavorite } from './use-favorites';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/components/ui/toast/notify', () => ({ useNotify: () => notify }));
const offline = vi.hoisted(() => ({
  keepForOffline: vi.fn(async () => {}),
  releaseForOffline: vi.fn(async () => {}),
  keepDashboardList: vi.fn(async () => {}),
}));
vi.mock('./saved-offline', () => offline);

const savedIdsKey = memberQueries.savedIds().queryKey;
const resourcesListKey = memberQueries.favoritesList('resources').queryKey;

const target = {
  kind: 'resources',
  id: 'sacred-marriage',
  title: 'Sacred Marriage',
  page: '/christian-relationship-resources',
} as const;
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

  it("keeps a saved item's page and the list as the server has it for the member; a removal releases it", async () => {
    const listed = [{ id: target.id }] as Resource[];
    // The server's answer to the save, and to the list read again afterwards.
    const { client, toggle } = setUp(async () => new Response(JSON.stringify(listed), { status: 200 }));
    const ruth = { uid: 'u1', firstName: 'Ruth', username: 'ruth' } as User;
    client.setQueryData(memberQueries.currentUser().queryKey, ruth);
    await act(async () => toggle.current.mutateAsync({ target, save: true }));
    await waitFor(() => expect(offline.keepDashboardList).toHaveBeenCalledWith('u1', 'Ruth', 'resources', listed));
    expect(offline.keepForOffline).toHaveBeenCalledWith('u1', target);
    await act(async () => toggle.current.mutateAsync({ target, save: false }));
    await waitFor(() => expect(offline.releaseForOffline).toHaveBeenCalledWith('u1', target));
  });

  it('rolls back, list included, and says so when the server refuses', async () => {
    const { client, toggle } = setUp(async () => new Response('{"error":{"message":"nope"}}', { status: 500 }));
    act(() => toggle.current.mutate({ target, save: false }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(FAVORITE_MESSAGES.failed, expect.stringContaining('500')),
    );
    expect(client.getQueryData(savedIdsKey)).toEqual(before);
    expect(client.getQueryData(resourcesListKey)).toEqual([{ id: 'boundaries-in-dating' }, { id: target.id }]);
    expect(offline.releaseForOffline).not.toHaveBeenCalled();
  });
});
