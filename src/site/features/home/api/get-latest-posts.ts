import { useQuery } from '@tanstack/react-query';
import { HOME_POST_COUNT } from '@/domain/constants';
import { publicQueries } from '@/lib/api-queries';

/** Home calls GET /api/blog-posts?limit=3: the newest few, and only those are read. */
export function useLatestPosts() {
  return useQuery(publicQueries.latestPosts(HOME_POST_COUNT));
}
