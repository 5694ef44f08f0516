// Pure rules about resources (books, devotionals, courses), shared by every card that shows one.
import { FREE_PRICE, RESOURCE_TYPES } from './constants';
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

/** The resources page's tabs: every type, or one. */
export const ALL_RESOURCES = 'all';
export type ResourceFilter = typeof ALL_RESOURCES | ResourceType;

export function isResourceFilter(value: string): value is ResourceFilter {
  return value === ALL_RESOURCES || (RESOURCE_TYPES as readonly string[]).includes(value);
}

/**
 * The resources page's tab as its URL carries it (`?type=book`): the tabs are links to their
 * query, so the server renders the tab asked for. A missing or unknown type reads as all.
 */
export function resourceFilterOf(params: URLSearchParams): ResourceFilter {
  const type = params.get('type');
  return type && isResourceFilter(type) ? type : ALL_RESOURCES;
}

/** The query that shows this tab ('' for all, the page's bare address). */
export function resourceFilterQuery(filter: ResourceFilter): string {
  return filter === ALL_RESOURCES ? '' : `?${new URLSearchParams({ type: filter }).toString()}`;
}

/** Filtering by type happens in the client (the API has no type filter), keeping the API's order. */
export function filterResources(resources: readonly Resource[], filter: ResourceFilter): Resource[] {
  return filter === ALL_RESOURCES ? [...resources] : resources.filter((resource) => resource.type === filter);
}
