import { useQuery } from '@tanstack/react-query';
import { publicQueries } from '@/lib/api-queries';

export function useTestimonials() {
  return useQuery(publicQueries.testimonials());
}
