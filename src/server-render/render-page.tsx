// The server's half of the public pages: from the request to the HTML. The URL's page module
// (src/site/public-pages.ts) says what it reads, its head and its status; its view renders with the
// same route frame, providers and query definitions as the app (start-app.tsx), which draws the
// same page from the offline shell. In the browser only the page's islands come alive
// (src/site/islands/start-islands.tsx); the rest stays this HTML.
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/components/layout/app-providers';
import { RootHydrateFallback } from '@/components/layout/root-layout';
import { pageHead, pageHeadHtml, type PageMeta } from '@/domain/page-head';
import { APP_ONLY_PAGE_META, NOT_FOUND_PAGE_META } from '@/domain/page-meta';
import { isAppOnlyPath } from '@/domain/routes';
import { createQueryClient } from '@/lib/query-client';
import { installPublicPageReads, matchPublicPage, readsOf } from '@/site/public-pages';
import { PUBLIC_PAGE_ROUTES, siteRoutes } from '@/site/site-routes';
import { extractStyles } from './antd-server-styles';
import { serializePageState, type PageState } from './page-state';
import type { PageRenderer, RenderedPage, RenderOptions } from './page-shell';
import { prefetchPageQueries } from './prefetch-page';

installPublicPageReads();

/** The public pages alone: the app's screens (members', the owner's) are never rendered here. */
const SERVER_ROUTES = siteRoutes(PUBLIC_PAGE_ROUTES);

// A URL naming nothing (404), or nothing a page could name (400: no valid slug), is the not-found page.
const isNotFound = (error: unknown) => [400, 404].includes((error as { status?: unknown } | null)?.status as number);

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

/**
 * A public page, with its data: its islands come alive in the browser. Answered 404 (with the not-found
 * head, out of search results) when what it names does not exist; a read failing for another reason
 * throws, so the page is not cached as broken.
 */
export async function renderPage(url: URL, { siteUrl, read, formPost }: RenderOptions): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const { page, request } = matchPublicPage(url.pathname, url.search);
  const reads = readsOf(page, request);
  await prefetchPageQueries(queryClient, reads, read);
  for (const { queryKey } of reads) {
    const { error } = queryClient.getQueryState(queryKey) ?? {};
    if (error && !isNotFound(error)) throw error;
  }
  const meta = await page.head(request, queryClient);
  const { html, headResources } = await renderRoutes(SERVER_ROUTES, url, (app) => (
    <AppProviders client={queryClient} siteUrl={siteUrl} formPost={formPost}>
      {app}
    </AppProviders>
  ));
  // The reads stay here: each island is given its own data as props, and the rest is never hydrated.
  const state: PageState = { siteUrl, ...(formPost ? { formPost } : meta ? { countsView: true } : {}) };
  queryClient.clear();
  return {
    status: meta ? 200 : 404,
    headHtml: headHtmlOf(meta ?? NOT_FOUND_PAGE_META, siteUrl, url.pathname, !meta),
    html,
    headResources,
    stateScript: serializePageState(state),
    islands: true,
  };
}

function headHtmlOf(meta: PageMeta, siteUrl: string, path: string, noindex: boolean): string {
  return pageHeadHtml(pageHead(meta, siteUrl, path), { noindex });
}

/**
 * The members' and owner's screens are drawn by the PWA alone: their HTML carries the header and
 * the loading column, rendered from the components the PWA then mounts in their place.
 */
export async function renderAppShell(url: URL, { siteUrl }: Pick<RenderOptions, 'siteUrl'>): Promise<RenderedPage> {
  const shellRoutes: RouteObject[] = [{ path: '*', element: <RootHydrateFallback /> }];
  const { html, headResources } = await renderRoutes(shellRoutes, url, (app) => <AppProviders>{app}</AppProviders>);
  return {
    status: 200,
    headHtml: headHtmlOf(APP_ONLY_PAGE_META, siteUrl, url.pathname, true),
    html,
    headResources,
    stateScript: '',
    islands: false,
  };
}

/** The page at `url`: a public page rendered with its data, or the shell of a screen of the app. */
export function render(url: URL, options: RenderOptions): Promise<RenderedPage> {
  return isAppOnlyPath(url.pathname) ? renderAppShell(url, options) : renderPage(url, options);
}

// What the pages function loads (scripts/build-functions.ts bundles this module by itself).
export const pageRenderer = { render } satisfies PageRenderer;
