// The cache keys of the public reads. The default query function GETs the first element
// of a key (spec section 7), so a key is the API path: one place for both, shared by the
// features' hooks and the entry's prefetch so they always hit the same cache entry.
import { ALL_CATEGORIES } from '@/domain/constants';

export interface BlogFilters {
  search: string;
  category: string;
}

/**
 * GET /api/blog-posts?search=&category= ('all' is omitted). Without filters the key is the
 * bare path, which Home uses too, so the two share one cache entry.
 */
export function blogPostsQueryKey({ search, category }: BlogFilters = { search: '', category: ALL_CATEGORIES }) {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  if (category && category !== ALL_CATEGORIES) params.category = category;
  return Object.keys(params).length > 0 ? (['/api/blog-posts', params] as const) : (['/api/blog-posts'] as const);
}

export const blogPostQueryKey = (slug: string) => [`/api/blog-posts/${encodeURIComponent(slug)}`] as const;

export const appReviewsQueryKey = ['/api/app-reviews'] as const;

export const testimonialsQueryKey = ['/api/testimonials'] as const;

/** The type only keys the cache (spec section 7): the request is the same for every tab. */
export const resourcesQueryKey = (type: string) => ['/api/resources', type] as const;
