import { useQuery } from '@tanstack/react-query';
import { HOME_POST_COUNT } from '@/domain/constants';
import { publicQueries } from '@/lib/api-queries';

/** Home calls GET /api/blog-posts with no params and shows the newest few. */
export function useLatestPosts() {
  return useQuery({ ...publicQueries.blogPosts(), select: (posts) => posts.slice(0, HOME_POST_COUNT) });
}
