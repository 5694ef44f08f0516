import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FAVORITE_KINDS } from '@/domain/constants';
import type { FavoriteKind } from '@/domain/types';
import { isUnreachable } from '@/lib/api-client';
import { memberQueries, type SavedItems } from '@/lib/api-queries';
import { keepDashboardList, keptDashboard, syncOfflineCopies } from '@/lib/favorites/saved-offline';
import { useSessionStore } from '@/lib/session/session-store';

/** Whose dashboard it is: the signed-in member, or the one it was last read for (offline). */
export interface DashboardMember {
  uid: string;
  name: string;
}

/** One saved list as the dashboard shows it: loading, failed (with a retry), or its items. */
export type SavedListView<T> =
  { status: 'pending' } | { status: 'error'; error: Error; retry: () => void } | { status: 'success'; items: T[] };

export type SavedListViews = { [K in FavoriteKind]: SavedListView<SavedItems[K]> };

export interface SavedLists {
  lists: SavedListViews;
  /** Set when a list shown is the copy from the last visit (the server could not be reached). */
  fromLastVisit: boolean;
}

function viewOf<T>(query: UseQueryResult<T[]>, kept: T[] | undefined): SavedListView<T> & { kept?: true } {
  if (query.isSuccess) return { status: 'success', items: query.data };
  // No connection: a failed read, or one the query client holds back until the browser is online.
  const offline = (query.isError && isUnreachable(query.error)) || query.fetchStatus === 'paused';
  if (offline && kept) return { status: 'success', items: kept, kept: true };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'pending' };
}

/** Each list, once read from the server, is kept on this device for this member, with its items' pages. */
function useKeptOnDevice<K extends FavoriteKind>(
  member: DashboardMember,
  kind: K,
  items: Array<SavedItems[K]> | undefined,
) {
  const { uid, name } = member;
  useEffect(() => {
    if (!items) return;
    void keepDashboardList(uid, name, kind, items)
      .then(() => syncOfflineCopies(uid, kind, items))
      .catch((error: unknown) => console.warn('Could not keep the saved list on this device', error));
  }, [uid, name, kind, items]);
}

/**
 * The three saved lists (GET /api/favorites/{kind}), newest saved first. Offline, each shows the
 * copy kept at the last visit, for this member only.
 */
export function useSavedLists(member: DashboardMember): SavedLists {
  const queries = {
    'blog-posts': useQuery(memberQueries.favoritesList('blog-posts')),
    resources: useQuery(memberQueries.favoritesList('resources')),
    'app-reviews': useQuery(memberQueries.favoritesList('app-reviews')),
  };
  useKeptOnDevice(member, 'blog-posts', queries['blog-posts'].data);
  useKeptOnDevice(member, 'resources', queries.resources.data);
  useKeptOnDevice(member, 'app-reviews', queries['app-reviews'].data);
  // Read once per member: what the last visit left, never another member's.
  const [kept] = useState(() => {
    const dashboard = keptDashboard();
    return dashboard?.uid === member.uid ? dashboard.lists : {};
  });
  const views = {
    'blog-posts': viewOf(queries['blog-posts'], kept['blog-posts']),
    resources: viewOf(queries.resources, kept.resources),
    'app-reviews': viewOf(queries['app-reviews'], kept['app-reviews']),
  };
  return { lists: views, fromLastVisit: FAVORITE_KINDS.some((kind) => views[kind].kept) };
}

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Offline, the member this device last showed a dashboard to, while it is still signed in here
 * (a logout or another account's sign-in clears what was kept): their saved lists can be shown
 * without asking the server who is signed in.
 */
export function useLastVisitMember(): DashboardMember | null {
  const offline = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine === false,
    () => false,
  );
  const signedIn = useSessionStore((state) => state.signedInHint);
  const [kept] = useState(keptDashboard);
  return offline && signedIn && kept ? { uid: kept.uid, name: kept.name } : null;
}
