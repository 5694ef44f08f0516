import { ALL_RESOURCES, type ResourceFilter } from '@/domain/resource';

/** The tabs in the spec's order and wording; 'all' is the default. */
export const RESOURCE_TABS: readonly { key: ResourceFilter; label: string }[] = [
  { key: ALL_RESOURCES, label: 'All' },
  { key: 'book', label: 'Books' },
  { key: 'devotional', label: 'Devotionals' },
  { key: 'course', label: 'Courses' },
];
