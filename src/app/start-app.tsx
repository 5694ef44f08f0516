// The app in the browser: draws the screens only it draws (members', the owner's, sign-in), from
// the shell the server sends for them; and, offline, a public page this device never read, from the
// shell the service worker answers with (its reads from the worker's cache, or an offline notice
// until the connection is back). A public page the server rendered never loads the app: its islands
// alone come alive (src/site/islands/start-islands.tsx). Loaded by the page's entry (main.tsx) once
// the page is painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isAdminPath } from '@/domain/routes';
import { createQueryClient } from '@/lib/query-client';
import { startCurrentUserRead } from '@/lib/session/current-user';
import { useSessionStore } from '@/lib/session/session-store';
import { readPageState } from '@/server-render/page-state';
import { AppProviders } from '@/components/layout/app-providers';
import { loadAntdStylesheet } from '@/components/ui/theme/antd-stylesheet';
import { installPublicPageReads, publicPageReads } from '@/site/public-pages';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

installPublicPageReads();
const queryClient = createQueryClient();
const state = readPageState(document);

// Start the screen's reads while the chunks load. A failed prefetch is not cached as data: the
// page's own query reports it. Never fetched twice: staleTime Infinity, one cache entry.
const { pathname, search } = window.location;
for (const options of publicPageReads(pathname, search)) {
  void queryClient.prefetchQuery(options);
}
// An owner's screen: who is signed in and what the screen reads first, asked beside the admin
// chunks rather than one after another once the layout has drawn. The screen's reads only on a
// device that has signed in: a visitor's would be refused.
if (isAdminPath(pathname)) {
  startCurrentUserRead(queryClient);
  if (useSessionStore.getState().signedInHint) {
    // The owner's screens wait for antd's prebuilt stylesheet (the admin layout's zeroRuntime): asked
    // now, beside the layout's chunk, not once it has loaded. A failed load is the layout's to report
    // (its own call asks again).
    loadAntdStylesheet().catch(() => undefined);
    void import('@/app/features/admin/admin-screens').then(({ adminScreenReads }) => {
      for (const options of adminScreenReads(pathname, search)) void queryClient.prefetchQuery(options);
    });
  }
}
createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient} siteUrl={state?.siteUrl} formPost={state?.formPost}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>,
);
