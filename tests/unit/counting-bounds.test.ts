// @vitest-environment node
// What bounds the counts whatever a client sends (functions/src/services/counting-bounds.ts): only
// pages that exist, at most REFERRERS_PER_DAY_MAX referring sites a day, a click's name only when an
// item has it; and what each costs in reads, against a Firestore stand-in that counts them.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { OTHER_REFERRERS, REFERRERS_PER_DAY_MAX } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { createCountingBounds } from '../../functions/src/services/counting-bounds';

/** The reads the bounds make: a document by id, a projection of one document by id, a whole collection's projection. */
function firestoreStandIn(data: Record<string, Record<string, Record<string, unknown>>>) {
  const reads: string[] = [];
  const docOf = (collection: string, id: string) => data[collection]?.[id];
  const snapshot = (collection: string, id: string) => ({
    id,
    exists: docOf(collection, id) !== undefined,
    get: (field: string) => docOf(collection, id)?.[field],
  });
  const collection = (name: string) => ({
    doc: (id: string) => ({
      get: async () => {
        reads.push(`${name}/${id}`);
        return snapshot(name, id);
      },
    }),
    where: (field: unknown, _op: string, value: string) => ({
      // The day's referring sites: one document by id, projected.
      select: () => ({
        get: async () => {
          reads.push(`${name}/${value} (projection)`);
          return { docs: docOf(name, value) ? [snapshot(name, value)] : [] };
        },
      }),
      // An item by its name.
      limit: () => ({
        get: async () => {
          reads.push(`${name} where ${String(field)} == ${value}`);
          return { empty: !Object.values(data[name] ?? {}).some((doc) => doc[String(field)] === value) };
        },
      }),
    }),
    select: () => ({
      get: async () => {
        reads.push(`${name} (projection)`);
        return { docs: Object.keys(data[name] ?? {}).map((id) => snapshot(name, id)) };
      },
    }),
  });
  // Only what the bounds call is stood in for; the rest of Firestore's surface is never reached.
  const db = { collection } as unknown as Firestore;
  return { db, reads };
}

const DAY = '2026-12-07';

describe('counting bounds', () => {
  it('counts the sitemap’s pages and articles a post holds, and looks each article up once a while', async () => {
    const { db, reads } = firestoreStandIn({ [COLLECTIONS.postSlugs]: { 'real-one': { postId: 'p1' } } });
    let clock = 0;
    const bounds = createCountingBounds(() => db, { notFoundTtlMs: 60_000, now: () => clock });
    expect(await bounds.isRealPage(ROUTES.faq)).toBe(true);
    expect(await bounds.isRealPage(ROUTES.article('real-one'))).toBe(true);
    expect(await bounds.isRealPage(ROUTES.article('made-up'))).toBe(false);
    expect(await bounds.isRealPage('/no-such-page')).toBe(false);
    expect(await bounds.isRealPage(ROUTES.dashboard)).toBe(false);
    // Asked again, and many times at once: no more reads.
    await Promise.all([1, 2, 3].map(() => bounds.isRealPage(ROUTES.article('made-up'))));
    expect(await bounds.isRealPage(ROUTES.article('real-one'))).toBe(true);
    expect(reads).toEqual([`${COLLECTIONS.postSlugs}/real-one`, `${COLLECTIONS.postSlugs}/made-up`]);
    // An article not found is looked up again a minute later: it may have been published.
    clock += 60_001;
    expect(await bounds.isRealPage(ROUTES.article('made-up'))).toBe(false);
    expect(reads).toHaveLength(3);
  });

  it("folds the day's referring sites past the most it names into one, whatever arrives", async () => {
    const stored = Object.fromEntries(
      Array.from({ length: REFERRERS_PER_DAY_MAX - 2 }, (_, i) => [`site${i}.example`, 1]),
    );
    const { db, reads } = firestoreStandIn({ [COLLECTIONS.pageViews]: { [DAY]: { referrers: stored } } });
    const bounds = createCountingBounds(() => db, { notFoundTtlMs: 0 });
    const flood = new Map(
      Array.from({ length: 500 }, (_, i) => [`${'x'.repeat(240)}${i}.example`, 2] as [string, number]),
    );
    flood.set('site3.example', 5);
    const capped = await bounds.capReferrers(DAY, flood);
    // Two new sites fill the day; a site it named already keeps its own count; the rest are one row.
    expect(capped.size).toBe(4);
    expect(capped.get('site3.example')).toBe(5);
    expect(capped.get(OTHER_REFERRERS)).toBe(498 * 2);
    // The day is full: another new site is folded without a read.
    const again = await bounds.capReferrers(DAY, new Map([['new.example', 1]]));
    expect(again).toEqual(new Map([[OTHER_REFERRERS, 1]]));
    expect(reads).toEqual([`${COLLECTIONS.pageViews}/${DAY} (projection)`]);
  });

  it('reads the day once for the sites it has not met, then knows them', async () => {
    const { db, reads } = firestoreStandIn({});
    const bounds = createCountingBounds(() => db, { notFoundTtlMs: 0 });
    expect(await bounds.capReferrers(DAY, new Map([['google.com', 3]]))).toEqual(new Map([['google.com', 3]]));
    expect(await bounds.capReferrers(DAY, new Map([['google.com', 1]]))).toEqual(new Map([['google.com', 1]]));
    expect(reads).toHaveLength(1);
  });

  it("credits a click's name only when an item has it, looking a name up once a while", async () => {
    const catalog: Record<string, Record<string, Record<string, unknown>>> = {
      [COLLECTIONS.appReviews]: { a1: { name: 'Upward' } },
      [COLLECTIONS.resources]: { r1: { title: 'The Meaning of Marriage' } },
    };
    const { db, reads } = firestoreStandIn(catalog);
    let clock = 0;
    const bounds = createCountingBounds(() => db, { notFoundTtlMs: 60_000, now: () => clock });
    expect(await bounds.isKnownAffiliate('Upward')).toBe(true);
    expect(await bounds.isKnownAffiliate('The Meaning of Marriage')).toBe(true);
    expect(await bounds.isKnownAffiliate('x'.repeat(200))).toBe(false);
    expect(await bounds.isKnownAffiliate('Upward')).toBe(true);
    expect(reads).toHaveLength(6);
    // A name added since it was looked up: found once its answer is a minute old.
    catalog[COLLECTIONS.appReviews]!.a2 = { name: 'x'.repeat(200) };
    expect(await bounds.isKnownAffiliate('x'.repeat(200))).toBe(false);
    clock += 60_001;
    expect(await bounds.isKnownAffiliate('x'.repeat(200))).toBe(true);
    expect(reads).toHaveLength(8);
  });
});
