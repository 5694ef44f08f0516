import { useQuery } from '@tanstack/react-query';
import { HOME_REVIEW_COUNT } from '@/domain/constants';
import { publicQueries } from '@/lib/api-queries';

/** The API answers in the owner's order, so Home shows the head of that list. */
export function useTopReviews() {
  return useQuery({ ...publicQueries.appReviews(), select: (reviews) => reviews.slice(0, HOME_REVIEW_COUNT) });
}
