import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { prefetchRouteData } from './prefetch-route-data';
import { AppProviders } from './providers';
import { router } from './router';
import { StaticShellRemover } from './static-shell-remover';
// The theme's tokens as CSS variables on :root, before any style that reads them.
import './theme-tokens.css';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const queryClient = createQueryClient();
prefetchRouteData(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
      <StaticShellRemover />
    </AppProviders>
  </StrictMode>,
);
