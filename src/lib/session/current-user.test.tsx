import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { createQueryClient } from '@/lib/query-client';
import { forgetSignedInUser, useCurrentUser } from './current-user';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

const ruth: User = { uid: 'u1', email: 'ruth@example.com', firstName: 'Ruth', username: 'ruth', isAdmin: false };
const currentUserKey = memberQueries.currentUser().queryKey;

function serveMe(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const signedIn = () => new Response(JSON.stringify({ user: ruth }), { status: 200 });
const signedOut = () => new Response('{"error":{"message":"Not signed in"}}', { status: 401 });

function renderCurrentUser(options: { alwaysAsk?: boolean }, cached?: User | null) {
  const client = createQueryClient();
  if (cached !== undefined) client.setQueryData(currentUserKey, cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, current: renderHook(() => useCurrentUser(options), { wrapper }).result };
}

/** Another tab signs in or out: the store hears it from the storage event. */
const otherTabSets = (signedIn: boolean) => act(() => useSessionStore.setState({ signedInHint: signedIn }));

describe('useCurrentUser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setSignedInHint(false);
  });

  it('on a public page, asks nothing of a device that never signed in', async () => {
    const fetchMock = serveMe(signedIn);
    const { current } = renderCurrentUser({});
    expect(current.current).toMatchObject({ user: null, isLoading: false, isError: false });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a member screen, asks again when another tab logs out, and never shows the kept member meanwhile', async () => {
    useSessionStore.getState().setSignedInHint(true);
    const fetchMock = serveMe(signedOut);
    const { current } = renderCurrentUser({ alwaysAsk: true }, ruth);
    expect(current.current.user).toEqual(ruth);
    expect(fetchMock).not.toHaveBeenCalled();

    otherTabSets(false);
    expect(current.current).toMatchObject({ user: null, isLoading: true });
    await waitFor(() => expect(current.current).toMatchObject({ user: null, isLoading: false }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a public page, asks again when another tab signs in after a 401, and keeps the hint', async () => {
    const fetchMock = serveMe(signedIn);
    const { current } = renderCurrentUser({}, null);
    otherTabSets(true);
    await waitFor(() => expect(current.current.user).toEqual(ruth));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().signedInHint).toBe(true);
  });

  it('after a logout here, a member screen knows nobody is signed in without asking', async () => {
    useSessionStore.getState().setSignedInHint(true);
    const fetchMock = serveMe(signedOut);
    const { client, current } = renderCurrentUser({ alwaysAsk: true }, ruth);
    act(() => forgetSignedInUser(client));
    expect(current.current).toMatchObject({ user: null, isLoading: false });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
