import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '@/lib/api-queries';

export function useAppReviews() {
  return useQuery(publicQueries.appReviews());
}
