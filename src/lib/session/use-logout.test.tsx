import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { SAVED_OFFLINE_KEY } from '@/domain/offline-caches';
import { useSessionStore } from './session-store';
import { LOGOUT_MESSAGES, useLogout } from './use-logout';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/components/ui/toast/notify', () => ({ useNotify: () => notify }));
vi.mock('@/lib/firebase/auth-actions', () => ({ signOutOfFirebase: vi.fn(async () => undefined) }));

const currentUserKey = memberQueries.currentUser().queryKey;
const ruth: User = { uid: 'u1', email: 'ruth@example.com', firstName: 'Ruth', username: 'ruth', isAdmin: false };

function setUp() {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, ruth);
  client.setQueryData(['/api/favorites'], { 'blog-posts': ['a'], resources: [], 'app-reviews': [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, logout: renderHook(() => useLogout(), { wrapper }).result };
}

describe('useLogout', () => {
  beforeEach(() => {
    useSessionStore.getState().setSignedInHint(true);
    vi.clearAllMocks();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("clears the cookie, the cached user and the member's data, then says 'Logged out'", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(SAVED_OFFLINE_KEY, JSON.stringify({ uid: ruth.uid, copies: {} }));
    const { client, logout } = setUp();
    await act(async () => expect(await logout.current()).toBe(true));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    // Known to be nobody now (as a 401 would say), so a member screen turns to 'Access Denied' at once.
    expect(client.getQueryData(currentUserKey)).toBeNull();
    expect(client.getQueryData(['/api/favorites'])).toBeUndefined();
    expect(useSessionStore.getState().signedInHint).toBe(false);
    // Nothing kept for her offline stays on the device.
    expect(localStorage.getItem(SAVED_OFFLINE_KEY)).toBeNull();
    expect(notify.success).toHaveBeenCalledWith(LOGOUT_MESSAGES.title, LOGOUT_MESSAGES.description);
  });

  it("keeps everything and says 'Logout Failed' with the error when the server refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' })),
    );
    const { client, logout } = setUp();
    await act(async () => expect(await logout.current()).toBe(false));
    expect(notify.error).toHaveBeenCalledWith('Logout Failed', '503: down');
    expect(client.getQueryData(currentUserKey)).toEqual(ruth);
    expect(useSessionStore.getState().signedInHint).toBe(true);
  });
});
