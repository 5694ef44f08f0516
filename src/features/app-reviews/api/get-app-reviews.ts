import { useQuery } from '@tanstack/react-query';
import type { AppReview } from '@/domain/types';
import { appReviewsQueryKey } from '@/lib/query-keys';

/** GET /api/app-reviews through the default query function (rating, highest first). */
export function useAppReviews() {
  return useQuery<AppReview[]>({ queryKey: appReviewsQueryKey });
}
