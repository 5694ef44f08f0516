// Cache keys of a member's favorites. The default query function GETs the first element.
import type { FavoriteKind } from '@/domain/types';

/** GET /api/favorites: every saved id, for the saved state of public cards (one call per page). */
export const savedIdsQueryKey = ['/api/favorites'] as const;

/** GET /api/favorites/{kind}: the saved items themselves, for the dashboard. */
export const favoritesListQueryKey = (kind: FavoriteKind) => [`/api/favorites/${kind}`] as const;
