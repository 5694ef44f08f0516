import { QueryClient } from '@tanstack/react-query';
import { readApiKey } from './api-queries';

/**
 * Never stale, no refetch on focus, no polling, no retries (spec sections 7 and 9). Every read has
 * its definition in ./api-queries; the default query function is the spec's default read.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readApiKey,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
