// content:export then content:import (scripts/lib/content-io.ts) against the emulators: the restore
// docs/backups.md describes, rehearsed. The sample content, a subscriber and a contact message are
// exported, Firestore is emptied, and the import brings back the same documents, the same public
// API answers and the same rendered pages. A dry run writes nothing, a second import changes
// nothing, and an edit made after the export survives unless the owner says to overwrite it. A
// restore of the project's own export keeps subscribers' statuses, as docs/backups.md says to.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { ROUTES } from '@/domain/routes';
import {
  exportContent,
  importContent,
  parseContentFile,
  serializeContentFile,
  type ContentFile,
} from '../../scripts/lib/content-io';
import { syncPostSlugs } from '../../functions/src/services/post-slugs';
import { sampleContent } from '../../scripts/seed-data/sample-content';
import { seedPosts } from '../../scripts/seed-data/posts';
import { adminDb, clearFirestore } from '../support/emulators';
import { PROJECT_ID } from '../support/env';
import { api } from '../support/http';
import { seedContactSubmission } from '../support/seed';
import { SEARCH_WORDS_FIELD } from '@/domain/search-words';
import { SUBSCRIBER_LISTED_AT_FIELD, subscriberSearchWords } from '@/domain/subscribers';

const article = seedPosts.find((post) => post.status === 'published' && post.daysAgo > 0)!.slug;
const API_PATHS = [
  '/api/blog-posts',
  `/api/blog-posts/${article}`,
  '/api/app-reviews',
  '/api/resources',
  '/api/testimonials',
];
const PAGES = [ROUTES.home, ROUTES.appReviews, ROUTES.resources, ROUTES.blog, ROUTES.article(article)];

/** What readers get: each public API answer and each rendered page, whole. */
async function whatReadersSee(): Promise<Record<string, { status: number; body: string }>> {
  const seen: Record<string, { status: number; body: string }> = {};
  for (const path of [...API_PATHS, ...PAGES]) {
    const response = await api('GET', path);
    // The page's embedded query state says when it was read; what it read must be the same.
    seen[path] = {
      status: response.status,
      body: response.text.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0'),
    };
  }
  return seen;
}

/** Through the file's text, as the scripts write and read it. */
async function exportThroughFile(now = new Date()): Promise<ContentFile> {
  return parseContentFile(serializeContentFile(await exportContent(adminDb, PROJECT_ID, () => {}, now)), 'export');
}

const idsOf = (file: ContentFile, collection: string) =>
  (file.collections[collection as keyof ContentFile['collections']] ?? []).map((document) => document.id);

/** The project's own export coming back: its subscribers' statuses are the real ones. */
const RESTORE = { keepStatus: true } as const;

const countOf = (file: ContentFile) =>
  Object.values(file.collections).reduce((sum, documents) => sum + documents.length, 0);

beforeEach(async () => {
  await clearFirestore();
  await importContent(adminDb, sampleContent());
  // Timestamps the server sets carry microseconds: the round trip must keep them.
  const ruth = adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('ruth@example.test');
  await ruth.set({
    firstName: 'Ruth',
    email: 'ruth@example.test',
    status: 'confirmed',
    requestedAt: FieldValue.serverTimestamp(),
    confirmedAt: FieldValue.serverTimestamp(),
  });
  // With the owner's list's date and words, as confirming stores them.
  const confirmedAt = (await ruth.get()).get('confirmedAt') as Timestamp;
  await ruth.update({
    [SUBSCRIBER_LISTED_AT_FIELD]: confirmedAt,
    [SEARCH_WORDS_FIELD]: subscriberSearchWords(
      { firstName: 'Ruth', email: 'ruth@example.test' },
      confirmedAt.toMillis(),
    ),
  });
  await seedContactSubmission({ subject: 'A question about Upward' });
});

