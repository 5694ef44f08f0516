import { useQuery } from '@tanstack/react-query';
import { HOME_REVIEW_COUNT } from '@/domain/constants';
import type { AppReview } from '@/domain/types';
import { appReviewsQueryKey } from '@/lib/query-keys';

/** The API answers rating-first, so the top reviews are the head of the list. */
export function useTopReviews() {
  return useQuery<AppReview[], Error, AppReview[]>({
    queryKey: appReviewsQueryKey,
    select: (reviews) => reviews.slice(0, HOME_REVIEW_COUNT),
  });
}
