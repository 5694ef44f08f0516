// Saved state and saving, for every card and page that shows an item. Optimistic: the heart flips
// at once, rolls back with a toast if the server says no, and the lists refresh afterwards. A save
// the server took keeps the item's page for offline reading; a removal releases it (./saved-offline).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FAVORITE_KINDS } from '@/domain/constants';
import type { FavoriteTarget, SavedFavoriteIds } from '@/domain/types';
import { apiRequest } from '@/lib/api-client';
import { memberQueries } from '@/lib/api-queries';
import { useNotify } from '@/components/ui/toast/notify';
import { useCurrentUser } from '@/lib/session/current-user';
import { displayName } from '@/domain/user';
import { keepDashboardList, keepForOffline, releaseForOffline } from './saved-offline';

export const FAVORITE_MESSAGES = {
  saved: 'Saved to favorites',
  removed: 'Removed from favorites',
  failed: 'Could not update your favorites',
} as const;

const favoritePath = ({ kind, id }: Pick<FavoriteTarget, 'kind' | 'id'>) =>
  `/api/favorites/${kind}/${encodeURIComponent(id)}`;

/** One call for the member's saved ids, shared by every card on the page; none when signed out. */
export function useSavedIds(): SavedFavoriteIds | undefined {
  const { user } = useCurrentUser();
  return useQuery({ ...memberQueries.savedIds(), enabled: user !== null }).data;
}

/** PUT (save) or DELETE (remove) one favorite. */
export function saveFavorite(target: Pick<FavoriteTarget, 'kind' | 'id'>, save = true): Promise<Response> {
  return apiRequest(save ? 'PUT' : 'DELETE', favoritePath(target));
}

function withSaved(ids: SavedFavoriteIds | undefined, { kind, id }: FavoriteTarget, save: boolean) {
  const base = ids ?? (Object.fromEntries(FAVORITE_KINDS.map((k) => [k, []])) as unknown as SavedFavoriteIds);
  const others = base[kind].filter((saved) => saved !== id);
  return { ...base, [kind]: save ? [id, ...others] : others };
}

/**
 * After a save or removal the server took: the item's offline copy follows, and so does the
 * dashboard's list kept on the device, so the dashboard shows the item offline even when it was
 * never opened online since. Failing here never undoes the change.
 */
export async function followOffline(queryClient: QueryClient, target: FavoriteTarget, save: boolean): Promise<void> {
  const user = queryClient.getQueryData(memberQueries.currentUser().queryKey);
  if (!user) return;
  try {
    await (save ? keepForOffline(user.uid, target) : releaseForOffline(user.uid, target));
    // Read again only when invalidated and not on screen (the dashboard has refetched it already).
    const items = await queryClient.fetchQuery(memberQueries.favoritesList(target.kind));
    await keepDashboardList(user.uid, displayName(user), target.kind, items);
  } catch (error) {
    console.warn('Could not update what is kept offline for a favorite', error);
  }
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ target, save }: { target: FavoriteTarget; save: boolean }) => saveFavorite(target, save),
    onMutate: async ({ target, save }) => {
      const idsKey = memberQueries.savedIds().queryKey;
      const listKey = memberQueries.favoritesList(target.kind).queryKey;
      await Promise.all([
        queryClient.cancelQueries({ queryKey: idsKey }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      const before = { ids: queryClient.getQueryData(idsKey), list: queryClient.getQueryData(listKey) };
      queryClient.setQueryData(idsKey, withSaved(before.ids, target, save));
      // The dashboard's list loses a removed item at once; a saved one appears when it refreshes.
      if (!save && before.list) {
        queryClient.setQueryData(
          listKey,
          before.list.filter((item) => item.id !== target.id),
        );
      }
      return before;
    },
    onError: (error, { target }, before) => {
      queryClient.setQueryData(memberQueries.savedIds().queryKey, before?.ids);
      if (before?.list) queryClient.setQueryData(memberQueries.favoritesList(target.kind).queryKey, before.list);
      notify.error(FAVORITE_MESSAGES.failed, error instanceof Error ? error.message : undefined);
    },
    onSuccess: (_answer, { target, save }) => {
      notify.success(save ? FAVORITE_MESSAGES.saved : FAVORITE_MESSAGES.removed, target.title);
    },
    onSettled: async (_answer, error, { target, save }) => {
      await Promise.all([
        queryClient.invalidateQueries(memberQueries.savedIds()),
        queryClient.invalidateQueries(memberQueries.favoritesList(target.kind)),
      ]);
      if (!error) void followOffline(queryClient, target, save);
    },
  });
}
