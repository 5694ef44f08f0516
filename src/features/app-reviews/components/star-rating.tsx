import { Rate, Space, Typography } from 'antd';
import { RATING_MAX } from '@/domain/constants';

/**
 * Stars plus the number. The stars are decoration for sighted readers; screen
 * readers get one sentence instead of five radio buttons from antd's Rate.
 */
export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <Space size={6} align="center" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${RATING_MAX}`}>
      <span aria-hidden="true">
        <Rate disabled allowHalf count={RATING_MAX} value={rounded} style={{ fontSize: 16 }} />
      </span>
      <Typography.Text strong aria-hidden="true">
        {rating.toFixed(1)}
      </Typography.Text>
    </Space>
  );
}
