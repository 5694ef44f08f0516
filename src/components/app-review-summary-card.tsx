import { Flex } from '@/components/ui/flex';
import { ButtonLink } from '@/components/ui/button-link';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { Island } from '@/components/island';
import { StarRating } from '@/components/ui/star-rating';
import { ROUTES } from '@/domain/routes';
import type { AppReview } from '@/domain/types';
import { Paragraph } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { IMAGE_SIZES, ResponsivePicture } from '@/components/responsive-picture';
import './app-review-summary-card.css';

/** 56 px square whatever the logo's own size; a logo that is not square is shown whole. */
const logoStyle = { width: 56, height: 56, flex: 'none', objectFit: 'contain', borderRadius: 12 } as const;

/** A logo's square on each card, its width in the layout too (IMAGE_SIZES): the full review styles its own. */
const LOGO_SLOTS = {
  summary: { side: 56, sizes: IMAGE_SIZES.appLogoSmall, style: logoStyle },
  review: { side: 64, sizes: IMAGE_SIZES.appLogo, style: undefined },
} as const;

/** An app's logo on a card: letterboxed in its square (object-fit: contain), so no placeholder shows around it. */
export function AppReviewLogo({
  review,
  src,
  slot,
  className,
}: {
  review: AppReview;
  src: string;
  slot: keyof typeof LOGO_SLOTS;
  className?: string;
}) {
  const { side, sizes, style } = LOGO_SLOTS[slot];
  return (
    <ResponsivePicture
      className={className}
      src={src}
      image={review.logo}
      alt={`${review.name} logo`}
      sizes={sizes}
      width={side}
      height={side}
      placeholder={false}
      style={style}
    />
  );
}

/** A review's save toggle, at the top right of its heading row (the summary card and the full review). */
export function AppReviewFavorite({ review }: { review: AppReview }) {
  return (
    <div style={{ marginLeft: 'auto', alignSelf: 'flex-start' }}>
      <Island
        name="favorite-toggle"
        component={FavoriteToggle}
        props={{ kind: 'app-reviews', id: review.id, title: review.name, page: ROUTES.appReviews } as const}
      />
    </div>
  );
}

/** An app in brief (Home's top apps, the dashboard's saved reviews), linking to its full review card (anchored review-{id}). */
export function AppReviewSummaryCard({ review }: { review: AppReview }) {
  return (
    <Surface data-testid="top-review-card" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex gap={16} align="center">
          {review.logoUrl && (
            // Lazy: below the fold wherever the card shows (Home, the dashboard), and React preloads an
            // eager image from the page's head, where it competes with the page's own first paint.
            <AppReviewLogo review={review} src={review.logoUrl} slot="summary" />
          )}
          <div>
            <h3 style={{ margin: 0, fontSize: 20 }}>{review.name}</h3>
            <StarRating value={review.rating} showValue />
          </div>
          <AppReviewFavorite review={review} />
        </Flex>
        <Paragraph style={{ margin: 0 }}>{review.description}</Paragraph>
        <dl className="fm-review-facts">
          <dt>Price</dt>
          <dd>{review.monthlyPrice}</dd>
          <dt>Members</dt>
          <dd>{review.memberCount}</dd>
          <dt>Best for</dt>
          <dd>{review.bestFor}</dd>
        </dl>
        <ButtonLink to={`${ROUTES.appReviews}#review-${review.id}`} type="primary" ghost>
          Read the {review.name} Review
        </ButtonLink>
      </Flex>
    </Surface>
  );
}
