// schema.org blocks for the app reviews page (see home.ts for why one module per page).
import { BRAND } from '../constants';
import { ROUTES } from '../routes';
import type { AppReview } from '../types';

const CONTEXT = 'https://schema.org';
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** App Reviews: each app as a reviewed item, with the site's rating out of 5. */
export function appReviewsJsonLd(reviews: readonly AppReview[], siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: 'Christian dating app reviews',
    url: absolute(ROUTES.appReviews, siteUrl),
    itemListElement: reviews.map((review, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Review',
        name: `${review.name} review`,
        reviewBody: review.description,
        author: { '@type': 'Organization', name: BRAND },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 0 },
        itemReviewed: {
          '@type': 'MobileApplication',
          name: review.name,
          applicationCategory: 'LifestyleApplication',
          operatingSystem: 'iOS, Android, Web',
          ...(review.logoUrl ? { image: absolute(review.logoUrl, siteUrl) } : {}),
        },
      },
    })),
  };
}
