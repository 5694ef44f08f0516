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
