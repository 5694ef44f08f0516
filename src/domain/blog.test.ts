import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from './constants';
import {
  blogFiltersOf,
  blogFiltersQuery,
  countWords,
  postMatchesSearch,
  readTimeFromContent,
  slugify,
  SLUG_PATTERN,
} from './blog';

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

describe('readTimeFromContent', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'grace').join(' ');
  it('is words / 200 rounded up', () => {
    expect(readTimeFromContent(words(200))).toBe(1);
    expect(readTimeFromContent(words(201))).toBe(2);
    expect(readTimeFromContent(words(1000))).toBe(5);
  });
  it('is at least 1 and at most 60', () => {
    expect(readTimeFromContent('')).toBe(1);
    expect(readTimeFromContent(words(200 * 70))).toBe(60);
  });
  it('counts words across any whitespace', () => {
    expect(countWords(' one\ntwo\t three  ')).toBe(3);
  });
});

describe('postMatchesSearch', () => {
  const post = {
    title: 'Setting Healthy Boundaries',
    excerpt: 'Guard your heart',
    content: 'Proverbs 4:23',
    category: 'Boundaries',
  };
  it('matches title, excerpt and content case-insensitively', () => {
    expect(postMatchesSearch(post, 'healthy')).toBe(true);
    expect(postMatchesSearch(post, 'HEART')).toBe(true);
    expect(postMatchesSearch(post, 'proverbs')).toBe(true);
    expect(postMatchesSearch(post, 'marriage')).toBe(false);
  });
  it('matches everything for an empty search', () => {
    expect(postMatchesSearch(post, '  ')).toBe(true);
  });
  it('searches only the fields asked for', () => {
    expect(postMatchesSearch(post, 'proverbs', ['title', 'excerpt', 'category'])).toBe(false);
    expect(postMatchesSearch(post, 'boundaries', ['category'])).toBe(true);
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
