import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES, READ_TIME_MAX, READ_TIME_MIN, WORDS_PER_MINUTE } from './constants';

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

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Words / 200, rounded up, at least 1 (and at most the editor's 60). */
export function readTimeFromContent(content: string): number {
  const minutes = Math.ceil(countWords(content) / WORDS_PER_MINUTE);
  return Math.min(READ_TIME_MAX, Math.max(READ_TIME_MIN, minutes));
}

/** Case-insensitive match on title, excerpt and content (the public search). */
export function postMatchesSearch(
  post: { title: string; excerpt: string; content?: string; category?: string },
  search: string,
  fields: ReadonlyArray<'title' | 'excerpt' | 'content' | 'category'> = ['title', 'excerpt', 'content'],
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (post[field] ?? '').toLowerCase().includes(needle));
}

/** The blog list's filters as its URL carries them (`?search=&category=`); unknown categories read as all. */
export function blogFiltersOf(params: URLSearchParams): { search: string; category: string } {
  const category = params.get('category');
  return {
    search: params.get('search') ?? '',
    category: category && (BLOG_FILTER_CATEGORIES as readonly string[]).includes(category) ? category : ALL_CATEGORIES,
  };
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
