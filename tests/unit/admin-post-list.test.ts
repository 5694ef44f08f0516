// The owner's blog list: a search's matches cut into numbered pages, and the words that pick them.
import { describe, expect, it } from 'vitest';
import { searchRank } from '@/domain/post-search';
import { searchQueryWords } from '@/domain/search-words';
import type { BlogPostSummary } from '@/domain/types';
import { pageOfMatches } from '../../functions/src/services/blog-posts';

function summary(index: number): BlogPostSummary {
  return {
    id: `post-${index}`,
    slug: `post-${index}`,
    title: `Post ${index}`,
    excerpt: 'An excerpt.',
    category: 'Dating Advice',
    publishedAt: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
    readTime: 3,
    status: 'published',
  };
}

describe('pageOfMatches', () => {
  const matches = Array.from({ length: 45 }, (_, index) => summary(index));
  const ids = (page: number) => pageOfMatches(matches, { page, pageSize: 20 }).posts.map((post) => post.id);

  it('answers the numbered page and the total of every match', () => {
    expect(ids(1)).toEqual(matches.slice(0, 20).map((post) => post.id));
    expect(ids(3)).toEqual(['post-40', 'post-41', 'post-42', 'post-43', 'post-44']);
    expect(pageOfMatches(matches, { page: 2, pageSize: 20 }).total).toBe(45);
  });

  it('answers an empty page past the end, with the total still told', () => {
    expect(pageOfMatches(matches, { page: 4, pageSize: 20 })).toEqual({ posts: [], total: 45 });
    expect(pageOfMatches([], { page: 1, pageSize: 20 })).toEqual({ posts: [], total: 0 });
  });
});

describe("the owner's search keeps what the spec searches (title, excerpt, category)", () => {
  const post = { title: 'Waiting Well, Together k3x9', excerpt: 'On patience.', category: 'Faith & Dating' };
  const kept = (search: string) => searchRank(post, searchQueryWords(search)) <= 1;

  it('finds words of the title, excerpt and category, any case, a word by its start', () => {
    expect(kept('k3x9')).toBe(true);
    expect(kept('WAITING together')).toBe(true);
    expect(kept('patien')).toBe(true);
    expect(kept('faith dating')).toBe(true);
  });

  it('leaves out a post missing any word there (a word only in the body does not count)', () => {
    expect(kept('waiting marriage')).toBe(false);
  });
});
