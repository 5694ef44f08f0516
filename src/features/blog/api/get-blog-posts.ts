import { useQuery } from '@tanstack/react-query';
import { ALL_CATEGORIES } from '@/domain/constants';
import type { BlogPost } from '@/domain/types';

export interface BlogFilters {
  search: string;
  category: string;
}

/**
 * GET /api/blog-posts?search=&category= (spec section 7; 'all' is omitted).
 * Without filters the key is the bare path, so the list shares its cache with Home.
 */
export function blogPostsQueryKey({ search, category }: BlogFilters): readonly unknown[] {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  if (category && category !== ALL_CATEGORIES) params.category = category;
  return Object.keys(params).length > 0 ? ['/api/blog-posts', params] : ['/api/blog-posts'];
}

export function useBlogPosts(filters: BlogFilters) {
  return useQuery<BlogPost[]>({ queryKey: blogPostsQueryKey(filters) });
}
