import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { FavoriteKind } from '@/domain/types';
import { memberQueries, type SavedItems } from '@/lib/api-queries';

export type SavedListQueries = { [K in FavoriteKind]: UseQueryResult<Array<SavedItems[K]>> };

/** The three saved lists (GET /api/favorites/{kind}), newest saved first; only for a signed-in member. */
export function useSavedLists(): SavedListQueries {
  return {
    'blog-posts': useQuery(memberQueries.favoritesList('blog-posts')),
    resources: useQuery(memberQueries.favoritesList('resources')),
    'app-reviews': useQuery(memberQueries.favoritesList('app-reviews')),
  };
}
