// Who is signed in, from GET /api/auth/me (spec section 7: 401 means nobody, any other failure
// is 'Failed to fetch user'). Asked only when this device has signed in before.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@/domain/types';
import { apiGet } from '@/lib/api-client';
import { useSessionStore } from './session-store';

export const currentUserQueryKey = ['/api/auth/me'] as const;

/** Every cache entry that belongs to a member; dropped on logout. */
export const MEMBER_QUERY_PREFIXES = ['/api/auth/me', '/api/favorites', '/api/admin', '/api/upload-image'];

async function fetchCurrentUser(): Promise<User | null> {
  try {
    const answer = await apiGet<{ user: User }>(currentUserQueryKey[0], { on401: 'returnNull' });
    return answer?.user ?? null;
  } catch {
    throw new Error('Failed to fetch user');
  }
}

export function useCurrentUser(): { user: User | null; isLoading: boolean; isError: boolean } {
  const signedInHint = useSessionStore((state) => state.signedInHint);
  const setSignedInHint = useSessionStore((state) => state.setSignedInHint);
  const query = useQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser, enabled: signedInHint });
  const signedOutElsewhere = query.isSuccess && query.data === null;
  useEffect(() => {
    // The session ended (expired, revoked, logged out on another tab): stop asking.
    if (signedInHint && signedOutElsewhere) setSignedInHint(false);
  }, [signedInHint, signedOutElsewhere, setSignedInHint]);
  return {
    user: signedInHint ? (query.data ?? null) : null,
    isLoading: signedInHint && query.isPending,
    isError: query.isError,
  };
}

/** After a sign-in: remember the member without asking the server again. */
export function rememberSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  useSessionStore.getState().setSignedInHint(true);
}

/** After a logout: forget the member and everything read on their behalf. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  useSessionStore.getState().setSignedInHint(false);
  queryClient.removeQueries({
    predicate: (query) => MEMBER_QUERY_PREFIXES.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
  });
}
