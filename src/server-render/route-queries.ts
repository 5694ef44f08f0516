import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { blogFiltersOf } from '@/domain/blog';
import { ALL_RESOURCES } from '@/domain/resource';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';

/**
 * The reads the first view of a URL shows, from the definitions the pages' hooks use
 * (src/lib/api-queries). The server reads them before it renders the page and hands them over in
 * the HTML; the browser starts them while React and the route chunk load when it draws a page
 * itself.
 */
export function routeQueries(pathname: string, search: string): RouteQuery[] {
  return pageQueries(pathname, search) as RouteQuery[];
}

/**
 * Any one of the public definitions. Their keys and answers differ, and a typed key is not
 * assignable to the general one (TanStack's options are invariant in it), hence the widening above.
 */
export type RouteQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

function pageQueries(pathname: string, search: string) {
  if (matchPath(ROUTES.home, pathname)) {
    return [publicQueries.blogPosts(), publicQueries.appReviews(), publicQueries.testimonials()];
  }
  if (matchPath(ROUTES.blog, pathname)) return [publicQueries.blogPosts(blogFiltersOf(new URLSearchParams(search)))];
  const article = matchPath(`${ROUTES.blog}/:slug`, pathname);
  if (article?.params.slug) return [publicQueries.blogPost(article.params.slug)];
  if (matchPath(ROUTES.appReviews, pathname)) return [publicQueries.appReviews()];
  if (matchPath(ROUTES.resources, pathname)) {
    return [publicQueries.resources(), publicQueries.resourcesOfType(ALL_RESOURCES)];
  }
  return [];
}

/** Starts the first page's reads early (never fetched twice: staleTime Infinity, one cache entry). */
export function prefetchRouteData(queryClient: QueryClient, pathname: string, search: string): void {
  // A failed prefetch is not cached as data: the page's own query reports it.
  for (const options of routeQueries(pathname, search)) void queryClient.prefetchQuery(options);
}
