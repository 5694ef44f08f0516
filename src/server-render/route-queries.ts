import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { pageReads } from '@/lib/page-reads';

/**
 * The reads the first view of a URL shows (src/lib/page-reads). The server reads them before it
 * renders the page and hands them over in the HTML; the browser starts them while React and the
 * route chunk load when it draws a page itself.
 */
export function routeQueries(pathname: string, search: string): RouteQuery[] {
  return pageReads(pathname, search) as RouteQuery[];
}

/**
 * Any one of the public definitions. Their keys and answers differ, and a typed key is not
 * assignable to the general one (TanStack's options are invariant in it), hence the widening above.
 */
export type RouteQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/** Starts the first page's reads early (never fetched twice: staleTime Infinity, one cache entry). */
export function prefetchRouteData(queryClient: QueryClient, pathname: string, search: string): void {
  // A failed prefetch is not cached as data: the page's own query reports it.
  for (const options of routeQueries(pathname, search)) void queryClient.prefetchQuery(options);
}
