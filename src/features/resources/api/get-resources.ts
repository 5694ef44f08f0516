import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Resource } from '@/domain/types';
import { resourcesQueryKey } from '@/lib/query-keys';
import type { ResourceFilter } from '../resource-filter';

/**
 * GET /api/resources. The cache key carries the tab's type (spec section 7), but
 * the default query function sends only object params, so the request is the
 * same for every tab and the filtering happens in the client.
 */
export function useResources(type: ResourceFilter) {
  return useQuery<Resource[]>({ queryKey: resourcesQueryKey(type), placeholderData: keepPreviousData });
}
