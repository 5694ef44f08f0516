// Who is signed in, from GET /api/auth/me (401 means nobody, any other failure is 'Failed to
// fetch user'). Asked only when this device has signed in before.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_API_PREFIXES } from '@/domain/routes';
import type { User } from '@/domain/types';
import { keyIsUnder, memberQueries } from '@/lib/api-queries';
import { useSessionStore } from './session-store';

export function useCurrentUser(): { user: User | null; isLoading: boolean; isError: boolean } {
  const signedInHint = useSessionStore((state) => state.signedInHint);
  const setSignedInHint = useSessionStore((state) => state.setSignedInHint);
  const query = useQuery({ ...memberQueries.currentUser(), enabled: signedInHint });
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
  queryClient.setQueryData(memberQueries.currentUser().queryKey, user);
  useSessionStore.getState().setSignedInHint(true);
}

/** After a logout: forget the member and everything read on their behalf. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  useSessionStore.getState().setSignedInHint(false);
  queryClient.removeQueries({
    predicate: (query) => MEMBER_API_PREFIXES.some((prefix) => keyIsUnder(query.queryKey, prefix)),
  });
}
