// Where the /go/{id} redirect sends a reader (functions/src/services/affiliate-clicks.ts), over one
// stored document instead of Firestore: the click it records and its route are tested against the
// emulators (tests/api/affiliate-redirect.test.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { affiliateTarget } from '../../functions/src/services/affiliate-clicks';

/** A Firestore holding one resource, `r1`, with the given link. */
function oneResource(affiliateUrl: string): Firestore {
  const data: Record<string, unknown> = { title: 'The 30-Day Prayer Journal', price: 'Free', affiliateUrl };
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        get: async () => {
          const exists = name === COLLECTIONS.resources && id === 'r1';
          return { exists, get: (field: string) => (exists ? data[field] : undefined) };
        },
      }),
    }),
  };
  return db as unknown as Firestore;
}

const targetOf = (affiliateUrl: string) => affiliateTarget(oneResource(affiliateUrl), 'r1', 'resources-page');

describe('affiliateTarget', () => {
  it('sends a stored https link as it is', async () => {
    expect(await targetOf('https://books.example/journal?ref=fm')).toEqual({
      affiliate: 'The 30-Day Prayer Journal',
      url: 'https://books.example/journal?ref=fm',
    });
  });

  it('keeps a download on this site a path, never made absolute from SITE_URL (http in the emulators)', async () => {
    expect(await targetOf(' /downloads/30-day-prayer-journal.pdf ')).toEqual({
      affiliate: 'The 30-Day Prayer Journal',
      url: '/downloads/30-day-prayer-journal.pdf',
    });
  });

  it.each([
    // Browsers drop tabs and newlines: these are `//evil.com` to them.
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/\\evil.com',
    '//evil.com',
    'http://books.example/journal',
    'https://books.example/a b',
    'javascript:alert(1)',
    '/downloads/a\u0000.pdf',
    '/downloads/a\u007f.pdf',
    '',
  ])('has no target for a stored %j', async (affiliateUrl) => {
    expect(await targetOf(affiliateUrl)).toBeUndefined();
  });

  it('has no target for an unknown id', async () => {
    expect(await affiliateTarget(oneResource('https://books.example/'), 'r2', 'resources-page')).toBeUndefined();
  });
});
