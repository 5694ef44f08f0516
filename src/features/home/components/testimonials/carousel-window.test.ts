import { describe, expect, it } from 'vitest';
import { clampStart, itemsPerView } from './carousel-window';

describe('itemsPerView', () => {
  it('shows 1 on small, 2 on medium and 3 on large screens', () => {
    expect(itemsPerView({})).toBe(1);
    expect(itemsPerView({ md: true })).toBe(2);
    expect(itemsPerView({ md: true, lg: true })).toBe(3);
  });
});

describe('clampStart', () => {
  it('keeps a full last page and never goes below zero', () => {
    expect(clampStart(6, 3, 7)).toBe(4);
    expect(clampStart(-2, 3, 7)).toBe(0);
    expect(clampStart(2, 3, 2)).toBe(0);
    expect(clampStart(3, 1, 7)).toBe(3);
  });
});
