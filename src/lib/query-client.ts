import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * Spec section 7: the default read issues a GET to the first element of the
 * cache key and parses JSON. An object in the key (filters) is sent as query params.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const [path, second] = queryKey as [string, unknown];
  // Only an object in the key is sent; other parts (like the resources' type) only key the cache.
  const params = typeof second === 'object' && second !== null ? (second as Record<string, string | undefined>) : {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const query = search.toString();
  return apiGet(query ? `${path}?${query}` : path);
};

/** Never stale, no refetch on focus, no polling, no retries (spec sections 7 and 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
