import type { FetchQueryOptions } from '@tanstack/react-query';

/**
 * Any one of the public read definitions (./api-queries). Their keys and answers differ, and a
 * typed key is not assignable to the general one (TanStack's options are invariant in it), so a
 * page's list widens them.
 */
export type RouteQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

type PageReadsOf = (pathname: string, search: string) => RouteQuery[];

let readsOfPage: PageReadsOf | undefined;

/**
 * The public page modules declare what each page reads (src/site); shared code cannot import them
 * (they import the pages' views), so the app and the server render hand them over at start.
 */
export function installPageReads(of: PageReadsOf): void {
  readsOfPage = of;
}

/**
 * The reads the first view of a page shows, from the definitions the pages' hooks use: what the
 * server reads before it renders the page, what the browser starts early when it draws a page
 * itself, and what a saved item's page needs to be read offline.
 */
export function pageReads(pathname: string, search: string): RouteQuery[] {
  if (!readsOfPage)
    throw new Error('page reads asked before the public pages were installed (src/site/public-pages.ts)');
  return readsOfPage(pathname, search);
}
