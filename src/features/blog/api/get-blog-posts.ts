import { useQuery } from '@tanstack/react-query';
import { publicQueries, type BlogFilters } from '@/lib/api-queries';

export function useBlogPosts(filters: BlogFilters) {
  return useQuery(publicQueries.blogPosts(filters));
}
