// Markdown-free: the public pages use these. The read time and search, which read a post's words
// out of its Markdown, are in post-text.ts.
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from './constants';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lowercased, punctuation removed, whitespace turned into hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The blog list's filters as its URL carries them (`?search=&category=`); unknown categories read as all. */
export function blogFiltersOf(params: URLSearchParams): { search: string; category: string } {
  const category = params.get('category');
  return {
    search: params.get('search') ?? '',
    category: category && (BLOG_FILTER_CATEGORIES as readonly string[]).includes(category) ? category : ALL_CATEGORIES,
  };
}

/** The blog list's page as its URL carries it: the filters and a page link (`?after=` or `?before=` a post's id). */
export function blogPageOf(params: URLSearchParams): {
  search: string;
  category: string;
  after?: string;
  before?: string;
} {
  const after = params.get('after') || undefined;
  const before = after ? undefined : params.get('before') || undefined;
  return { ...blogFiltersOf(params), ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

/** The query of a page of these filters: the older posts after `after`, or the newer ones before `before`. */
export function blogPageQuery(
  filters: { search: string; category: string },
  page: { after?: string; before?: string },
): string {
  const params = new URLSearchParams(blogFiltersQuery(filters));
  if (page.after) params.set('after', page.after);
  else if (page.before) params.set('before', page.before);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The query that shows these filters (`?category=…&search=…`, or '' for everything): the chips'
 * links, which work as plain links before and without scripts. 'All' and an empty search are left out.
 */
export function blogFiltersQuery({ search, category }: { search: string; category: string }): string {
  const params = new URLSearchParams();
  if (category !== ALL_CATEGORIES) params.set('category', category);
  if (search.trim()) params.set('search', search);
  const query = params.toString();
  return query ? `?${query}` : '';
}
