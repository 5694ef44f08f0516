// What the catalog forms hold: the API's payload, with the numbers a cleared field leaves empty
// (null, which the shared schema answers with the field's rule) and the pros and cons as lists.
import { decodeStringList } from '@/domain/app-review';
import { nextPosition } from '@/domain/position';
import type { AppReviewInput, ResourceInput, TestimonialInput } from '@/domain/schemas';
import type { AppReview, Resource, Testimonial } from '@/domain/types';

type Numbers<T, K extends keyof T> = Omit<T, K> & { [P in K]: number | null };

export type AppReviewFormValues = Numbers<AppReviewInput, 'rating' | 'position'>;
export type ResourceFormValues = Numbers<ResourceInput, 'rating' | 'position'>;
export type TestimonialFormValues = Numbers<TestimonialInput, 'rating' | 'position'>;

/**
 * An item's position, or for a new one (and one saved before positions existed, which the lists
 * show after the placed ones) the next free place at the end.
 */
const positionOf = (item: { position?: number } | undefined, items: ReadonlyArray<{ position?: number }>) =>
  item?.position ?? nextPosition(items);

export function appReviewFormValues(item: AppReview | undefined, items: readonly AppReview[]): AppReviewFormValues {
  return {
    name: item?.name ?? '',
    logoUrl: item?.logoUrl ?? '',
    rating: item?.rating ?? null,
    memberCount: item?.memberCount ?? '',
    monthlyPrice: item?.monthlyPrice ?? '',
    bestFor: item?.bestFor ?? '',
    description: item?.description ?? '',
    affiliateUrl: item?.affiliateUrl ?? '',
    pros: decodeStringList(item?.pros),
    cons: decodeStringList(item?.cons),
    position: positionOf(item, items),
  };
}

export function resourceFormValues(item: Resource | undefined, items: readonly Resource[]): ResourceFormValues {
  return {
    title: item?.title ?? '',
    type: item?.type ?? 'book',
    author: item?.author ?? '',
    rating: item?.rating ?? null,
    description: item?.description ?? '',
    price: item?.price ?? '',
    affiliateUrl: item?.affiliateUrl ?? '',
    imageUrl: item?.imageUrl ?? '',
    position: positionOf(item, items),
  };
}

export function testimonialFormValues(
  item: Testimonial | undefined,
  items: readonly Testimonial[],
): TestimonialFormValues {
  return {
    name: item?.name ?? '',
    location: item?.location ?? '',
    content: item?.content ?? '',
    rating: item?.rating ?? 5,
    imageUrl: item?.imageUrl ?? '',
    position: positionOf(item, items),
  };
}
