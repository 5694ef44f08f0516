import { describe, expect, it } from 'vitest';
import { subscriberMatches, subscriberSearchWords, subscribersCsvFilename, subscribersExportUrl } from './subscribers';
import type { NewsletterSubscriber } from './types';

const esther: NewsletterSubscriber = {
  firstName: 'Esther',
  email: 'esther@example.test',
  status: 'pending',
  subscribedAt: '2026-11-02T09:00:00.000Z',
};

describe('subscriberMatches', () => {
  it('finds every word of the search at the start of a word of the name or the address, any case', () => {
    expect(subscriberMatches(esther, '  ESTH ', 'all')).toBe(true);
    expect(subscriberMatches(esther, 'esther@example', 'all')).toBe(true);
    expect(subscriberMatches(esther, 'example.test', 'all')).toBe(true);
    expect(subscriberMatches(esther, 'esther ruth', 'all')).toBe(false);
    expect(subscriberMatches(esther, 'sther', 'all')).toBe(false);
    expect(subscriberMatches(esther, '', 'all')).toBe(true);
  });

  it('is what the stored words find: each word and its starts, worth the date the list shows', () => {
    const words = subscriberSearchWords({ firstName: 'Esther', email: 'esther@example.test' }, 42);
    expect(Object.keys(words).sort()).toEqual(
      ['esther', 'esthe', 'esth', 'est', 'example', 'exampl', 'examp', 'exam', 'exa', 'test', 'tes'].sort(),
    );
    expect(new Set(Object.values(words))).toEqual(new Set([42]));
    // An unsubscribed address keeps no name.
    expect(Object.keys(subscriberSearchWords({ email: 'ab@x.io' }, 1)).sort()).toEqual(['ab', 'io']);
  });

  it('keeps only the status asked for', () => {
    expect(subscriberMatches(esther, '', 'pending')).toBe(true);
    expect(subscriberMatches(esther, 'esther', 'confirmed')).toBe(false);
  });
});

describe('the export', () => {
  it("asks for the page's filter and search, leaving out 'all' and an empty search", () => {
    expect(subscribersExportUrl('', 'all')).toBe('/api/admin/subscribers/export');
    expect(subscribersExportUrl(' a b&c ', 'pending')).toBe(
      '/api/admin/subscribers/export?status=pending&search=a+b%26c',
    );
  });

  it('is named after the day (UTC)', () => {
    expect(subscribersCsvFilename(new Date('2026-11-27T23:30:00.000Z'))).toBe('subscribers-2026-11-27.csv');
  });
});
