import { AppstoreOutlined, BookOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ROUTES } from '@/domain/routes';
import type { FavoriteKind } from '@/domain/types';
import { memberQueries, type SavedItems } from '@/lib/api-queries';

export interface DashboardList {
  kind: FavoriteKind;
  countLabel: string;
  tabLabel: string;
  icon: ReactNode;
  emptyText: string;
  browseLabel: string;
  browsePath: string;
}

/** The spec's count cards and tabs, in its order and wording. */
export const DASHBOARD_LISTS: readonly DashboardList[] = [
  {
    kind: 'blog-posts',
    countLabel: 'Saved Articles',
    tabLabel: 'Articles',
    icon: <ReadOutlined aria-hidden />,
    emptyText: 'No saved articles yet.',
    browseLabel: 'Browse articles',
    browsePath: ROUTES.blog,
  },
  {
    kind: 'resources',
    countLabel: 'Saved Resources',
    tabLabel: 'Resources',
    icon: <BookOutlined aria-hidden />,
    emptyText: 'No saved resources yet.',
    browseLabel: 'Browse resources',
    browsePath: ROUTES.resources,
  },
  {
    kind: 'app-reviews',
    countLabel: 'Saved Reviews',
    tabLabel: 'App Reviews',
    icon: <AppstoreOutlined aria-hidden />,
    emptyText: 'No saved app reviews yet.',
    browseLabel: 'Browse app reviews',
    browsePath: ROUTES.appReviews,
  },
];

export type SavedListQueries = { [K in FavoriteKind]: UseQueryResult<Array<SavedItems[K]>> };

/** The three saved lists (GET /api/favorites/{kind}), newest saved first; only for a signed-in member. */
export function useSavedLists(): SavedListQueries {
  return {
    'blog-posts': useQuery(memberQueries.favoritesList('blog-posts')),
    resources: useQuery(memberQueries.favoritesList('resources')),
    'app-reviews': useQuery(memberQueries.favoritesList('app-reviews')),
  };
}
