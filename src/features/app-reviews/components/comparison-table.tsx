import { Button, Table, type TableColumnsType } from 'antd';
import type { AppReview } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { formatMonthlyPrice } from '../review-text';
import { StarRating } from './star-rating';

export function reviewAnchorId(id: string): string {
  return `review-${id}`;
}

const columns: TableColumnsType<AppReview> = [
  {
    title: 'Platform',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, review) => <a href={`#${reviewAnchorId(review.id)}`}>{name}</a>,
  },
  { title: 'Rating', dataIndex: 'rating', key: 'rating', render: (rating: number) => <StarRating rating={rating} /> },
  { title: 'Price', dataIndex: 'monthlyPrice', key: 'price', render: (price: string) => formatMonthlyPrice(price) },
  { title: 'Members', dataIndex: 'memberCount', key: 'members' },
  { title: 'Best For', dataIndex: 'bestFor', key: 'bestFor' },
  {
    title: 'Try Now',
    key: 'action',
    render: (_: unknown, review) => (
      <Button
        type="primary"
        aria-label={`Try Now: ${review.name} (opens in a new tab)`}
        {...affiliateLinkProps({ affiliate: review.name, source: 'app-reviews-page', url: review.affiliateUrl })}
      >
        Try Now
      </Button>
    ),
  },
];

/** The quick comparison (spec section 2): one row per app, ordered as the API sends them. */
export function ComparisonTable({ reviews }: { reviews: AppReview[] }) {
  return (
    <Table<AppReview>
      rowKey="id"
      columns={columns}
      dataSource={reviews}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
