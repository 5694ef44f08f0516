// Pure rules about resources (books, devotionals, courses), shared by every card that shows one.
import { FREE_PRICE } from './constants';
import type { Resource, ResourceType } from './types';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  book: 'Book',
  devotional: 'Devotional',
  course: 'Course',
};

export type ResourceAction =
  | { kind: 'get-now'; label: 'Get Now' }
  | { kind: 'download'; label: 'Download' }
  | { kind: 'coming-soon'; label: 'Coming Soon' };

/** Without a link nothing can be offered yet; a free resource is downloaded, anything else bought. */
export function resourceAction(resource: Pick<Resource, 'price' | 'affiliateUrl'>): ResourceAction {
  if (!resource.affiliateUrl?.trim()) return { kind: 'coming-soon', label: 'Coming Soon' };
  if (resource.price.trim() === FREE_PRICE) return { kind: 'download', label: 'Download' };
  return { kind: 'get-now', label: 'Get Now' };
}
