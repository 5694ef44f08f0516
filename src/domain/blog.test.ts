import { describe, expect, it } from 'vitest';
import { slugify, SLUG_PATTERN } from './blog';

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
