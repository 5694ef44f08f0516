import { RESOURCE_TYPES } from '@/domain/constants';
import type { Resource, ResourceType } from '@/domain/types';

export const ALL_RESOURCES = 'all';
export type ResourceFilter = typeof ALL_RESOURCES | ResourceType;

/** The tabs in the spec's order and wording; 'all' is the default. */
export const RESOURCE_TABS: readonly { key: ResourceFilter; label: string }[] = [
  { key: ALL_RESOURCES, label: 'All' },
  { key: 'book', label: 'Books' },
  { key: 'devotional', label: 'Devotionals' },
  { key: 'course', label: 'Courses' },
];

export function isResourceFilter(value: string): value is ResourceFilter {
  return value === ALL_RESOURCES || (RESOURCE_TYPES as readonly string[]).includes(value);
}

export function filterResources(resources: readonly Resource[], filter: ResourceFilter): Resource[] {
  return filter === ALL_RESOURCES ? [...resources] : resources.filter((resource) => resource.type === filter);
}
