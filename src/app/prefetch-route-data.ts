import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@/domain/routes';
import { appReviewsQueryKey, blogPostQueryKey, blogPostsQueryKey } from '@/lib/query-keys';

/**
 * Starts the first page's reads while React and the route chunk are still loading, so the
 * answer is in flight (or cached) by the time the page asks for it. The keys come from
 * src/lib/query-keys, as the pages' hooks' do: one cache entry, never fetched twice (staleTime Infinity).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  const keys: Array<readonly unknown[]> = [];
  if (matchPath(ROUTES.home, pathname)) keys.push(blogPostsQueryKey(), appReviewsQueryKey);
  const article = matchPath(`${ROUTES.blog}/:slug`, pathname);
  if (article?.params.slug) keys.push(blogPostQueryKey(article.params.slug));
  // A failed prefetch is not cached as data: the page's own query reports it.
  for (const queryKey of keys) void queryClient.prefetchQuery({ queryKey });
}
