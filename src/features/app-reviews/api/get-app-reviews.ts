import { useQuery } from '@tanstack/react-query';
import type { AppReview } from '@/domain/types';

/** GET /api/app-reviews through the default query function (rating, highest first). */
export const appReviewsQueryKey = ['/api/app-reviews'] as const;

export function useAppReviews() {
  return useQuery<AppReview[]>({ queryKey: appReviewsQueryKey });
}
