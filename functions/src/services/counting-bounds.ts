// What keeps the counts (./page-views.ts, ./insights.ts) from growing with what a client sends: a
// page is counted only when it exists, a day names at most REFERRERS_PER_DAY_MAX referring sites,
// and a click's affiliate is a credit's key only when it names a stored item. Each answer is kept in
// this instance's memory for a while, so a view or a credit costs a read only for what the instance
// has not looked up lately: an article's claim, an affiliate's item, the day's referring sites when
// a new one comes.
import { SLUG_PATTERN } from '@/domain/blog';
import { COLLECTIONS } from '@/domain/collections';
import { LIMITS } from '@/domain/constants';
import { OTHER_REFERRERS, REFERRERS_PER_DAY_MAX } from '@/domain/page-views';
import { articleSlugOf, PUBLIC_PAGES } from '@/domain/routes';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { postSlugRef } from './post-slugs';

/**
 * Whether a path can be a page a view is counted for, by its shape alone: a page of the sitemap, or
 * an article's slug. Anything else (the app's screens, a made-up address) is never counted, nor looked
 * up; whether the article exists is isRealPage's question.
 */
export function isCountedPath(path: string): boolean {
  if ((PUBLIC_PAGES as readonly string[]).includes(path)) return true;
  const slug = articleSlugOf(path);
  return !!slug && slug.length <= LIMITS.slugMax && SLUG_PATTERN.test(slug);
}

/** How long what was found is known to exist (what was not: config.pageViews.notFoundTtlMs). */
const FOUND_TTL_MS = 10 * 60_000;
/** Lookups kept at most, of each kind: past them the oldest looked up are forgotten first. */
const LOOKUPS_KEPT = 10_000;

export interface CountingBoundsOptions {
  /** How long an article not found is taken not to exist: it may be published a minute later. */
  notFoundTtlMs: number;
  now?: () => number;
}

export interface CountingBounds {
  /** Whether `path` is a page readers can be counted on: a page of the sitemap, or an article whose slug a post holds. */
  isRealPage(path: string): Promise<boolean>;
  /**
   * `referrers` with those past the day's REFERRERS_PER_DAY_MAX folded into OTHER_REFERRERS: the
   * sites the day's document names already, and new ones while there is room.
   */
  capReferrers(day: string, referrers: ReadonlyMap<string, number>): Promise<Map<string, number>>;
  /** Whether `name` is an app's name or a resource's title, as the catalog stores it now. */
  isKnownAffiliate(name: string): Promise<boolean>;
}

export function createCountingBounds(
  db: () => Firestore,
  { notFoundTtlMs, now = Date.now }: CountingBoundsOptions,
): CountingBounds {
  /** Whether `exists(key)`, as found within its time to live: one read at a time per key, however many ask. */
  function remembered(exists: (key: string) => Promise<boolean>) {
    const found = new Map<string, { exists: boolean; until: number }>();
    const lookingUp = new Map<string, Promise<boolean>>();
    return (key: string): Promise<boolean> => {
      const known = found.get(key);
      if (known && known.until > now()) return Promise.resolve(known.exists);
      const pending = lookingUp.get(key);
      if (pending) return pending;
      const lookup = exists(key)
        .then((answer) => {
          found.delete(key);
          if (found.size >= LOOKUPS_KEPT) found.delete(found.keys().next().value!);
          found.set(key, { exists: answer, until: now() + (answer ? FOUND_TTL_MS : notFoundTtlMs) });
          return answer;
        })
        .finally(() => lookingUp.delete(key));
      lookingUp.set(key, lookup);
      return lookup;
    };
  }

  const articleExists = remembered(async (slug) => (await postSlugRef(db(), slug).get()).exists);

  /** An app of that name, or a resource of that title: what a tracked click names. */
  const itemNamed = remembered(async (name) => {
    const named = async (collection: string, field: string) =>
      !(await db().collection(collection).where(field, '==', name).limit(1).get()).empty;
    const [app, resource] = await Promise.all([
      named(COLLECTIONS.appReviews, 'name'),
      named(COLLECTIONS.resources, 'title'),
    ]);
    return app || resource;
  });

  // The referring sites each day's document names, as last read or written by this instance.
  const referrersByDay = new Map<string, Set<string>>();

  async function daysReferrers(day: string): Promise<Set<string>> {
    const snap = await db()
      .collection(COLLECTIONS.pageViews)
      .where(FieldPath.documentId(), '==', day)
      .select('referrers')
      .get();
    const stored = (snap.docs[0]?.get('referrers') ?? {}) as Record<string, unknown>;
    const named = new Set([...(referrersByDay.get(day) ?? []), ...Object.keys(stored)]);
    referrersByDay.set(day, named);
    // Only the days being counted are kept: today, and yesterday while its last views are written.
    for (const old of [...referrersByDay.keys()].sort().slice(0, -2)) referrersByDay.delete(old);
    return named;
  }

  return {
    async isRealPage(path) {
      if (!isCountedPath(path)) return false;
      const slug = articleSlugOf(path);
      return slug === undefined || articleExists(slug);
    },

    async capReferrers(day, referrers) {
      let named = referrersByDay.get(day) ?? new Set<string>();
      const isNew = (host: string) => host !== OTHER_REFERRERS && !named.has(host);
      if ([...referrers.keys()].some(isNew) && named.size < REFERRERS_PER_DAY_MAX) named = await daysReferrers(day);
      const capped = new Map<string, number>();
      for (const [host, n] of referrers) {
        if (isNew(host) && named.size < REFERRERS_PER_DAY_MAX) named.add(host);
        const key = named.has(host) ? host : OTHER_REFERRERS;
        capped.set(key, (capped.get(key) ?? 0) + n);
      }
      referrersByDay.set(day, named);
      return capped;
    },

    isKnownAffiliate: itemNamed,
  };
}

const boundsByDb = new WeakMap<Firestore, CountingBounds>();

/** This instance's bounds for `db`: one memory of lookups, shared by the views and the conversions' credits. */
export function countingBoundsOf(db: Firestore): CountingBounds {
  let bounds = boundsByDb.get(db);
  if (!bounds)
    boundsByDb.set(db, (bounds = createCountingBounds(() => db, { notFoundTtlMs: config.pageViews.notFoundTtlMs })));
  return bounds;
}
