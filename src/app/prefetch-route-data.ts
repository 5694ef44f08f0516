import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@/domain/routes';

/**
 * Starts the first page's reads while React and the route chunk are still loading, so the
 * answer is in flight (or cached) by the time the page asks for it. The keys are the ones the
 * pages' hooks use: the same cache entry, and the hooks never fetch twice (staleTime Infinity).
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  const keys: string[] = [];
  if (matchPath(ROUTES.home, pathname)) keys.push('/api/blog-posts', '/api/app-reviews');
  const article = matchPath(`${ROUTES.blog}/:slug`, pathname);
  if (article?.params.slug) keys.push(`/api/blog-posts/${encodeURIComponent(article.params.slug)}`);
  // A failed prefetch is not cached as data: the page's own query reports it.
  for (const key of keys) void queryClient.prefetchQuery({ queryKey: [key] });
}
