import { describe, expect, it } from 'vitest';
import type { Resource } from '@/domain/types';
import { filterResources, isResourceFilter } from '@/domain/resource';
import { RESOURCE_TABS } from './resource-filter';

const base = { rating: 4.5, description: 'd', price: '$10' };
const resources: Resource[] = [
  { ...base, id: 'b1', title: 'Book one', type: 'book', affiliateUrl: 'https://a.example' },
  { ...base, id: 'd1', title: 'Devotional one', type: 'devotional' },
  { ...base, id: 'c1', title: 'Course one', type: 'course', affiliateUrl: 'https://c.example' },
  { ...base, id: 'b2', title: 'Book two', type: 'book', affiliateUrl: 'https://b.example' },
];

describe('filterResources', () => {
  it("shows everything for 'all', in the API's order", () => {
    expect(filterResources(resources, 'all').map((r) => r.id)).toEqual(['b1', 'd1', 'c1', 'b2']);
  });

  it('keeps only the chosen type', () => {
    expect(filterResources(resources, 'book').map((r) => r.id)).toEqual(['b1', 'b2']);
    expect(filterResources(resources, 'devotional').map((r) => r.id)).toEqual(['d1']);
    expect(filterResources(resources, 'course').map((r) => r.id)).toEqual(['c1']);
    expect(filterResources([], 'course')).toEqual([]);
  });
});

describe('RESOURCE_TABS', () => {
  it("are the spec's tabs in order, All first", () => {
    expect(RESOURCE_TABS.map((tab) => tab.label)).toEqual(['All', 'Books', 'Devotionals', 'Courses']);
    expect(RESOURCE_TABS.every((tab) => isResourceFilter(tab.key))).toBe(true);
    expect(isResourceFilter('podcast')).toBe(false);
  });
});
