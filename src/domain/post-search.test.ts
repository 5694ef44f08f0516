import { describe, expect, it } from 'vitest';
import { postSearchTokens, searchRank, storedSearchWords } from './post-search';
import { SEARCH_WORDS_MAX, searchQueryWords, searchWords } from './search-words';

const post = {
  title: 'Guarding Your Heart While Dating',
  excerpt: 'What Proverbs 4:23 asks of Christian singles.',
  category: 'Biblical Dating',
  content: 'Pray **together** before you [decide](https://shop.example/x). Café talk is fine.',
};

describe('the search tokens a post stores', () => {
  it('holds every word of the title, excerpt, category and body, lowercased, without accents or Markdown', () => {
    const tokens = new Set(postSearchTokens(post));
    for (const word of ['guarding', 'heart', 'proverbs', '23', 'biblical', 'pray', 'together', 'decide', 'cafe']) {
      expect(tokens.has(word), word).toBe(true);
    }
    expect(tokens.has('shop'), 'a link target is not text').toBe(false);
    expect(tokens.has('**together**')).toBe(false);
  });

  it('holds the starts of words from three letters, so "pray" finds "prayer"', () => {
    const tokens = new Set(postSearchTokens({ ...post, title: 'Prayer' }));
    expect(tokens.has('pra')).toBe(true);
    expect(tokens.has('pray')).toBe(true);
    expect(tokens.has('pr')).toBe(false);
  });

  it('stops at SEARCH_WORDS_MAX, keeping the title', () => {
    const words = Array.from({ length: SEARCH_WORDS_MAX }, (_, index) => `w${index}x${'y'.repeat(6)}`).join(' ');
    const tokens = postSearchTokens({ ...post, content: words });
    expect(tokens).toHaveLength(SEARCH_WORDS_MAX);
    expect(tokens).toContain('guarding');
  });
});

describe('what a post stores', () => {
  it("is each word worth the post's publish time when published, and nothing for a draft", () => {
    const published = storedSearchWords({ ...post, status: 'published', publishedAt: 1_700_000_000_000 });
    expect(published.heart).toBe(1_700_000_000_000);
    expect(Object.keys(published).sort()).toEqual(postSearchTokens(post).sort());
    expect(storedSearchWords({ ...post, status: 'draft', publishedAt: 1_700_000_000_000 })).toEqual({});
  });
});

describe('a search', () => {
  it('asks for its words longest first, one-letter words and repeats dropped', () => {
    expect(searchQueryWords('  a Heart HEART guard  ')).toEqual(['guard', 'heart']);
    expect(searchQueryWords('a ?')).toEqual([]);
    expect(searchWords('Épreuve, d’amour')).toEqual(['epreuve', 'd', 'amour']);
  });

  it('ranks a match in the title above one in the excerpt or category, above one only in the body', () => {
    expect(searchRank(post, ['heart'])).toBe(0);
    expect(searchRank(post, ['heart', 'guard'])).toBe(0);
    expect(searchRank(post, ['proverbs'])).toBe(1);
    expect(searchRank(post, ['heart', 'biblical'])).toBe(1);
    expect(searchRank(post, ['together'])).toBe(2);
  });
});
