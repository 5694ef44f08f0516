import { CheckCircleOutlined, CloseCircleOutlined, ExportOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { decodeStringList } from '@/domain/app-review';
import type { AppReview } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { formatMonthlyPrice, recommendationFor } from '../review-text';
import { reviewAnchorId } from './comparison-table';
import { StarRating } from './star-rating';

function ReasonList({ title, items, kind }: { title: string; items: string[]; kind: 'pros' | 'cons' }) {
  const icon =
    kind === 'pros' ? (
      <CheckCircleOutlined aria-hidden="true" style={{ color: '#15803d' }} />
    ) : (
      <CloseCircleOutlined aria-hidden="true" style={{ color: '#b91c1c' }} />
    );
  return (
    <section aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">None listed.</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
              {icon}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One detailed review, reachable as #review-{id} from the table and from other pages. */
export function ReviewCard({ review }: { review: AppReview }) {
  const pros = decodeStringList(review.pros);
  const cons = decodeStringList(review.cons);
  return (
    // The sticky header would cover an anchored card's heading without the scroll margin.
    <Card id={reviewAnchorId(review.id)} style={{ scrollMarginTop: 88 }}>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        {review.logoUrl ? (
          <Avatar shape="square" size={64} src={review.logoUrl} alt={`${review.name} logo`} />
        ) : (
          <Avatar shape="square" size={64} aria-hidden="true">
            {review.name.charAt(0)}
          </Avatar>
        )}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {review.name}
          </Typography.Title>
          <StarRating rating={review.rating} />
        </div>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'members', label: 'Members', children: review.memberCount },
          { key: 'price', label: 'Price', children: formatMonthlyPrice(review.monthlyPrice) },
          { key: 'bestFor', label: 'Best For', children: review.bestFor },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>{review.description}</Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <ReasonList title="Pros" items={pros} kind="pros" />
        </Col>
        <Col xs={24} md={12}>
          <ReasonList title="Cons" items={cons} kind="cons" />
        </Col>
      </Row>
      <Typography.Paragraph strong style={{ marginTop: 16 }}>
        {recommendationFor(review)}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        icon={<ExportOutlined aria-hidden="true" />}
        iconPlacement="end"
        aria-label={`Visit ${review.name} (opens in a new tab)`}
        {...affiliateLinkProps({ affiliate: review.name, source: 'app-reviews-page', url: review.affiliateUrl })}
      >
        Visit {review.name}
      </Button>
    </Card>
  );
}
