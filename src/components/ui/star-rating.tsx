import type { CSSProperties } from 'react';
import { RATING_MAX } from '@/domain/constants';
import './star-rating.css';

/**
 * How much of each of the 5 stars is filled for a rating: whole stars, then the
 * remainder as a fraction of the next star (4.7 fills four and 70% of the fifth),
 * so the stars match the number beside them. Out-of-range values are clamped.
 */
export function starFills(value: number, max: number = RATING_MAX): number[] {
  const rating = Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
  // Rounded to hundredths first so 4.7 does not draw as 0.7000000000000002 of a star.
  return Array.from({ length: max }, (_, index) => Math.round(Math.min(1, Math.max(0, rating - index)) * 100) / 100);
}

/**
 * Where the row of stars turns from filled to empty: the whole stars and the gaps after them, then
 * the fraction of the next star (src/components/ui/star-rating.css draws the row).
 */
export function starsFill(value: number): string {
  const fills = starFills(value);
  const whole = fills.filter((fill) => fill === 1).length;
  const stars = Math.round(fills.reduce((sum, fill) => sum + fill, 0) * 100) / 100;
  return `calc(${stars}em + ${whole} * var(--fm-star-gap))`;
}

/**
 * A read-only star rating with partial stars and one label ('Rated 4.5 out of 5').
 * A light version of antd's Rate (which is an interactive radio group even when disabled, and
 * brings Tooltip along: +12.6 KB gzip on Home, besides antd's style runtime, which public pages
 * do without).
 * Like Rate, it paints with the theme's Rate star colour and the empty colour from the
 * theme's tokens (CSS variables: public pages hydrate no antd).
 */
export function StarRating({
  value,
  showValue = false,
  size = 16,
}: {
  value: number;
  showValue?: boolean;
  size?: number;
}) {
  return (
    <span role="img" aria-label={`Rated ${value} out of ${RATING_MAX}`} className="fm-stars" style={{ fontSize: size }}>
      <span className="fm-stars__row" style={{ '--fm-stars-fill': starsFill(value) } as CSSProperties} />
      {showValue && (
        <span aria-hidden className="fm-stars__value">
          {value}
        </span>
      )}
    </span>
  );
}
