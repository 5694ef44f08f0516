import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/components/layout/root-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { PUBLIC_PAGE_MODULES } from './public-pages';

/** A route whose screen is a chunk of its own: the first load of a route carries only the shell and that screen. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Every public page type's route, from its module. */
export const PUBLIC_PAGE_ROUTES: RouteObject[] = PUBLIC_PAGE_MODULES.map((page) => ({
  path: page.path,
  ...lazyScreen(page.view),
}));

/**
 * The site's frame (header, footer, the page's own Suspense boundary) around its screens. The
 * server's render (src/server-render/render-page.tsx) draws the public pages in it, and the app
 * (src/app/routes.tsx) its own screens and, offline, a public page this device never loaded: one
 * frame, so a page looks the same whichever drew it.
 */
export function siteRoutes(screens: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RouteErrorBoundary />,
      children: [{ errorElement: <RouteErrorBoundary />, children: screens }],
    },
  ];
}
