import { StarFilled, StarOutlined } from '@ant-design/icons';
import { RATING_MAX } from '@/domain/constants';

/** Amber-700: the filled stars reach 3:1 against white (WCAG 1.4.11 for meaningful graphics). */
const FILLED = '#b45309';
const EMPTY = '#9ca3af';

/**
 * A read-only star rating. antd's Rate is an interactive radio group even when
 * disabled; a static image with one label reads better ('Rated 4.5 out of 5').
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
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${RATING_MAX}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 2, fontSize: size }}
    >
      {Array.from({ length: RATING_MAX }, (_, index) =>
        index < rounded ? (
          <StarFilled key={index} style={{ color: FILLED }} />
        ) : (
          <StarOutlined key={index} style={{ color: EMPTY }} />
        ),
      )}
      {showValue && (
        <span aria-hidden style={{ marginLeft: 6, fontSize: 14, fontWeight: 600, color: '#374151' }}>
          {value}
        </span>
      )}
    </span>
  );
}
