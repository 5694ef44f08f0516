import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@/domain/types';

export const TESTIMONIALS_QUERY_KEY = ['/api/testimonials'] as const;

/** GET /api/testimonials through the default query function (spec section 7). */
export function useTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: TESTIMONIALS_QUERY_KEY });
}
