import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceFilter } from '@/domain/resource';
import { publicQueries } from '@/lib/api-queries';

/** One tab's resources; the list behind every tab is fetched once (see publicQueries.resourcesOfType). */
export function useResources(type: ResourceFilter) {
  return useQuery({ ...publicQueries.resourcesOfType(type), placeholderData: keepPreviousData });
}
