// The app in the browser: draws the screens only it draws (members', the owner's, sign-in), from
// the shell the server sends for them; and, offline, a public page this device never read, from the
// shell the service worker answers with (its reads from the worker's cache, or an offline notice
// until the connection is back). A public page the server rendered never loads the app: its islands
// alone come alive (src/site/islands/start-islands.tsx). Loaded by the page's entry (main.tsx) once
// the page is painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { readPageState } from '@/server-render/page-state';
import { AppProviders } from '@/components/layout/app-providers';
import { installPublicPageReads, publicPageReads } from '@/site/public-pages';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

installPublicPageReads();
const queryClient = createQueryClient();
const state = readPageState(document);

// Start the screen's reads while the chunks load. A failed prefetch is not cached as data: the
// page's own query reports it. Never fetched twice: staleTime Infinity, one cache entry.
for (const options of publicPageReads(window.location.pathname, window.location.search)) {
  void queryClient.prefetchQuery(options);
}
createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient} siteUrl={state?.siteUrl} formPost={state?.formPost}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>,
);
