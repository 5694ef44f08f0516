import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@/domain/types';
import { blogPostsQueryKey, type BlogFilters } from '@/lib/query-keys';

/** GET /api/blog-posts?search=&category= (spec section 7). */
export function useBlogPosts(filters: BlogFilters) {
  return useQuery<BlogPost[]>({ queryKey: blogPostsQueryKey(filters) });
}
