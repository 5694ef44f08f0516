import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '@/lib/api-queries';

export function useBlogPost(slug: string) {
  return useQuery(publicQueries.blogPost(slug));
}
