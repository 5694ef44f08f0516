import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@/domain/types';
import { testimonialsQueryKey } from '@/lib/query-keys';

/** GET /api/testimonials through the default query function (spec section 7). */
export function useTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: testimonialsQueryKey });
}
