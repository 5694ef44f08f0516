import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';

/**
 * Starts the first page's reads while React and the route chunk are still loading, so the
 * answer is in flight (or cached) by the time the page asks for it. The definitions come
 * from src/lib/api-queries, as the pages' hooks' do: one cache entry, never fetched twice (staleTime Infinity).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  // A failed prefetch is not cached as data: the page's own query reports it.
  if (matchPath(ROUTES.home, pathname)) {
    void queryClient.prefetchQuery(publicQueries.blogPosts());
    void queryClient.prefetchQuery(publicQueries.appReviews());
  }
  const article = matchPath(`${ROUTES.blog}/:slug`, pathname);
  if (article?.params.slug) void queryClient.prefetchQuery(publicQueries.blogPost(article.params.slug));
}
