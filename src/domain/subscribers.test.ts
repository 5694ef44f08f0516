import { describe, expect, it } from 'vitest';
import { subscriberMatches, subscribersCsvFilename, subscribersExportUrl } from './subscribers';
import type { NewsletterSubscriber } from './types';

const esther: NewsletterSubscriber = {
  firstName: 'Esther',
  email: 'esther@example.test',
  status: 'pending',
  subscribedAt: '2026-11-02T09:00:00.000Z',
};

describe('subscriberMatches', () => {
  it('searches name and email anywhere in them, any case, the search trimmed', () => {
    expect(subscriberMatches(esther, '  STHER ', 'all')).toBe(true);
    expect(subscriberMatches(esther, 'example.test', 'all')).toBe(true);
    expect(subscriberMatches(esther, 'ruth', 'all')).toBe(false);
    expect(subscriberMatches(esther, '', 'all')).toBe(true);
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
