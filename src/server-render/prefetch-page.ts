import type { QueryClient } from '@tanstack/react-query';
import { publicReadCallOf } from '@/lib/api-queries';
import type { RenderOptions } from './page-shell';
import type { RouteQuery } from '@/lib/page-reads';

/**
 * A page's reads, for the server render. A public read's own fetcher is an HTTP GET to the API:
 * here `read` answers it on the server, by the read it asks. They go together (Home's three would
 * otherwise queue on an uncached render); a derived read (one tab's resources, filtered from the
 * list) after them, finding its source cached.
 */
export async function prefetchPageQueries(
  queryClient: QueryClient,
  queries: readonly RouteQuery[],
  read: RenderOptions['read'],
): Promise<void> {
  const fromApi = queries.flatMap((options) => {
    const call = publicReadCallOf(options);
    // Without its `meta`: the page's state carries only the answer.
    return call ? [{ ...options, meta: undefined, queryFn: () => read(call) }] : [];
  });
  await Promise.all(fromApi.map((options) => queryClient.prefetchQuery(options)));
  await Promise.all(
    queries.filter((options) => !publicReadCallOf(options)).map((options) => queryClient.prefetchQuery(options)),
  );
}
