import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Icon } from './icon';
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
      {starFills(value).map((fill, index) => (
        <span key={index} className="fm-stars__star" data-fill={fill}>
          <Icon svg={StarFilled} aria-hidden className="fm-stars__empty" />
          {fill > 0 && (
            <span className="fm-stars__fill" style={{ width: `${fill * 100}%` }}>
              <Icon svg={StarFilled} aria-hidden className="fm-stars__filled" />
            </span>
          )}
        </span>
      ))}
      {showValue && (
        <span aria-hidden className="fm-stars__value">
          {value}
        </span>
      )}
    </span>
  );
}
