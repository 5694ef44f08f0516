import { parsePriceRange } from '@/domain/app-review';
import { RATING_MAX } from '@/domain/constants';
import type { AppReview } from '@/domain/types';

function lowerFirst(text: string): string {
  // Keep acronyms and names ('eHarmony', 'LDS') as written; lower only a capitalised common word.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * The card's recommendation line, derived from what the review says rather than
 * invented praise: who the app suits (bestFor) and how strongly (rating).
 */
export function recommendationFor({ name, bestFor, rating }: Pick<AppReview, 'name' | 'bestFor' | 'rating'>): string {
  const audience = lowerFirst(bestFor.trim().replace(/[.!]+$/, ''));
  const score = `${rating.toFixed(1)}/${RATING_MAX}`;
  if (!audience) return `${name} scores ${score} in our review.`;
  if (rating >= 4.5) return `Highly recommended for ${audience}: ${name} scores ${score} in our review.`;
  if (rating >= 4) return `Recommended for ${audience}: ${name} scores ${score} in our review.`;
  if (rating >= 3) return `Worth a look for ${audience}, though other apps scored higher than ${name} (${score}).`;
  return `Only for ${audience} who have tried the alternatives: ${name} scores ${score} in our review.`;
}

/** A price range is always written with ' - ', however the data spaced it. */
export function formatMonthlyPrice(monthlyPrice: string): string {
  const { low, high } = parsePriceRange(monthlyPrice.replace(/\s*-\s*/, ' - '));
  return high ? `${low} - ${high}` : low;
}
