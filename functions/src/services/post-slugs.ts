// Which post holds each slug: `postSlugs/{slug}` → `{ postId }`. The API claims a slug in the same
// transaction as the post that takes it (blog-posts.ts), as `usernames` does for names: two editors
// cannot both take one, and many slugs lead to their posts by reads by id (the owner's Insights'
// titles), not by queries over the posts. A reader's article is still found by querying its slug
// (getPublicPostBySlug): one read, and it stays readable on a site not yet upgraded. Content written
// around the API (content:import, the seed, the benches) is claimed by syncPostSlugs, which also puts
// right a site whose posts were stored before their slugs were claimed.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';

export interface PostSlugClaim {
  postId: string;
}

export const postSlugRef = (db: Firestore, slug: string) =>
  db.collection(COLLECTIONS.postSlugs).doc(slug) as DocumentReference<PostSlugClaim>;

/** The id of the post holding each of `slugs` that one holds, by slug: one read of the claims. */
export async function postIdsBySlug(db: Firestore, slugs: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(slugs)];
  const claims = unique.length > 0 ? await db.getAll(...unique.map((slug) => postSlugRef(db, slug))) : [];
  return new Map(claims.flatMap((claim) => (claim.exists ? [[claim.id, String(claim.get('postId'))]] : [])));
}

/**
 * Moves the post `postId` from the slug `from` (undefined: a new post) to `to` (undefined: the post
 * is deleted), inside `tx`: throws `taken(to)` when another post holds `to`. Its reads come first,
 * as a transaction's must.
 */
export async function claimPostSlug(
  db: Firestore,
  tx: Transaction,
  { postId, from, to }: { postId: string; from: string | undefined; to: string | undefined },
  taken: (slug: string) => Error,
): Promise<void> {
  const [held, left] = await Promise.all([
    to === undefined ? undefined : tx.get(postSlugRef(db, to)),
    from === undefined || from === to ? undefined : tx.get(postSlugRef(db, from)),
  ]);
  if (held?.exists && held.get('postId') !== postId) throw taken(to!);
  const claiming = to !== undefined && !held?.exists;
  if (claiming) {
    // A post stored before slugs were claimed holds its slug unclaimed until the site is upgraded
    // (syncPostSlugs): only a slug no claim names costs this query, on a create or a new slug.
    const unclaimed = await tx.get(db.collection(COLLECTIONS.posts).where('slug', '==', to).limit(2));
    if (unclaimed.docs.some((doc) => doc.id !== postId)) throw taken(to);
  }
  // A slug another post holds (a clash syncPostSlugs reported) stays that post's.
  if (left?.exists && left.get('postId') === postId) tx.delete(left.ref);
  if (claiming) tx.set(postSlugRef(db, to), { postId });
}

export interface PostSlugSync {
  /** Slugs claimed for a post, or moved to the post that now holds them. */
  claimed: string[];
  /** Claims of slugs no post holds any more. */
  released: string[];
  /**
   * Slugs more than one post holds (stored before slugs were claimed): `holder` keeps the claim, the
   * one it already had or else the first by id; the others keep their slug until edited, and can only
   * be saved with a slug of their own.
   */
  clashes: Array<{ slug: string; postIds: string[]; holder: string }>;
}

/** Every post's slug, by post id: one read of the posts, their slugs alone. */
export async function storedPostSlugs(db: Firestore): Promise<Map<string, unknown>> {
  const posts = await db.collection(COLLECTIONS.posts).select('slug').get();
  return new Map(posts.docs.map((post) => [post.id, post.get('slug')]));
}

/** The ids of the posts holding each slug, in id order, by slug (a post without a slug holds none). */
export function postsBySlug(slugByPost: ReadonlyMap<string, unknown>): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const [postId, slug] of slugByPost) {
    if (typeof slug === 'string' && slug) holders.set(slug, [...(holders.get(slug) ?? []), postId]);
  }
  for (const postIds of holders.values()) postIds.sort();
  return holders;
}

/**
 * Makes the claims match the posts: every post's slug claimed for it, no claim for a slug no post
 * holds. Reads every claim, and every post's slug unless given them (`slugByPost`, as
 * storedPostSlugs reads them: an import knows what it has just written), so it is for scripts (an
 * import, the seed, an upgrade), not for a request. Unless `dryRun`, writes what it reports.
 */
export async function syncPostSlugs(
  db: Firestore,
  { dryRun = false, slugByPost }: { dryRun?: boolean; slugByPost?: ReadonlyMap<string, unknown> } = {},
): Promise<PostSlugSync> {
  const [slugs, claims] = await Promise.all([
    slugByPost ?? storedPostSlugs(db),
    db.collection(COLLECTIONS.postSlugs).get(),
  ]);
  const holders = postsBySlug(slugs);
  const claimedBy = new Map(claims.docs.map((claim) => [claim.id, String(claim.get('postId'))]));
  const sync: PostSlugSync = { claimed: [], released: [], clashes: [] };
  const writes: Array<{ slug: string; postId?: string }> = [];
  for (const [slug, postIds] of holders) {
    const current = claimedBy.get(slug);
    const holder = current !== undefined && postIds.includes(current) ? current : postIds[0]!;
    if (postIds.length > 1) sync.clashes.push({ slug, postIds, holder });
    if (holder === current) continue;
    sync.claimed.push(slug);
    writes.push({ slug, postId: holder });
  }
  for (const slug of claimedBy.keys()) {
    if (holders.has(slug)) continue;
    sync.released.push(slug);
    writes.push({ slug });
  }
  if (!dryRun) {
    // Each claim stands alone: the Admin SDK's bulk writer sends them in batches and retries.
    const writer = db.bulkWriter();
    const written = Promise.all(
      writes.map(({ slug, postId }) =>
        postId === undefined ? writer.delete(postSlugRef(db, slug)) : writer.set(postSlugRef(db, slug), { postId }),
      ),
    );
    await writer.close();
    await written;
  }
  return sync;
}