describe('content:export then content:import into an emptied project', () => {
  it('brings back every document, field for field, and readers see the same API answers and pages', async () => {
    const before = await whatReadersSee();
    for (const path of [...API_PATHS, ...PAGES]) expect(before[path]!.status, path).toBe(200);
    const exported = await exportThroughFile();
    expect(exported.collections.posts).toHaveLength(seedPosts.length);
    expect(exported.collections.newsletterSubscribers).toHaveLength(1);
    expect(exported.collections.contactSubmissions).toHaveLength(1);

    await clearFirestore();
    expect((await api('GET', '/api/app-reviews')).body).toEqual([]);

    const plan = await importContent(adminDb, exported, RESTORE);
    expect(plan.writes).toHaveLength(countOf(exported));
    for (const [collection, outcomes] of Object.entries(plan.collections)) {
      expect(outcomes.create, collection).toEqual(idsOf(exported, collection));
    }

    expect(await exportThroughFile(new Date(exported.exportedAt))).toEqual(exported);
    const subscriber = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('ruth@example.test').get();
    expect(subscriber.get('confirmedAt')).toBeInstanceOf(Timestamp);
    expect(await whatReadersSee()).toEqual(before);
  });

  it('a dry run writes nothing; a second import finds everything unchanged', async () => {
    const exported = await exportThroughFile();
    await clearFirestore();

    const dry = await importContent(adminDb, exported, { ...RESTORE, dryRun: true });
    expect(dry.writes).toHaveLength(countOf(exported));
    expect(countOf(await exportThroughFile())).toBe(0);

    await importContent(adminDb, exported, RESTORE);
    const again = await importContent(adminDb, exported, RESTORE);
    expect(again.writes).toEqual([]);
    for (const [collection, outcomes] of Object.entries(again.collections)) {
      expect(outcomes.unchanged, collection).toEqual(idsOf(exported, collection));
    }
  });

  it('keeps a post edited after the export, unless told to overwrite newer documents', async () => {
    const exported = await exportThroughFile();
    const post = adminDb.collection(COLLECTIONS.posts).doc(article);
    const original = (await post.get()).get('title') as string;
    await post.update({ title: 'Edited after the export', updatedAt: FieldValue.serverTimestamp() });

    const kept = await importContent(adminDb, exported, RESTORE);
    expect(kept.collections.posts!['skipped-newer']).toEqual([article]);
    expect(kept.writes).toEqual([]);
    expect((await post.get()).get('title')).toBe('Edited after the export');
    expect((await api<{ title: string }>('GET', `/api/blog-posts/${article}`)).body.title).toBe(
      'Edited after the export',
    );

    const overwritten = await importContent(adminDb, exported, { ...RESTORE, overwriteNewer: true });
    expect(overwritten.collections.posts!.update).toEqual([article]);
    expect((await post.get()).get('title')).toBe(original);
  });
});

describe("posts' slugs", () => {
  const claims = async () =>
    Object.fromEntries(
      (await adminDb.collection(COLLECTIONS.postSlugs).get()).docs.map((doc) => [doc.id, doc.get('postId')]),
    );
  const seedClaims = Object.fromEntries(seedPosts.map(({ slug }) => [slug, slug]));

  it("an import claims every post's slug for its post", async () => {
    expect(await claims()).toEqual(seedClaims);
  });

  it('refuses a post whose slug another post holds, stored or in the same file, and writes nothing', async () => {
    const exported = await exportThroughFile();
    const data = exported.collections.posts!.find(({ id }) => id === article)!.data;
    const copy = (ids: string[]): ContentFile => ({
      ...exported,
      collections: { posts: ids.map((id) => ({ id, data })) },
    });
    await expect(importContent(adminDb, copy(['a-copy']), { dryRun: true })).rejects.toThrow(
      `posts/a-copy slug: "${article}" is also the slug of posts/${article}`,
    );
    await clearFirestore();
    await expect(importContent(adminDb, copy(['first-copy', 'second-copy']))).rejects.toThrow(
      `posts/second-copy slug: "${article}" is also the slug of posts/first-copy`,
    );
    expect(countOf(await exportThroughFile())).toBe(0);
  });

  it('syncPostSlugs claims the slugs of posts stored before they were claimed, and names each clash', async () => {
    for (const doc of (await adminDb.collection(COLLECTIONS.postSlugs).get()).docs) await doc.ref.delete();
    await adminDb.collection(COLLECTIONS.postSlugs).doc('gone').set({ postId: 'a-deleted-post' });
    const stored = (await adminDb.collection(COLLECTIONS.posts).doc(article).get()).data()!;
    await adminDb
      .collection(COLLECTIONS.posts)
      .doc('a-duplicate')
      .set({ ...stored, title: 'The same slug' });

    const holders = ['a-duplicate', article].sort();
    const dry = await syncPostSlugs(adminDb, { dryRun: true });
    expect(dry.claimed.sort()).toEqual(Object.keys(seedClaims).sort());
    expect(dry.released).toEqual(['gone']);
    expect(dry.clashes).toEqual([{ slug: article, postIds: holders, holder: holders[0] }]);
    expect(await claims()).toEqual({ gone: 'a-deleted-post' });

    await syncPostSlugs(adminDb);
    expect(await claims()).toEqual({ ...seedClaims, [article]: holders[0] });
    const again = await syncPostSlugs(adminDb);
    expect([again.claimed, again.released, again.clashes.map(({ holder }) => holder)]).toEqual([[], [], [holders[0]]]);
  });
});
