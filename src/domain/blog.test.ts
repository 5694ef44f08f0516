import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from './constants';
import { blogFiltersOf, blogFiltersQuery, slugify, SLUG_PATTERN } from './blog';

describe('slugify', () => {
  it('lowercases, drops punctuation and hyphenates whitespace', () => {
    expect(slugify('Dating with Purpose: 5 Biblical Principles!')).toBe('dating-with-purpose-5-biblical-principles');
  });
  it('collapses runs of spaces and hyphens and trims them', () => {
    expect(slugify('  Prayer  &  Relationships -- a Guide  ')).toBe('prayer-relationships-a-guide');
  });
  it('folds accents so the slug stays ASCII', () => {
    expect(slugify('Café Conversations')).toBe('cafe-conversations');
  });
  it('always yields a slug the server accepts, or empty', () => {
    for (const title of ['Hello, World', '¿Qué?', '1 Corinthians 13:4-7', '---']) {
      const slug = slugify(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});

describe('blogFiltersQuery', () => {
  it("leaves out 'all' and an empty search, so the unfiltered list is the bare page", () => {
    expect(blogFiltersQuery({ search: '', category: ALL_CATEGORIES })).toBe('');
    expect(blogFiltersQuery({ search: '   ', category: ALL_CATEGORIES })).toBe('');
  });
  it('writes the category, then the search, as a form would encode them', () => {
    expect(blogFiltersQuery({ search: '', category: 'Single Life' })).toBe('?category=Single+Life');
    expect(blogFiltersQuery({ search: 'pray & wait', category: 'Prayer & Relationships' })).toBe(
      '?category=Prayer+%26+Relationships&search=pray+%26+wait',
    );
  });
  it('is read back by blogFiltersOf as the same filters', () => {
    for (const category of [ALL_CATEGORIES, ...BLOG_FILTER_CATEGORIES]) {
      const filters = { search: 'guard your heart', category };
      expect(blogFiltersOf(new URLSearchParams(blogFiltersQuery(filters)))).toEqual(filters);
    }
  });
});
