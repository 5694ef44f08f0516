import { describe, expect, it } from 'vitest';
import { clampStart, itemsPerView, slideAt } from './carousel-window';

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

describe('slideAt', () => {
  it('finds the slide whose edge is nearest the scroll position (a swipe that stopped between two)', () => {
    const offsets = [0, 324, 648, 972];
    expect(slideAt(offsets, 0)).toBe(0);
    expect(slideAt(offsets, 150)).toBe(0);
    expect(slideAt(offsets, 170)).toBe(1);
    expect(slideAt(offsets, 972)).toBe(3);
    expect(slideAt(offsets, 5000)).toBe(3);
    expect(slideAt([], 40)).toBe(0);
  });
});
