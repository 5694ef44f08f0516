import { QueryClient } from '@tanstack/react-query';
import { readApiKey } from './api-queries';

/**
 * Never stale, no refetch on focus, no polling, no retries. Every read has its definition in
 * ./api-queries; the default query function GETs the path its key names.
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
