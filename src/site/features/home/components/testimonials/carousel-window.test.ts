import { describe, expect, it } from 'vitest';
import { clampStart, itemsPerView, slideAt, stepTargets } from './carousel-window';

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

describe('stepTargets', () => {
  it('names the card that brings the next or previous page into view, none at the ends', () => {
    expect(stepTargets(0, 1, 5)).toEqual({ previous: undefined, next: 1 });
    expect(stepTargets(0, 3, 8)).toEqual({ previous: undefined, next: 5 });
    expect(stepTargets(3, 3, 8)).toEqual({ previous: 0, next: 7 });
    expect(stepTargets(5, 3, 8)).toEqual({ previous: 2, next: undefined });
    expect(stepTargets(1, 2, 3)).toEqual({ previous: 0, next: undefined });
    expect(stepTargets(0, 3, 3)).toEqual({ previous: undefined, next: undefined });
  });
});
