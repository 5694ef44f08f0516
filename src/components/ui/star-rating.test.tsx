import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFills } from './star-rating';

describe('starFills', () => {
  it.each([
    [4.5, [1, 1, 1, 1, 0.5]],
    [4.7, [1, 1, 1, 1, 0.7]],
    [4.9, [1, 1, 1, 1, 0.9]],
    [3.9, [1, 1, 1, 0.9, 0]],
    [4.3, [1, 1, 1, 1, 0.3]],
    [5, [1, 1, 1, 1, 1]],
    [4, [1, 1, 1, 1, 0]],
    [0, [0, 0, 0, 0, 0]],
  ])('%s fills %j', (value, fills) => {
    expect(starFills(value)).toEqual(fills);
  });

  it('clamps values outside the 5-star scale', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('StarRating', () => {
  it('draws the fraction and keeps one accessible label', () => {
    const { container } = render(<StarRating value={4.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const stars = container.querySelectorAll<HTMLElement>('.fm-stars__star');
    expect([...stars].map((star) => star.dataset.fill)).toEqual(['1', '1', '1', '1', '0.5']);
    expect(stars[4]!.querySelector<HTMLElement>('.fm-stars__fill')!.style.width).toBe('50%');
  });

  it('no longer shows 4.7 and 4.9 as five full stars', () => {
    for (const value of [4.7, 4.9]) {
      const { container, unmount } = render(<StarRating value={value} />);
      const fifth = container.querySelectorAll<HTMLElement>('.fm-stars__star')[4]!;
      expect(Number(fifth.dataset.fill)).toBeLessThan(1);
      unmount();
    }
  });
});
