import { describe, expect, it } from 'vitest';
import { decodeStringList, encodeStringList, parsePriceRange } from './app-review';

describe('pros and cons lists', () => {
  it('round-trip through their JSON encoding', () => {
    expect(decodeStringList(encodeStringList(['Faith-focused', 'Large community']))).toEqual([
      'Faith-focused',
      'Large community',
    ]);
  });
  it('read bad data as an empty list', () => {
    expect(decodeStringList('not json')).toEqual([]);
    expect(decodeStringList('{"a":1}')).toEqual([]);
    expect(decodeStringList(undefined)).toEqual([]);
    expect(decodeStringList('["ok", 3]')).toEqual(['ok']);
  });
});

describe('parsePriceRange', () => {
  it("splits a range written with ' - '", () => {
    expect(parsePriceRange('$29.99 - $49.99')).toEqual({ low: '$29.99', high: '$49.99' });
  });
  it('keeps a single price', () => {
    expect(parsePriceRange('Free')).toEqual({ low: 'Free', high: null });
  });
});
