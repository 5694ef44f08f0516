import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { Icon } from '@/components/ui/icon';
import { AppReviewFavorite, AppReviewLogo } from '@/components/app-review-summary-card';
import { StarRating } from '@/components/ui/star-rating';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { decodeStringList } from '@/domain/app-review';
import type { AppReview } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { formatMonthlyPrice, recommendationFor } from '../review-text';
import { reviewAnchorId } from './comparison-table';
import './review-card.css';
import { PlainButton } from '@/components/ui/plain-button';

function ReasonList({ title, items, kind }: { title: string; items: string[]; kind: 'pros' | 'cons' }) {
  const icon =
    kind === 'pros' ? (
      <Icon svg={CheckCircleOutlined} aria-hidden="true" className="fm-review__pro-icon" />
    ) : (
      <Icon svg={CloseCircleOutlined} aria-hidden="true" className="fm-review__con-icon" />
    );
  return (
    <div>
      <Title level={4}>{title}</Title>
      {items.length === 0 ? (
        <Text type="secondary">None listed.</Text>
      ) : (
        <ul className="fm-review__reasons">
          {items.map((item) => (
            <li key={item}>
              {icon}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One detailed review, reachable as #review-{id} from the table and from other pages. */
export function ReviewCard({ review }: { review: AppReview }) {
  const pros = decodeStringList(review.pros);
  const cons = decodeStringList(review.cons);
  return (
    <article id={reviewAnchorId(review.id)} className="fm-review" aria-labelledby={`${reviewAnchorId(review.id)}-name`}>
      <Surface>
        <div className="fm-review__head">
          {review.logoUrl ? (
            <AppReviewLogo className="fm-review__logo" review={review} src={review.logoUrl} slot="review" />
          ) : (
            <span className="fm-review__logo fm-review__logo--letter" aria-hidden="true">
              {review.name.charAt(0)}
            </span>
          )}
          <div>
            <Title level={3} id={`${reviewAnchorId(review.id)}-name`} style={{ margin: 0 }}>
              {review.name}
            </Title>
            <StarRating value={review.rating} showValue />
          </div>
          <AppReviewFavorite review={review} />
        </div>
        <dl className="fm-review__facts">
          <div>
            <dt>Members</dt>
            <dd>{review.memberCount}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatMonthlyPrice(review.monthlyPrice)}</dd>
          </div>
          <div>
            <dt>Best For</dt>
            <dd>{review.bestFor}</dd>
          </div>
        </dl>
        <Paragraph>{review.description}</Paragraph>
        <div className="fm-review__reasons-grid">
          <ReasonList title="Pros" items={pros} kind="pros" />
          <ReasonList title="Cons" items={cons} kind="cons" />
        </div>
        <Paragraph style={{ fontWeight: 600, borderLeft: '4px solid var(--ant-color-primary)', paddingLeft: 12 }}>
          {recommendationFor(review)}
        </Paragraph>
        <PlainButton
          type="primary"
          size="large"
          icon={<Icon svg={ExportOutlined} aria-hidden="true" />}
          iconPlacement="end"
          aria-label={`Visit ${review.name} (opens in a new tab)`}
          {...affiliateLinkProps({ id: review.id, source: 'app-reviews-page' })}
        >
          Visit {review.name}
        </PlainButton>
      </Surface>
    </article>
  );
}
