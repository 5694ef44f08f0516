import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@/domain/types';
import { blogPostQueryKey } from '@/lib/query-keys';

/** GET /api/blog-posts/{slug}; any non-OK answer counts as not found (spec section 7). */
export function useBlogPost(slug: string) {
  return useQuery<BlogPost>({ queryKey: blogPostQueryKey(slug) });
}
