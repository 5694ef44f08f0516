import { Flex } from '@/components/ui/flex';
import { Empty, LoadFailed } from '@/components/ui/lazy-feedback';
import { PageContainer } from '@/components/layout/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { SKELETON_COUNT_SMALL } from '@/lib/ui-constants';
import { JsonLd } from '@/components/json-ld';
import { appReviewsJsonLd } from '@/domain/structured-data/app-reviews';
import { usePageMeta } from '@/lib/page-meta';
import { useSiteUrl } from '@/lib/site-url';
import { APP_REVIEWS_PAGE_META } from '@/domain/page-meta/app-reviews';
import { useAppReviews } from './api/get-app-reviews';
import { ComparisonTable } from './components/comparison-table';
import { ReviewCard } from './components/review-card';

function ReviewsSkeleton() {
  return (
    <Flex vertical gap={24} role="status" aria-busy="true" aria-label="Loading app reviews">
      {Array.from({ length: SKELETON_COUNT_SMALL }, (_, index) => (
        <Surface key={index} data-testid="review-skeleton">
          <Skeleton active avatar rows={4} />
        </Surface>
      ))}
    </Flex>
  );
}

export default function AppReviewsPage() {
  usePageMeta(APP_REVIEWS_PAGE_META);
  const siteUrl = useSiteUrl();
  const { data: reviews, isPending, isError, refetch, isFetching } = useAppReviews();

  return (
    <PageContainer>
      <Flex vertical gap={32}>
        <header>
          <Title level={1}>Christian Dating App Reviews</Title>
          <Paragraph style={{ fontSize: 17, maxWidth: 760 }}>
            We tested the best-known dating apps for Christian singles and compared them on what matters: who you will
            meet, what it costs, and how well each one supports a faith-centred relationship.
          </Paragraph>
          <Paragraph type="secondary">
            Some links on this page are affiliate links: we may earn a commission if you sign up, at no extra cost to
            you.
          </Paragraph>
        </header>

        {isPending ? (
          <ReviewsSkeleton />
        ) : isError ? (
          <LoadFailed title="Failed to load app reviews" retry={() => void refetch()} retrying={isFetching} />
        ) : reviews.length === 0 ? (
          <Empty description="No reviews available" />
        ) : (
          <>
            <JsonLd data={appReviewsJsonLd(reviews, siteUrl)} />
            <section aria-labelledby="quick-comparison">
              <Title level={2} id="quick-comparison">
                Quick Comparison
              </Title>
              <ComparisonTable reviews={reviews} />
            </section>
            <section aria-labelledby="detailed-reviews">
              <Title level={2} id="detailed-reviews">
                Detailed Reviews
              </Title>
              <Flex vertical gap={24}>
                {reviews.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </Flex>
            </section>
          </>
        )}
      </Flex>
    </PageContainer>
  );
}
