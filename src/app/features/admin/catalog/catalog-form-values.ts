// What the catalog forms hold: the API's payload, with the numbers a cleared field leaves empty
// (null, which the shared schema answers with the field's rule) and the pros and cons as lists.
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { decodeStringList } from '@/domain/app-review';
import { nextPosition } from '@/domain/position';
import {
  appReviewInputSchema,
  resourceInputSchema,
  testimonialInputSchema,
  type AppReviewInput,
  type ResourceInput,
  type TestimonialInput,
} from '@/domain/schemas';
import type { AppReview, Resource, Testimonial } from '@/domain/types';
import type { CatalogKind } from '../api/admin-queries';

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

/** The keys of T whose values are texts, given or not. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T];

/** The item's texts under `keys`, each empty where the item (or its text) is missing. */
function textsOf<T, K extends TextKey<T>>(item: T | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, (item?.[key] as string | undefined) ?? ''])) as Record<K, string>;
}

export function appReviewFormValues(item: AppReview | undefined, items: readonly AppReview[]): AppReviewFormValues {
  return {
    ...textsOf(item, ['name', 'logoUrl', 'memberCount', 'monthlyPrice', 'bestFor', 'description', 'affiliateUrl']),
    rating: item?.rating ?? null,
    pros: decodeStringList(item?.pros),
    cons: decodeStringList(item?.cons),
    position: positionOf(item, items),
  };
}

export function resourceFormValues(item: Resource | undefined, items: readonly Resource[]): ResourceFormValues {
  return {
    ...textsOf(item, ['title', 'author', 'description', 'price', 'affiliateUrl', 'imageUrl']),
    type: item?.type ?? 'book',
    rating: item?.rating ?? null,
    position: positionOf(item, items),
  };
}

export function testimonialFormValues(
  item: Testimonial | undefined,
  items: readonly Testimonial[],
): TestimonialFormValues {
  return {
    ...textsOf(item, ['name', 'location', 'content', 'imageUrl']),
    rating: item?.rating ?? 5,
    position: positionOf(item, items),
  };
}

/** What makes a list's form: its list, its accessible name, the shared schema, and its first values. */
export interface CatalogFormSpec<T, Values extends FieldValues, Input> {
  kind: CatalogKind;
  label: string;
  /** The shared schema: it checks the form and yields the API's body. */
  schema: z.ZodObject & z.ZodType<Input>;
  values: (item: T | undefined, items: readonly T[]) => Values;
}

const spec = <T, Values extends FieldValues, Input>(
  kind: CatalogKind,
  label: string,
  schema: z.ZodObject & z.ZodType<Input>,
  values: (item: T | undefined, items: readonly T[]) => Values,
): CatalogFormSpec<T, Values, Input> => ({ kind, label, schema, values });

export const CATALOG_FORMS = {
  appReviews: spec('app-reviews', 'App review', appReviewInputSchema, appReviewFormValues),
  resources: spec('resources', 'Resource', resourceInputSchema, resourceFormValues),
  testimonials: spec('testimonials', 'Testimonial', testimonialInputSchema, testimonialFormValues),
};
