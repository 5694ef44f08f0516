// Who is signed in, from GET /api/auth/me (401 means nobody, any other failure is 'Failed to
// fetch user'). Public pages ask only when this device has signed in before; member and admin
// screens always ask, since the hint can be gone while the session cookie lives on (storage cleared
// by the browser or a privacy tool, a first visit after installing).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_API_PREFIXES } from '@/domain/routes';
import type { User } from '@/domain/types';
import { keyIsUnder, memberQueries } from '@/lib/api-queries';
import { useSessionStore } from './session-store';

const currentUserRead = memberQueries.currentUser();

/**
 * Every answer of the server sets the device's hint: a 401 ends it (expired, revoked, logged out on
 * another tab), a member restores it, so the next public page shows them in the header again.
 * Set before the answer lands, so a screen never sees an answer that disagrees with the hint.
 * (A plain object rather than queryOptions(), which would add an export to the first load's chunk.)
 */
const currentUserQuery = {
  ...currentUserRead,
  queryFn: async (context: Parameters<NonNullable<typeof currentUserRead.queryFn>>[0]) => {
    // memberQueries defines this read's fetcher; TanStack's types make every fetcher optional.
    const user = await currentUserRead.queryFn!(context);
    useSessionStore.getState().setSignedInHint(user !== null);
    return user;
  },
};

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
  /** The server could not say (not a 401): 'Failed to fetch user'. */
  isError: boolean;
  /** Asks the server again. */
  retry: () => void;
  isRetrying: boolean;
}

/**
 * The signed-in member, or null. `alwaysAsk`: a member or admin screen, which asks the server even
 * when this device has no hint (and restores it); public pages leave it off and ask nothing of an
 * anonymous visitor.
 */
export function useCurrentUser({ alwaysAsk = false }: { alwaysAsk?: boolean } = {}): CurrentUser {
  const signedInHint = useSessionStore((state) => state.signedInHint);
  const asks = alwaysAsk || signedInHint;
  const query = useQuery({ ...currentUserQuery, enabled: asks });
  const { refetch, isFetching } = query;
  // A kept answer that disagrees with the hint predates a sign-in or a logout since (on this tab or
  // another): the server decides again. Fresh answers always agree (the query sets the hint).
  const outdated = asks && query.isSuccess && (query.data !== null) !== signedInHint;
  useEffect(() => {
    if (outdated && !isFetching) void refetch({ cancelRefetch: false });
  }, [outdated, isFetching, refetch]);
  return {
    user: asks && !outdated ? (query.data ?? null) : null,
    isLoading: asks && !query.isError && (query.isPending || outdated),
    isError: query.isError,
    retry: () => void refetch(),
    isRetrying: query.isError && isFetching,
  };
}

/** Asks the server who is signed in before any screen does, for a screen that always asks. */
export function startCurrentUserRead(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(currentUserQuery);
}

/** After a sign-in: remember the member without asking the server again. */
export function rememberSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  useSessionStore.getState().setSignedInHint(true);
}

/** After a logout: forget the member and everything read on their behalf. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  useSessionStore.getState().setSignedInHint(false);
  queryClient.removeQueries({
    predicate: (query) => MEMBER_API_PREFIXES.some((prefix) => keyIsUnder(query.queryKey, prefix)),
  });
  // Nobody, as the server now says: a screen that always asks shows 'Access Denied' at once.
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}
