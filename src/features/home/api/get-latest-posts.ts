import { useQuery } from '@tanstack/react-query';
import { HOME_POST_COUNT } from '@/domain/constants';
import type { BlogPost } from '@/domain/types';
import { blogPostsQueryKey } from '@/lib/query-keys';

/** Home calls GET /api/blog-posts with no params (spec section 7) and shows the newest few. */
export function useLatestPosts() {
  return useQuery<BlogPost[], Error, BlogPost[]>({
    queryKey: blogPostsQueryKey(),
    select: (posts) => posts.slice(0, HOME_POST_COUNT),
  });
}
