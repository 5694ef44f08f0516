import { StarRating } from '@/components/ui/star-rating';
import type { AppReview } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { formatMonthlyPrice } from '../review-text';
import './comparison-table.css';
import { PlainButton } from '@/components/ui/plain-button';

export function reviewAnchorId(id: string): string {
  return `review-${id}`;
}

/**
 * The quick comparison of the reviewed apps, ordered as the API sends them. A plain
 * semantic table: screen readers announce its headers, and it costs no antd Table
 * (≈130 KB gzip more on App Reviews; public pages hydrate no antd).
 */
export function ComparisonTable({ reviews }: { reviews: AppReview[] }) {
  return (
    // Focusable so keyboard users can scroll it sideways on a narrow screen.
    <div className="fm-comparison" tabIndex={0} role="region" aria-label="App comparison table">
      <table className="fm-comparison__table">
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Rating</th>
            <th scope="col">Price</th>
            <th scope="col">Members</th>
            <th scope="col">Best For</th>
            <th scope="col">Try Now</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.id}>
              <th scope="row">
                <a href={`#${reviewAnchorId(review.id)}`}>{review.name}</a>
              </th>
              <td>
                <StarRating value={review.rating} showValue />
              </td>
              <td className="fm-comparison__nowrap">{formatMonthlyPrice(review.monthlyPrice)}</td>
              <td className="fm-comparison__nowrap">{review.memberCount}</td>
              <td className="fm-comparison__best-for">{review.bestFor}</td>
              <td>
                <PlainButton
                  type="primary"
                  aria-label={`Try Now: ${review.name} (opens in a new tab)`}
                  {...affiliateLinkProps({ id: review.id, source: 'app-reviews-page' })}
                >
                  Try Now
                </PlainButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
