import { variantWidthsFor, type ImageVariants } from '@/domain/image-variants';
import type { AppReview } from '@/domain/types';

/** What the server makes of a picture `width` × `height` pixels (a JPEG unless told), in folder `id`. */
export function sampleImageVariants(
  id: string,
  width = 1600,
  height = 900,
  fallback: ImageVariants['fallback'] = 'jpeg',
): ImageVariants {
  return {
    id,
    width,
    height,
    widths: variantWidthsFor(width),
    fallback,
    placeholder: 'data:image/webp;base64,UklGRg==',
  };
}

/** One reviewed app, as the API answers it (pros and cons encoded), for the render and pages tests. */
export const SAMPLE_APP_REVIEW: AppReview = {
  id: 'r1',
  name: 'Upward',
  logoUrl: 'https://images.example/upward.png',
  rating: 4.5,
  memberCount: '3M+',
  monthlyPrice: '$9.99 - $29.99',
  bestFor: 'Faith-first matching',
  description: 'A faith-first app.',
  affiliateUrl: 'https://upward.example',
  pros: JSON.stringify(['Free to start']),
  cons: JSON.stringify(['Smaller towns are quiet']),
};
