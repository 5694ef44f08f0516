// The server's half of the public pages: the same route table, providers and query definitions as
// the browser's app (start-app.tsx), rendered to HTML with the page's data and antd's styles, so the
// browser hydrates what it receives instead of drawing the page again.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { RootHydrateFallback } from '@/components/layout/root-layout';
import { THEME_VARS_CLASS } from '@/components/theme-vars';
import type { PageRenderer, RenderedBody, RenderOptions } from '@/domain/page-head';
import { readApiKey } from '@/lib/api-queries';
import { createQueryClient } from '@/lib/query-client';
import { serializePageState, type PageState } from './page-state';
import { AppProviders } from './providers';
import { routeQueries } from './route-queries';
import { routes } from './routes';

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

// cssinjs's own hash. Bundled for Node as CommonJS (scripts/build-functions.ts), a default import
// is the package's exports object, whose `default` is the function; under Vite it is the function.
const hash: (text: string) => string =
  typeof emotionHash === 'function' ? emotionHash : (emotionHash as unknown as { default: typeof emotionHash }).default;

/**
 * antd's styles for the render, with the theme's CSS variables named as the browser names them.
 * cssinjs (2.1.2) extracts that style under the token's key, but in the browser registers it under
 * hash(`css-var-${key}`) (its useCacheToken), so hydration found no such style and added the same
 * 12 KB of variables again, which restyled the whole page during hydration (Chromium: a style
 * recalculation of about 20 ms, on a phone four times that). Named alike, it is found and kept.
 */
function extractStyles(cache: ReturnType<typeof createCache>): string {
  const tokenStyle = new RegExp(
    `(<style [^>]*data-token-hash="${THEME_VARS_CLASS}" data-css-hash=")[^"]+("[^>]*>\\.${THEME_VARS_CLASS}\\{)`,
  );
  return extractStyle(cache).replace(tokenStyle, `$1${hash(`css-var-${THEME_VARS_CLASS}`)}$2`);
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
  // card's) first in its HTML. In the head it comes before the scripts, whose requests would
  // otherwise all go first (Lighthouse: the picture waited about 1 s behind them). React's other
  // image preloads stay where it wrote them.
  const hints = /^(?:<link rel="preload" as="image"[^>]* fetchPriority="high"\/>)*/.exec(html)?.[0] ?? '';
  return { html: html.slice(hints.length), headResources: hints + extractStyles(cache) };
}

/** A public page, with its data: the browser hydrates it (start-app.tsx). */
export async function renderPage(url: URL, { siteUrl, read }: RenderOptions): Promise<RenderedBody> {
  const queryClient = createQueryClient();
  const queries = routeQueries(url.pathname, url.search);
  // The API's reads together (Home's three would otherwise queue on an uncached render); their
  // definitions' own read is an HTTP GET to the API, here the same answer comes from `read`. A
  // derived read (one tab's resources, filtered from the list) after them, finding its source cached.
  const fromApi = queries.filter((options) => options.queryFn === readApiKey);
  await Promise.all(
    fromApi.map((options) => queryClient.prefetchQuery({ ...options, queryFn: ({ queryKey }) => read(queryKey) })),
  );
  await Promise.all(
    queries.filter((options) => !fromApi.includes(options)).map((options) => queryClient.prefetchQuery(options)),
  );
  const { html, headResources } = await renderRoutes(routes, url, (app) => (
    <AppProviders client={queryClient} siteUrl={siteUrl}>
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
