// The server's half of the public pages: the same route table, providers and query definitions as
// the browser's app (start-app.tsx), rendered to HTML with the page's data and antd's styles, so the
// browser hydrates what it receives instead of drawing the page again.
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { RootHydrateFallback } from '@/components/layout/root-layout';
import { extractStyles } from './antd-server-styles';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { serializePageState, type PageState } from './page-state';
import type { PageRenderer, RenderedBody, RenderOptions } from './page-shell';
import { prefetchPageQueries } from './prefetch-page';
import { routeQueries } from './route-queries';

/**
 * The whole page once every lazy part has loaded (no streaming: the CDN keeps whole pages). Every
 * Suspense boundary is written in place: past `progressiveChunkSize` bytes React would move a
 * boundary's content after the page with an inline script to put it back, which the
 * Content-Security-Policy blocks (seen: React error 419 and a client re-render of the boundary).
 */
async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

async function renderRoutes(
  table: RouteObject[],
  url: URL,
  wrap: (app: ReactNode) => ReactNode,
): Promise<{ html: string; headResources: string }> {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(url));
  // Loaders could answer a redirect; this table has none (Hosting holds the 301s).
  if (context instanceof Response) throw new Error(`unexpected ${context.status} from the route table`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = await toHtml(
    <StrictMode>
      <StyleProvider cache={cache}>
        {wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />)}
      </StyleProvider>
    </StrictMode>,
  );
  // React writes a preload for each picture marked fetchPriority high (an article's, the list's first
  // card's; a <picture>'s is ResponsivePicture's, with its srcset) first in its HTML. In the head it
  // comes before the scripts, whose requests would otherwise all go first (Lighthouse: the picture
  // waited about 1 s behind them). React's other image preloads stay where it wrote them.
  const hints = /^(?:<link rel="preload" as="image"(?=[^>]* fetchPriority="high")[^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { html: html.slice(hints.length), headResources: hints + extractStyles(cache) };
}

/** A public page, with its data: the browser hydrates it (start-app.tsx). */
export async function renderPage(url: URL, { siteUrl, read, formPost }: RenderOptions): Promise<RenderedBody> {
  const queryClient = createQueryClient();
  await prefetchPageQueries(queryClient, routeQueries(url.pathname, url.search), read);
  const { html, headResources } = await renderRoutes(routes, url, (app) => (
    <AppProviders client={queryClient} siteUrl={siteUrl} formPost={formPost}>
      {app}
    </AppProviders>
  ));
  const state: PageState = {
    siteUrl,
    // A failed read goes along too (an unpublished article's 404), so the browser shows what the
    // server showed instead of a skeleton.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
    }),
    ...(formPost ? { formPost } : {}),
  };
  queryClient.clear();
  return { html, headResources, stateScript: serializePageState(state) };
}

/**
 * The members' and owner's screens are drawn by the PWA alone: their HTML carries the header and
 * the loading column, rendered from the components the PWA then mounts in their place.
 */
export async function renderAppShell(url: URL): Promise<RenderedBody> {
  const shellRoutes: RouteObject[] = [{ path: '*', element: <RootHydrateFallback /> }];
  const { html, headResources } = await renderRoutes(shellRoutes, url, (app) => <AppProviders>{app}</AppProviders>);
  return { html, headResources, stateScript: '' };
}

// What the pages function loads (scripts/build-functions.ts bundles this module by itself).
export const pageRenderer = { renderPage, renderAppShell } satisfies PageRenderer;
