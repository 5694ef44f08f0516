import { describe, expect, it } from 'vitest';
import { postMatchesSearch, readTimeFromContent } from './post-text';

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
  it('counts the words a reader reads, not the Markdown around them', () => {
    const marked = `## Grace\n\n- **${words(100)}**\n- [${words(100)}](https://example.org/a-long-address)\n\n> ${words(1)}`;
    expect(readTimeFromContent(marked)).toBe(2);
    expect(readTimeFromContent(`## ${words(198)}\n\n- one\n\n1. two`)).toBe(1);
    expect(readTimeFromContent(`## ${words(199)}\n\n- one\n- two`)).toBe(2);
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
  it('matches the words of the content, not its Markdown', () => {
    const marked = { ...post, content: 'Read **Boundaries** at [the shop](https://shop.example/boundaries)' };
    expect(postMatchesSearch(marked, 'boundaries at the shop')).toBe(true);
    expect(postMatchesSearch(marked, 'shop.example')).toBe(false);
    expect(postMatchesSearch(marked, '**')).toBe(false);
  });
  it('searches only the fields asked for', () => {
    expect(postMatchesSearch(post, 'proverbs', ['title', 'excerpt', 'category'])).toBe(false);
    expect(postMatchesSearch(post, 'boundaries', ['category'])).toBe(true);
  });
});
