// content:export then content:import (scripts/lib/content-io.ts) against the emulators: the restore
// docs/backups.md describes, rehearsed. The sample content, a subscriber and a contact message are
// exported, Firestore is emptied, and the import brings back the same documents, the same public
// API answers and the same rendered pages. A dry run writes nothing, a second import changes
// nothing, and an edit made after the export survives unless the owner says to overwrite it. A
// restore of the project's own export keeps subscribers' statuses, as docs/backups.md says to. An
// import stopped halfway leaves a whole export of the project as it was, which restores it, and
// the same import run again finishes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { ROUTES } from '@/domain/routes';
import {
  exportContent,
  importContent,
  parseContentFile,
  serializeContentFile,
  type ContentCollection,
  type ContentFile,
} from '../../scripts/lib/content-io';
import {
  importId,
  importWithBackup,
  journalFile,
  readJournal,
  type GuardedImportOptions,
} from '../../scripts/lib/import-journal';
import { syncPostSlugs } from '../../functions/src/services/post-slugs';
import { sampleContent } from '../../scripts/seed-data/sample-content';
import { seedPosts } from '../../scripts/seed-data/posts';
import { adminDb, clearFirestore } from '../support/emulators';
import { PROJECT_ID } from '../support/env';
import { api } from '../support/http';
import { seedContactSubmission } from '../support/seed';
import { SEARCH_WORDS_FIELD } from '@/domain/search-words';
import { SUBSCRIBER_LISTED_AT_FIELD, subscriberSearchWords } from '@/domain/subscribers';
import { importOptions, stoppedImport } from '../support/content-import';

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

