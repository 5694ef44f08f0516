// The app in the browser: hydrates the page the server rendered, or draws a screen only the PWA
// draws. Loaded by the page's entry (main.tsx) once the page is painted.
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { readPageState } from '@/server-render/page-state';
import { AppProviders } from '@/components/layout/app-providers';
import { installPublicPageReads, publicPageReads } from '@/site/public-pages';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/**
 * Loads the route chunks the URL needs before hydrating: a lazy route would otherwise render its
 * fallback first, which is not the HTML the server sent.
 */
async function loadMatchedRoutes(table: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(table, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      // Every lazy route of this table is a function (routes.tsx: page, adminScreen).
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

installPublicPageReads();
const queryClient = createQueryClient();
const state = readPageState(document);
const app = (siteUrl?: string): ReactNode => (
  <StrictMode>
    <AppProviders client={queryClient} siteUrl={siteUrl} formPost={state?.formPost}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

/**
 * Not top-level await: the route chunks import shared code from the entry's own chunk, which would
 * wait on the entry while the entry waits on them (a deadlock, seen: nothing ever hydrated).
 */
async function start(): Promise<void> {
  if (state) {
    // A page the server rendered: its data is in the page, so hydration fetches nothing again.
    if (state.queries) hydrate(queryClient, state.queries);
    await loadMatchedRoutes(routes);
    // As a transition, hydration yields to the reader's input instead of one long task.
    startTransition(() => {
      hydrateRoot(container as HTMLElement, app(state.siteUrl));
    });
  } else {
    // A screen only the PWA draws (or the offline shell): start its reads while the chunks load.
    // A failed prefetch is not cached as data: the page's own query reports it. Never fetched
    // twice: staleTime Infinity, one cache entry.
    for (const options of publicPageReads(window.location.pathname, window.location.search)) {
      void queryClient.prefetchQuery(options);
    }
    createRoot(container as HTMLElement).render(app());
  }
}

void start();
