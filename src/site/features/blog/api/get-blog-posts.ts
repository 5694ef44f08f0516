import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicQueries, type BlogPageRequest } from '@/lib/api-queries';

/** A page of the blog list; the page shown stays while the next one loads (no skeleton between pages). */
export function useBlogList(request: BlogPageRequest) {
  return useQuery({ ...publicQueries.blogList(request), placeholderData: keepPreviousData });
}
