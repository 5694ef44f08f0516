import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '@/domain/constants';
import type { FaqItem } from '@/domain/types';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { faqFilterOptions, filterFaqItems, groupFaqItems } from './faq-search';

const items: FaqItem[] = [
  { id: '1', category: 'Single Life', question: 'How do I wait well?', answer: 'Serve your CHURCH.' },
  { id: '2', category: 'Christian Dating', question: 'Is dating biblical?', answer: 'Yes, with wisdom.' },
  { id: '3', category: 'Christian Dating', question: 'Where to meet?', answer: 'Church, friends and apps.' },
];

describe('filterFaqItems', () => {
  it('matches question or answer case-insensitively', () => {
    expect(filterFaqItems(items, 'church', 'All').map((i) => i.id)).toEqual(['1', '3']);
    expect(filterFaqItems(items, 'BIBLICAL', 'All').map((i) => i.id)).toEqual(['2']);
  });

  it('needs every typed word and ignores extra spaces', () => {
    expect(filterFaqItems(items, '  church   apps ', 'All').map((i) => i.id)).toEqual(['3']);
    expect(filterFaqItems(items, '', 'All')).toHaveLength(3);
  });

  it('combines search with the category filter', () => {
    expect(filterFaqItems(items, 'church', 'Christian Dating').map((i) => i.id)).toEqual(['3']);
    expect(filterFaqItems(items, 'church', 'Safety & Trust')).toEqual([]);
  });
});

describe('groupFaqItems', () => {
  it('orders groups as the spec lists categories and drops empty ones', () => {
    const groups = groupFaqItems(items);
    expect(groups.map((g) => g.category)).toEqual(['Christian Dating', 'Single Life']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['2', '3']);
  });
});

describe('faqFilterOptions', () => {
  it("offers 'All' then the categories present", () => {
    expect(faqFilterOptions(items)).toEqual(['All', 'Christian Dating', 'Single Life']);
  });
});

describe('the built-in FAQ', () => {
  it('has 10 questions with unique ids across every spec category', () => {
    expect(FAQ_ITEMS).toHaveLength(10);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(10);
    expect(faqFilterOptions(FAQ_ITEMS)).toEqual(['All', ...FAQ_CATEGORIES]);
  });
});
