import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES, resourceAction, resourceFilterOf, resourceFilterQuery } from './resource';

describe('resourceAction', () => {
  it("offers 'Get Now', 'Download' for a free resource, and 'Coming Soon' without a link", () => {
    expect(resourceAction({ price: '$10', affiliateUrl: 'https://x.example' }).label).toBe('Get Now');
    expect(resourceAction({ price: 'Free', affiliateUrl: '/downloads/journal.pdf' }).label).toBe('Download');
    expect(resourceAction({ price: 'Free' }).label).toBe('Coming Soon');
    expect(resourceAction({ price: '$10', affiliateUrl: '  ' }).label).toBe('Coming Soon');
  });
});

describe('resourceFilterOf / resourceFilterQuery', () => {
  it('reads the tab from ?type=, an unknown or missing one as all', () => {
    expect(resourceFilterOf(new URLSearchParams('type=book'))).toBe('book');
    expect(resourceFilterOf(new URLSearchParams('type=podcast'))).toBe(ALL_RESOURCES);
    expect(resourceFilterOf(new URLSearchParams(''))).toBe(ALL_RESOURCES);
  });
  it("links each tab to its query, 'all' to the bare page, and reads it back", () => {
    expect(resourceFilterQuery(ALL_RESOURCES)).toBe('');
    expect(resourceFilterQuery('devotional')).toBe('?type=devotional');
    for (const filter of [ALL_RESOURCES, 'book', 'devotional', 'course'] as const) {
      expect(resourceFilterOf(new URLSearchParams(resourceFilterQuery(filter)))).toBe(filter);
    }
  });
});