describe('an import stopped halfway', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const sam = 'sam@example.test';
  /** Later than every sample date, a draft's future one included: the file's copies are the newer. */
  const later = { __timestamp: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString() };

  /**
   * What is imported: every post edited (the published article given a new slug), a new resource, a
   * testimonial edited, and a new subscriber. Subscribers come in pending (no --keep-status), Ruth
   * too: her confirmation carries her signup's time, so the file's copy is not older. Four batches:
   * posts, resources, testimonials, subscribers.
   */
  function edits(before: ContentFile): ContentFile {
    const edited = structuredClone(before);
    for (const post of edited.collections.posts!) {
      Object.assign(post.data, { title: `${String(post.data.title)} (edited)`, updatedAt: later });
    }
    edited.collections.posts!.find(({ id }) => id === article)!.data.slug = 'a-new-slug';
    edited.collections.resources!.push({ id: 'a-new-resource', data: edited.collections.resources![0]!.data });
    Object.assign(edited.collections.testimonials![0]!.data, { location: 'Elsewhere', updatedAt: later });
    edited.collections.newsletterSubscribers!.push({
      id: sam,
      data: {
        firstName: 'Sam',
        email: sam,
        status: 'confirmed',
        requestedAt: { __timestamp: '2026-01-01T09:00:00.000Z' },
        confirmedAt: { __timestamp: '2026-01-01T09:05:00.000Z' },
      },
    });
    return edited;
  }

  const options = (folder: string, more: Partial<GuardedImportOptions> = {}) => importOptions(PROJECT_ID, folder, more);

  /** The project's export as the script writes it, to the byte. */
  const exportText = async (now: Date) => serializeContentFile(await exportContent(adminDb, PROJECT_ID, () => {}, now));

  /** The edits imported until the process dies, once posts and resources are written; the journal it left. */
  async function stopHalfway(imported: ContentFile) {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-import-'));
    folders.push(folder);
    const { options: stopping, stop, lines } = stoppedImport(PROJECT_ID, folder, 2);
    await expect(importWithBackup(adminDb, imported, stopping)).rejects.toBe(stop);
    const journal = readJournal(journalFile(folder, PROJECT_ID, importId(imported, stopping.target, stopping)))!;
    return { folder, lines, journal };
  }

  it('leaves a whole export of the project as it was, and importing it restores every document', async () => {
    const exportedAt = new Date();
    const beforeText = await exportText(exportedAt);
    const before = parseContentFile(beforeText, 'before');
    const imported = edits(before);
    const { folder, lines, journal } = await stopHalfway(imported);

    expect(journal.finishedAt).toBeUndefined();
    expect(journal.written).toEqual({
      posts: { created: [], replaced: idsOf(before, 'posts') },
      resources: { created: ['a-new-resource'], replaced: [] },
    });
    const post = await adminDb.collection(COLLECTIONS.posts).doc(article).get();
    expect(post.get('slug'), 'the stopped run wrote the posts').toBe('a-new-slug');
    expect(lines).toContain(
      `to undo it: npm run content:import -- --project ${PROJECT_ID} --file ${journal.backups[0]} --keep-status --overwrite-newer`,
    );

    // Whole, and byte for byte the export taken before the import.
    const [backup] = journal.backups;
    const backupText = readFileSync(backup!, 'utf8');
    const backupContent = parseContentFile(backupText, backup!);
    expect(backupText).toBe(serializeContentFile({ ...before, exportedAt: backupContent.exportedAt }));

    // The restore the output prints. Every document that was there is back as it was; the only
    // other is the resource the import created, which the journal names (a restore never deletes).
    await importWithBackup(adminDb, backupContent, options(folder, { keepStatus: true, overwriteNewer: true }));
    const restored = parseContentFile(await exportText(exportedAt), 'restored');
    for (const collection of Object.keys(before.collections) as ContentCollection[]) {
      const created = journal.written[collection]?.created ?? [];
      const kept = restored.collections[collection]!.filter(({ id }) => !created.includes(id));
      expect(kept, collection).toEqual(before.collections[collection]);
    }
    await adminDb.collection(COLLECTIONS.resources).doc('a-new-resource').delete();
    expect(await exportText(exportedAt)).toBe(beforeText);
    const subscriber = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('ruth@example.test').get();
    expect(subscriber.get('status')).toBe('confirmed');
    const claims = await adminDb.collection(COLLECTIONS.postSlugs).get();
    expect(claims.docs.map((claim) => claim.id).sort()).toEqual(seedPosts.map(({ slug }) => slug).sort());
  });

  it('run again, finishes: writes only the rest, claims the slugs, and a third run finds all unchanged', async () => {
    const before = await exportThroughFile();
    const imported = edits(before);
    const { folder, journal } = await stopHalfway(imported);

    const finished = await importWithBackup(adminDb, imported, options(folder));
    expect(finished.resumed).toEqual(journal);
    // What the stopped run wrote is found as the file has it: only the rest is written.
    expect(finished.plan.collections.posts!.unchanged).toEqual(idsOf(imported, 'posts'));
    expect(finished.plan.collections.resources!.unchanged).toEqual(idsOf(imported, 'resources'));
    expect(finished.plan.writes.map(({ collection, id }) => `${collection}/${id}`)).toEqual([
      `testimonials/${idsOf(before, 'testimonials')[0]}`,
      'newsletterSubscribers/ruth@example.test',
      `newsletterSubscribers/${sam}`,
    ]);
    expect(finished.journal!.finishedAt).toBeDefined();
    expect(finished.journal!.backups[0], 'the project before the import began').toBe(journal.backups[0]);

    const again = await importWithBackup(adminDb, imported, options(folder));
    expect(again.plan.writes).toEqual([]);
    expect(again.backup, 'nothing to write, so nothing to export').toBeUndefined();

    const subscribers = adminDb.collection(COLLECTIONS.newsletterSubscribers);
    for (const email of [sam, 'ruth@example.test']) {
      expect((await subscribers.doc(email).get()).get('status'), email).toBe('pending');
    }
    const claim = await adminDb.collection(COLLECTIONS.postSlugs).doc('a-new-slug').get();
    expect(claim.get('postId')).toBe(article);
    expect((await adminDb.collection(COLLECTIONS.postSlugs).doc(article).get()).exists, 'the old slug let go').toBe(
      false,
    );
    expect((await api<{ title: string }>('GET', '/api/blog-posts/a-new-slug')).body.title).toMatch(/\(edited\)$/);
  });
});
