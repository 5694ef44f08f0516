import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { readFileSync } from 'node:fs';
import { StarRating, starFills, starsFill } from './star-rating';

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
  it('is one labelled element, filled up to the rating', () => {
    const { container } = render(<StarRating value={4.5} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const row = container.querySelector<HTMLElement>('.fm-stars__row')!;
    expect(row.style.getPropertyValue('--fm-stars-fill')).toBe('calc(4.5em + 4 * var(--fm-star-gap))');
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('fills the gaps after whole stars only, and no longer shows 4.7 and 4.9 as five full stars', () => {
    expect(starsFill(5)).toBe('calc(5em + 5 * var(--fm-star-gap))');
    expect(starsFill(4.7)).toBe('calc(4.7em + 4 * var(--fm-star-gap))');
    expect(starsFill(4.9)).toBe('calc(4.9em + 4 * var(--fm-star-gap))');
    expect(starsFill(0)).toBe('calc(0em + 0 * var(--fm-star-gap))');
  });

  it("cuts the row with antd's own star", () => {
    // From the repository's root, where the tests run (jsdom's module URLs are not files).
    const css = readFileSync('src/components/ui/star-rating.css', 'utf8');
    const path = (StarFilled.icon as AbstractNode).children![0]!.attrs.d;
    expect(css).toContain(`viewBox='${(StarFilled.icon as AbstractNode).attrs.viewBox}'`);
    expect(css).toContain(`d='${path}'`);
  });
});
