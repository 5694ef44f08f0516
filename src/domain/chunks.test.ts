import { describe, expect, it } from 'vitest';
import { chunks } from './chunks';

describe('chunks', () => {
  it('splits in order into runs of at most the size, the last one shorter', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(chunks([], 30)).toEqual([]);
  });

  it('refuses a size that could never end', () => {
    expect(() => chunks([1], 0)).toThrow(RangeError);
    expect(() => chunks([1], 1.5)).toThrow(RangeError);
  });
});
