// The content file (scripts/lib/content-io.ts): its format and checks, timestamps to the
// nanosecond, and what an import plans and writes, against a Firestore stand-in in memory.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import {
  applyPlan,
  BATCH_BYTES,
  BATCH_LIMIT,
  canonicalJson,
  changedAt,
  classify,
  CONTENT_FILE_FORMAT,
  CONTENT_FILE_VERSION,
  ContentFileError,
  ContentRefusedError,
  decodeData,
  describePlan,
  encodeData,
  encodeValue,
  exportContent,
  exportedData,
  importBatches,
  importContent,
  isoToTimestamp,
  parseContentFile,
  planImport,
  serializeContentFile,
  storedKey,
  timestampToIso,
  type ContentCollection,
  type ContentFile,
  type EncodedData,
  type ImportPlan,
  type ImportWrite,
  writeBatches,
} from '../../scripts/lib/content-io';
import {
  finishedLines,
  importId,
  importWithBackup,
  journalFile,
  readJournal,
  restoreCommand,
  resumeLine,
  startJournal,
  stoppedLines,
  unfinishedJournals,
  withBackup,
  withWrites,
  writeJournal,
  type GuardedImportOptions,
} from '../../scripts/lib/import-journal';
import { withSearchWords } from '../../scripts/lib/content-checks';
import { importArguments, USAGE } from '../../scripts/content-import';
import { seedAppReviews } from '../../scripts/seed-data/app-reviews';
import { seedPosts } from '../../scripts/seed-data/posts';
import { seedResources } from '../../scripts/seed-data/resources';
import { sampleContent } from '../../scripts/seed-data/sample-content';
import { seedTestimonials } from '../../scripts/seed-data/testimonials';
import { importOptions, stoppedImport } from '../support/content-import';

const at = (iso: string) => ({ __timestamp: iso });

const file = (collections: ContentFile['collections']): ContentFile => ({
  format: CONTENT_FILE_FORMAT,
  version: CONTENT_FILE_VERSION,
  project: 'demo-test',
  exportedAt: '2026-01-02T03:04:05.000Z',
  collections,
});

/** A file's text with `change` applied to its parsed JSON. */
function fileText(change: (json: Record<string, unknown>) => void): string {
  const json = JSON.parse(serializeContentFile(sampleContent(new Date('2026-03-01T12:00:00Z')))) as Record<
    string,
    unknown
  >;
  change(json);
  return JSON.stringify(json);
}

const parseError = (text: string): string => {
  try {
    parseContentFile(text, 'content.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('timestamps', () => {
  it('round-trip to the nanosecond, with as few fraction digits as keep every one', () => {
    const cases: Array<[Timestamp, string]> = [
      [new Timestamp(1_700_000_000, 123_456_789), '2023-11-14T22:13:20.123456789Z'],
      [new Timestamp(1_700_000_000, 123_456_000), '2023-11-14T22:13:20.123456Z'],
      [new Timestamp(1_700_000_000, 120_000_000), '2023-11-14T22:13:20.120Z'],
      [new Timestamp(0, 0), '1970-01-01T00:00:00.000Z'],
      [new Timestamp(-1, 500), '1969-12-31T23:59:59.000000500Z'],
    ];
    for (const [timestamp, iso] of cases) {
      expect(timestampToIso(timestamp)).toBe(iso);
      expect(isoToTimestamp(iso).isEqual(timestamp), iso).toBe(true);
    }
    expect(isoToTimestamp('2024-01-31T09:00:00Z').isEqual(Timestamp.fromDate(new Date('2024-01-31T09:00:00Z')))).toBe(
      true,
    );
  });

  it('refuse what is not a real UTC time', () => {
    for (const iso of ['2024-02-31T00:00:00.000Z', '2024-01-01T00:00:00+01:00', 'yesterday', '2024-01-01']) {
      expect(() => isoToTimestamp(iso), iso).toThrow(ContentFileError);
    }
  });
});

describe('encoding Firestore values', () => {
  it('decodes what it encodes: nested lists and maps, timestamps, dates as timestamps, no undefined', () => {
    const data = {
      title: 'A post',
      readTime: 3,
      rating: 4.5,
      featured: false,
      imageUrl: undefined,
      note: null,
      pros: ['One', 'Two'],
      publishedAt: new Timestamp(1_700_000_000, 987_654_321),
      history: [{ at: new Timestamp(1, 2), by: 'owner' }],
      meta: { nested: { deeper: [1, 'two', { three: true }] } },
    };
    const encoded = encodeData(data, 'posts/a');
    expect(encoded).not.toHaveProperty('imageUrl');
    expect(encoded.publishedAt).toEqual(at('2023-11-14T22:13:20.987654321Z'));
    const { imageUrl: _absent, ...stored } = data;
    expect(decodeData(JSON.parse(JSON.stringify(encoded)) as EncodedData)).toEqual(stored);
    expect(encodeValue(new Date('2024-01-31T09:00:00Z'), 'x')).toEqual(at('2024-01-31T09:00:00.000Z'));
  });

  it('refuses what a JSON file cannot carry, naming where', () => {
    expect(() => encodeValue(new GeoPoint(1, 2), 'posts/a.where')).toThrow(/posts\/a\.where holds a GeoPoint/);
    expect(() => encodeValue(Number.NaN, 'posts/a.n')).toThrow(/posts\/a\.n is NaN/);
    expect(() => encodeValue({ __timestamp: 'x' }, 'posts/a.m')).toThrow(/reads as a timestamp/);
  });

  it('compares documents whatever the order of their fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });

  it("leaves out a subscriber's list date and search words, which an import makes again", () => {
    const data = exportedData(COLLECTIONS.newsletterSubscribers, 'ruth@example.test', {
      email: 'ruth@example.test',
      status: 'unsubscribed',
      unsubscribedAt: new Timestamp(10, 0),
      listedAt: new Timestamp(10, 0),
      searchWords: { ruth: 10_000 },
    });
    expect(Object.keys(data).sort()).toEqual(['email', 'status', 'unsubscribedAt']);
  });

  it('leaves secrets out of an export', () => {
    const data = exportedData(COLLECTIONS.newsletterSubscribers, 'ruth@example.test', {
      email: 'ruth@example.test',
      firstName: 'Ruth',
      status: 'confirmed',
      confirmToken: 'abc',
      unsubscribe_token: 'def',
      linkSecret: 'ghi',
      confirmedAt: new Timestamp(10, 0),
    });
    expect(Object.keys(data).sort()).toEqual(['confirmedAt', 'email', 'firstName', 'status']);
  });
});

describe('the content file', () => {
  it('the sample content is a valid file holding every seed item, and survives a write and a read', () => {
    const sample = sampleContent(new Date('2026-03-01T12:00:00Z'));
    expect(sample.collections.posts).toHaveLength(seedPosts.length);
    expect(sample.collections.appReviews).toHaveLength(seedAppReviews.length);
    expect(sample.collections.resources).toHaveLength(seedResources.length);
    expect(sample.collections.testimonials).toHaveLength(seedTestimonials.length);
    expect(parseContentFile(serializeContentFile(sample), 'sample')).toEqual(sample);
    const firstPost = sample.collections.posts![0]!;
    expect(firstPost.id).toBe(seedPosts[0]!.slug);
    expect(firstPost.data.publishedAt).toEqual(firstPost.data.updatedAt);
    expect(firstPost.data).not.toHaveProperty('daysAgo');
  });

  it('accepts a file with only some collections', () => {
    const text = serializeContentFile(file({ testimonials: [{ id: 't', data: { name: 'Ruth' } }] }));
    expect(parseContentFile(text, 'f').collections).toEqual({ testimonials: [{ id: 't', data: { name: 'Ruth' } }] });
  });

  it('refuses a wrong file, saying where and what', () => {
    expect(parseError('{"format": ')).toMatch(/^content\.json is not JSON/);
    expect(parseError('[]')).toMatch(/content\.json is not a content file/);
    expect(parseError(fileText((json) => (json.format = 'something-else')))).toMatch(
      /format: must be .* not a content file/,
    );
    expect(parseError(fileText((json) => (json.version = 2)))).toMatch(
      /version: must be 1: this file was written by another version/,
    );
    expect(
      parseError(
        fileText((json) => {
          const posts = (json.collections as Record<string, Array<{ data: Record<string, unknown> }>>).posts!;
          posts[0]!.data.publishedAt = { __timestamp: '2024-02-31T00:00:00Z' };
          posts[1]!.data.when = { __timestamp: '2024-01-01T00:00:00Z', extra: 1 };
        }),
      ),
    ).toMatch(
      /collections\.posts\.0\.data\.publishedAt\.__timestamp: "2024-02-31T00:00:00Z" is not a UTC timestamp[\s\S]*collections\.posts\.1\.data\.when: a timestamp is \{"__timestamp": "…"\} and nothing else/,
    );
    const reviews = (json: Record<string, unknown>) =>
      (json.collections as Record<string, Array<{ id: string }>>).appReviews!;
    expect(parseError(fileText((json) => (reviews(json)[1]!.id = reviews(json)[0]!.id)))).toMatch(
      /collections\.appReviews\.1\.id: ".+" appears twice/,
    );
    expect(parseError(fileText((json) => (reviews(json)[2]!.id = 'a/b')))).toMatch(
      /collections\.appReviews\.2\.id: a document id must not contain "\/"/,
    );
    expect(
      parseError(
        serializeContentFile(
          file({ newsletterSubscribers: [{ id: 'ruth@example.test', data: { email: 'x', confirmToken: 't' } }] }),
        ),
      ),
    ).toMatch(/confirmToken: a field that holds a secret is never imported/);
    expect(parseError(fileText((json) => ((json.collections as Record<string, unknown>).users = [])))).toMatch(
      /collections: "users" is not one of posts, appReviews/,
    );
  });
});

describe('planning an import', () => {
  const post = (updatedAt: string, title = 'A post'): EncodedData => ({ title, updatedAt: at(updatedAt) });

  it('says when a document last changed: updatedAt, else its latest timestamp, else nothing', () => {
    const later = '2026-02-01T00:00:00.000Z';
    expect(
      changedAt({ updatedAt: at('2026-01-01T00:00:00.000Z'), createdAt: at(later) })!
        .toDate()
        .toISOString(),
    ).toBe('2026-01-01T00:00:00.000Z');
    expect(
      changedAt({ requestedAt: at('2026-01-01T00:00:00.000Z'), confirmedAt: at(later), status: 'confirmed' })!
        .toDate()
        .toISOString(),
    ).toBe(later);
    expect(changedAt({ name: 'Upward', rating: 4.5 })).toBeUndefined();
  });

  it('creates, updates, keeps what is equal, and never replaces a newer document unless told to', () => {
    expect(classify(undefined, post('2026-01-01T00:00:00Z'))).toBe('create');
    expect(classify({ updatedAt: at('2026-01-01T00:00:00Z'), title: 'A post' }, post('2026-01-01T00:00:00Z'))).toBe(
      'unchanged',
    );
    expect(classify(post('2026-01-01T00:00:00Z', 'Old'), post('2026-01-02T00:00:00Z'))).toBe('update');
    expect(classify(post('2026-01-01T00:00:00Z', 'Same time'), post('2026-01-01T00:00:00Z'))).toBe('update');
    expect(classify(post('2026-01-03T00:00:00Z', 'Edited'), post('2026-01-02T00:00:00Z'))).toBe('skipped-newer');
    expect(
      classify(post('2026-01-03T00:00:00Z', 'Edited'), post('2026-01-02T00:00:00Z'), { overwriteNewer: true }),
    ).toBe('update');
    // One nanosecond is newer.
    expect(classify(post('2026-01-02T00:00:00.000000001Z', 'Edited'), post('2026-01-02T00:00:00Z'))).toBe(
      'skipped-newer',
    );
    // A stored time the file's copy lacks: an edit the file cannot be newer than.
    expect(classify(post('2026-01-01T00:00:00Z'), { title: 'A post' })).toBe('skipped-newer');
    // No time on either side: the file's copy wins.
    expect(classify({ name: 'Upward', rating: 4.5 }, { name: 'Upward', rating: 4.7 })).toBe('update');
  });

  it('plans per collection and writes only what is created or updated', () => {
    const content = file({
      posts: [
        { id: 'new', data: post('2026-01-01T00:00:00Z') },
        { id: 'same', data: post('2026-01-01T00:00:00Z') },
        { id: 'older-here', data: post('2026-01-02T00:00:00Z', 'From the file') },
        { id: 'newer-here', data: post('2026-01-02T00:00:00Z', 'From the file') },
      ],
      testimonials: [],
    });
    const stored = new Map([
      // As the API stores a post: with its search tokens.
      [storedKey('posts', 'same'), withSearchWords(post('2026-01-01T00:00:00Z'))],
      [storedKey('posts', 'older-here'), withSearchWords(post('2026-01-01T00:00:00Z', 'Before'))],
      [storedKey('posts', 'newer-here'), withSearchWords(post('2026-01-03T00:00:00Z', 'Edited since'))],
    ]);
    const plan = planImport(content, stored);
    // These test posts have no status: drafts, which the search never finds.
    expect(plan.writes[0]!.data.searchWords, 'a post is written with the words the search queries').toEqual({});
    const published = withSearchWords({
      ...post('2026-01-01T00:00:00Z'),
      status: 'published',
      publishedAt: at('2026-01-01T00:00:00Z'),
    });
    expect(published.searchWords).toEqual({
      post: Date.parse('2026-01-01T00:00:00Z'),
      pos: Date.parse('2026-01-01T00:00:00Z'),
    });
    expect(plan.collections).toEqual({
      posts: { create: ['new'], update: ['older-here'], unchanged: ['same'], 'skipped-newer': ['newer-here'] },
      testimonials: { create: [], update: [], unchanged: [], 'skipped-newer': [] },
    });
    expect(plan.writes.map((write) => write.id)).toEqual(['new', 'older-here']);
    expect(describePlan(plan)).toEqual([
      'posts: 1 create, 1 update, 1 unchanged, 1 skipped-newer',
      '  create: new',
      '  update: older-here',
      '  skipped-newer: newer-here',
      'testimonials: 0 create, 0 update, 0 unchanged, 0 skipped-newer',
    ]);
    expect(planImport(content, stored, { overwriteNewer: true }).writes.map((write) => write.id)).toEqual([
      'new',
      'older-here',
      'newer-here',
    ]);
  });
});

/** Just enough of Firestore for the importer and the exporter: documents in a map, batches counted. */
function memoryFirestore() {
  const docs = new Map<string, Record<string, unknown>>();
  const batches: number[] = [];
  const ref = (collection: string, id: string) => ({ collection, id });
  const snapshot = (collection: string, id: string) => ({
    id,
    exists: docs.has(storedKey(collection, id)),
    data: () => docs.get(storedKey(collection, id)),
    get: (field: string) => docs.get(storedKey(collection, id))?.[field],
  });
  const db = {
    collection: (collection: string) => {
      const get = async () => {
        const prefix = `${collection}/`;
        const ids = [...docs.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
        return { size: ids.length, docs: ids.map((id) => snapshot(collection, id)) };
      };
      return { doc: (id: string) => ref(collection, id), get, select: () => ({ get }) };
    },
    getAll: async (...refs: Array<ReturnType<typeof ref>>) =>
      refs.map(({ collection, id }) => snapshot(collection, id)),
    bulkWriter: () => ({
      set: async ({ collection, id }: ReturnType<typeof ref>, data: Record<string, unknown>) => {
        docs.set(storedKey(collection, id), data);
      },
      delete: async ({ collection, id }: ReturnType<typeof ref>) => {
        docs.delete(storedKey(collection, id));
      },
      close: async () => {},
    }),
    batch: () => {
      const sets: Array<[string, Record<string, unknown>]> = [];
      return {
        set: ({ collection, id }: ReturnType<typeof ref>, data: Record<string, unknown>) => {
          sets.push([storedKey(collection, id), data]);
        },
        commit: async () => {
          expect(sets.length).toBeLessThanOrEqual(BATCH_LIMIT);
          batches.push(sets.length);
          for (const [key, data] of sets) docs.set(key, data);
        },
      };
    },
  };
  return { db: db as unknown as Firestore, docs, batches };
}

describe('batches of writes', () => {
  it('hold at most BATCH_LIMIT writes and about BATCH_BYTES of data, and never split a write', () => {
    const small = Array.from({ length: BATCH_LIMIT + 1 }, (_, index) => ({ id: `s${index}`, data: { n: index } }));
    expect(writeBatches(small).map((batch) => batch.length)).toEqual([BATCH_LIMIT, 1]);
    // Long articles: 100 of 100 KB would be 10 MB in one request, past Firestore's limit.
    const long = Array.from({ length: 100 }, (_, index) => ({
      id: `l${index}`,
      data: { content: 'x'.repeat(100_000) },
    }));
    const batches = writeBatches(long);
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches)
      expect(JSON.stringify(batch.map((write) => write.data)).length).toBeLessThan(BATCH_BYTES + 200_000);
    expect(batches.flat()).toEqual(long);
    const huge = [{ id: 'h', data: { content: 'x'.repeat(BATCH_BYTES + 1) } }];
    expect(writeBatches(huge)).toEqual([huge]);
  });

  it("never mix two collections: a collection's writes come whole before the next's", () => {
    const write = (collection: ContentCollection, id: string): ImportWrite => ({
      collection,
      id,
      outcome: 'create',
      data: {},
    });
    const posts = Array.from({ length: BATCH_LIMIT + 1 }, (_, index) => write('posts', `p${index}`));
    const batches = importBatches([...posts, write('resources', 'r'), write('testimonials', 't')]);
    expect(batches.map((batch) => [batch[0]!.collection, batch.length])).toEqual([
      ['posts', BATCH_LIMIT],
      ['posts', 1],
      ['resources', 1],
      ['testimonials', 1],
    ]);
  });
});

describe('importing into Firestore', () => {
  it('writes in batches of at most 500', async () => {
    const { db, docs, batches } = memoryFirestore();
    const plan: ImportPlan = {
      collections: {},
      writes: Array.from({ length: 1201 }, (_, index) => ({
        collection: 'posts',
        id: `p${index}`,
        outcome: 'create',
        data: { n: index },
      })),
    };
    await applyPlan(db, plan);
    expect(batches).toEqual([500, 500, 201]);
    expect(docs.size).toBe(1201);
  });

  it('a dry run writes nothing; the import then writes Timestamps; a second import is all unchanged; an export gives the file back', async () => {
    const { db, docs, batches } = memoryFirestore();
    const sample = sampleContent(new Date('2026-03-01T12:00:00Z'));
    const total = Object.values(sample.collections).reduce((sum, documents) => sum + documents.length, 0);

    const dry = await importContent(db, sample, { dryRun: true });
    expect(dry.writes).toHaveLength(total);
    expect(docs.size).toBe(0);

    await importContent(db, sample);
    const posts = sample.collections.posts!;
    // Every document, and a claim of each post's slug (post-slugs.ts).
    expect(docs.size).toBe(total + posts.length);
    for (const { id, data } of posts)
      expect(docs.get(storedKey(COLLECTIONS.postSlugs, String(data.slug)))).toEqual({ postId: id });
    expect(docs.get(storedKey('posts', seedPosts[0]!.slug))!.publishedAt).toBeInstanceOf(Timestamp);

    const again = await importContent(db, sample);
    expect(again.writes).toEqual([]);
    for (const outcomes of Object.values(again.collections)) {
      expect([outcomes.create, outcomes.update, outcomes['skipped-newer']]).toEqual([[], [], []]);
    }
    // A batch per collection: a stop between two leaves whole collections written.
    expect(batches).toEqual(Object.values(sample.collections).map((documents) => documents.length));

    const exported = await exportContent(db, 'demo-test', () => {}, new Date(sample.exportedAt));
    for (const [collection, documents] of Object.entries(sample.collections)) {
      const byId = (list: typeof documents) => [...list].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(exported.collections[collection as keyof typeof sample.collections]!)).toEqual(byId(documents));
    }
    expect(exported.collections.newsletterSubscribers).toEqual([]);
  });
});

describe('importing only what the API would store', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ruth = 'ruth@example.test';
  const confirmedRuth = (): EncodedData => ({
    firstName: 'Ruth',
    email: ruth,
    status: 'confirmed',
    requestedAt: at('2026-01-01T09:00:00.000Z'),
    confirmationSentAt: at('2026-01-01T09:00:00.000Z'),
    confirmedAt: at('2026-01-01T09:05:00.123456Z'),
  });

  /** The words ruth@example.test named Ruth is found by, with their starts. */
  const RUTH_WORDS = ['exa', 'exam', 'examp', 'exampl', 'example', 'rut', 'ruth', 'tes', 'test'];

  /** The sample content with a subscriber and a contact message, as an export of a live site holds. */
  function liveFile(): ContentFile {
    const sample = sampleContent(now);
    return {
      ...sample,
      collections: {
        ...sample.collections,
        newsletterSubscribers: [
          { id: ruth, data: confirmedRuth() },
          {
            id: 'gone@example.test',
            data: {
              email: 'gone@example.test',
              status: 'unsubscribed',
              unsubscribedAt: at('2026-01-02T00:00:00.000Z'),
            },
          },
        ],
        contactSubmissions: [
          {
            id: 'm1',
            data: {
              name: 'Ruth',
              email: ruth,
              subject: 'Hello',
              message: 'A question.',
              status: 'read',
              submittedAt: at('2026-01-03T00:00:00.000Z'),
              updatedAt: at('2026-01-04T00:00:00.000Z'),
            },
          },
        ],
      },
    };
  }

  /** `liveFile()` with `change` applied to one document's fields. */
  function withChange(
    collection: keyof ContentFile['collections'],
    index: number,
    change: (data: EncodedData) => void,
  ) {
    const content = liveFile();
    change(content.collections[collection]![index]!.data);
    return content;
  }

  /** The refusal's lines, after the sentence that says nothing was imported. */
  async function refusal(db: Firestore, content: ContentFile, options: { dryRun?: boolean } = {}): Promise<string[]> {
    const error = await importContent(db, content, options).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error, 'the import was not refused').toBeInstanceOf(ContentFileError);
    const [first, ...lines] = (error as Error).message.split('\n');
    expect(first).toMatch(/hold what the API would refuse, so nothing was imported:$/);
    return lines.map((line) => line.trim());
  }

  const review = seedAppReviews[0]!.id;

  it('refuses an http affiliate link, which the /go/ redirect would follow', async () => {
    const content = withChange('appReviews', 0, (data) => (data.affiliateUrl = 'http://partner.example/?ref=x'));
    expect(await refusal(memoryFirestore().db, content)).toEqual([
      `appReviews/${content.collections.appReviews![0]!.id} affiliateUrl: Use an https:// address`,
    ]);
  });

  it('refuses a protocol-relative affiliate link, on an app review and on a resource', async () => {
    const content = withChange('appReviews', 0, (data) => (data.affiliateUrl = '//evil.com/go'));
    content.collections.resources![0]!.data.affiliateUrl = '//evil.com/book';
    expect(await refusal(memoryFirestore().db, content)).toEqual([
      `appReviews/${content.collections.appReviews![0]!.id} affiliateUrl: Use an https:// address`,
      `resources/${content.collections.resources![0]!.id} affiliateUrl: Use an https:// address, or a path on this site for a free download`,
    ]);
  });

  it('refuses an http image', async () => {
    const content = withChange('testimonials', 0, (data) => (data.imageUrl = 'http://images.example/ruth.jpg'));
    expect(await refusal(memoryFirestore().db, content)).toEqual([
      `testimonials/${content.collections.testimonials![0]!.id} imageUrl: Use an https:// address or a path on this site (starting with /)`,
    ]);
  });

  it('names every refused document and field of a file, and writes nothing, dry run or not', async () => {
    const content = liveFile();
    const [firstPost, secondPost] = content.collections.posts!;
    firstPost!.data.imageUrl = 'http://images.example/a.jpg';
    firstPost!.data.status = 'live';
    secondPost!.data.publishedAt = '2026-01-01T00:00:00Z';
    const appReview = content.collections.appReviews!.find((document) => document.id === review)!;
    appReview.data.pros = ['Fine', ''];
    appReview.data.hiddenLink = 'https://elsewhere.example';
    content.collections.newsletterSubscribers![0]!.data.status = 'vip';
    content.collections.newsletterSubscribers!.push({
      id: 'Sam@Example.test',
      data: {
        firstName: 'Sam',
        email: 'sam@example.test',
        status: 'pending',
        requestedAt: at('2026-01-01T00:00:00.000Z'),
      },
    });
    content.collections.contactSubmissions![0]!.data.status = 'archived';

    const { db, docs, batches } = memoryFirestore();
    const expected = [
      `posts/${firstPost!.id} imageUrl: Use an https:// address or a path on this site (starting with /)`,
      `posts/${firstPost!.id} status: Invalid option: expected one of "draft"|"published"`,
      `posts/${secondPost!.id} publishedAt: must be a timestamp, {"__timestamp": "…"}`,
      `appReviews/${review} pros.1: Write something here or remove this line`,
      `appReviews/${review} hiddenLink: is not a field the API stores here`,
      `newsletterSubscribers/${ruth} status: Status must be one of: pending, confirmed, unsubscribed, bounced`,
      'newsletterSubscribers/Sam@Example.test email: must be the document id ("Sam@Example.test"): a subscriber is filed by address',
      'newsletterSubscribers/Sam@Example.test (id): a subscriber’s id is the address in lower case, without spaces',
      'contactSubmissions/m1 status: Status must be one of: unread, read, replied',
    ];
    expect(await refusal(db, content, { dryRun: true })).toEqual(expected);
    expect(await refusal(db, content)).toEqual(expected);
    expect(docs.size).toBe(0);
    expect(batches).toEqual([]);
  });

  it('imports a valid file, subscribers awaiting confirmation unless told to keep their status', async () => {
    const { db, docs } = memoryFirestore();
    const content = liveFile();
    const total = Object.values(content.collections).reduce((sum, documents) => sum + documents.length, 0);
    const plan = await importContent(db, content);
    expect(plan.writes).toHaveLength(total);
    expect(docs.size).toBe(total + content.collections.posts!.length);
    // As a signup is stored, less the confirmation email this import never sent.
    const { searchWords: _, ...pendingRuth } = encodeData(docs.get(storedKey('newsletterSubscribers', ruth))!, 'x');
    expect(pendingRuth).toEqual({
      firstName: 'Ruth',
      email: ruth,
      status: 'pending',
      requestedAt: at('2026-01-01T09:00:00.000Z'),
      listedAt: at('2026-01-01T09:00:00.000Z'),
    });
    expect(docs.get(storedKey('newsletterSubscribers', 'gone@example.test'))!.status).toBe('unsubscribed');
    expect(docs.get(storedKey('contactSubmissions', 'm1'))!.status).toBe('read');
    expect((await importContent(db, content)).writes).toEqual([]);

    const kept = memoryFirestore();
    await importContent(kept.db, content, { keepStatus: true });
    const { listedAt, searchWords, ...keptRuth } = encodeData(
      kept.docs.get(storedKey('newsletterSubscribers', ruth))!,
      'x',
    );
    expect(keptRuth).toEqual(confirmedRuth());
    // The owner's list's date (when confirmed) and words, as confirmSubscription stores them.
    expect(listedAt).toEqual(at('2026-01-01T09:05:00.123456Z'));
    expect(Object.keys(searchWords as object).sort()).toEqual(RUTH_WORDS);
    expect(new Set(Object.values(searchWords as object))).toEqual(new Set([Date.parse('2026-01-01T09:05:00.123Z')]));
  });

  it('keeps a bounced subscriber bounced, with or without --keep-status: its address refuses mail', async () => {
    const bounced = {
      firstName: 'Ruth',
      email: ruth,
      status: 'bounced',
      requestedAt: at('2026-01-01T09:00:00.000Z'),
      confirmedAt: at('2026-01-01T09:05:00.000Z'),
      bouncedAt: at('2026-02-01T09:00:00.000Z'),
      bounceError: '550 5.1.1 No such user here',
    };
    const content = file({ newsletterSubscribers: [{ id: ruth, data: bounced }] });
    for (const keepStatus of [false, true]) {
      const { db, docs } = memoryFirestore();
      await importContent(db, content, { keepStatus });
      const {
        searchWords: _,
        listedAt,
        ...stored
      } = encodeData(docs.get(storedKey('newsletterSubscribers', ruth))!, 'x');
      expect(stored, `keepStatus ${keepStatus}`).toEqual(bounced);
      expect(listedAt).toEqual(at('2026-01-01T09:05:00.000Z'));
    }
    const { bounceError: _, ...withoutWhy } = bounced;
    const refused = file({ newsletterSubscribers: [{ id: ruth, data: withoutWhy }] });
    await expect(importContent(memoryFirestore().db, refused)).rejects.toThrow(/bounceError/);
  });

  it('makes a subscriber from before double opt-in pending too, from when they subscribed', async () => {
    const { db, docs } = memoryFirestore();
    const content = file({
      newsletterSubscribers: [
        { id: ruth, data: { firstName: 'Ruth', email: ruth, subscribedAt: at('2025-06-01T00:00:00.000Z') } },
      ],
    });
    await importContent(db, content);
    const { searchWords, ...stored } = encodeData(docs.get(storedKey('newsletterSubscribers', ruth))!, 'x');
    expect(stored).toEqual({
      firstName: 'Ruth',
      email: ruth,
      status: 'pending',
      requestedAt: at('2025-06-01T00:00:00.000Z'),
      listedAt: at('2025-06-01T00:00:00.000Z'),
    });
    expect(Object.keys(searchWords as object).sort()).toEqual(RUTH_WORDS);

    // Kept as it was: the confirmed subscriber it has always counted as, listed from when it signed up.
    const kept = memoryFirestore();
    await importContent(kept.db, content, { keepStatus: true });
    const { searchWords: _, ...keptRuth } = encodeData(kept.docs.get(storedKey('newsletterSubscribers', ruth))!, 'x');
    expect(keptRuth).toEqual({
      firstName: 'Ruth',
      email: ruth,
      status: 'confirmed',
      requestedAt: at('2025-06-01T00:00:00.000Z'),
      confirmedAt: at('2025-06-01T00:00:00.000Z'),
      listedAt: at('2025-06-01T00:00:00.000Z'),
    });
  });

  it('the refusal is its own error, listing the fields', async () => {
    const content = withChange('appReviews', 0, (data) => (data.affiliateUrl = 'http://x.example'));
    await expect(importContent(memoryFirestore().db, content)).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ContentRefusedError &&
        error.refused.length === 1 &&
        error.refused[0]!.field === 'affiliateUrl',
    );
  });
});

describe('the content:import command line', () => {
  it('keeps subscribers’ status only with --keep-status, and says so in its help', () => {
    const base = ['--project', 'demo-test', '--file', 'content.json'];
    expect(importArguments(base)).toMatchObject({
      keepStatus: false,
      dryRun: false,
      overwriteNewer: false,
      backupDir: 'content-exports',
      database: '(default)',
    });
    expect(importArguments([...base, '--backup-dir', '/safe/place'])).toMatchObject({ backupDir: '/safe/place' });
    expect(importArguments([...base, '--keep-status', '--dry-run'])).toMatchObject({ keepStatus: true, dryRun: true });
    expect(importArguments(['--help'])).toBe('help');
    expect(USAGE).toMatch(/--keep-status[\s\S]*without it they come in pending, awaiting confirmation/);
    expect(() => importArguments(['--project', 'demo-test'])).toThrow(/^usage: npm run content:import/);
  });
});

describe("an import's journal", () => {
  const target = { project: 'demo-test', database: '(default)' };
  const choices = { overwriteNewer: false, keepStatus: false };
  const started = new Date('2026-03-01T12:00:00Z');
  const write = (collection: ContentCollection, id: string, outcome: ImportWrite['outcome']): ImportWrite => ({
    collection,
    id,
    outcome,
    data: {},
  });
  const journal = () =>
    startJournal(
      { id: 'abc', target, source: 'content.json', choices },
      'content-exports/demo-test-before-import-1.json',
      started,
    );

  it('is the same for the same file, project, database and options, and another for any other', () => {
    const content = file({ posts: [] });
    const id = importId(content, target, choices);
    expect(importId(structuredClone(content), { ...target }, { ...choices })).toBe(id);
    expect(
      new Set([
        id,
        importId(file({ posts: [], testimonials: [] }), target, choices),
        importId(content, { ...target, project: 'demo-other' }, choices),
        importId(content, { ...target, database: 'restored' }, choices),
        importId(content, target, { ...choices, keepStatus: true }),
        importId(content, target, { ...choices, overwriteNewer: true }),
      ]).size,
    ).toBe(6);
  });

  it('records each document once, as created or replaced when first written, over every run and backup', () => {
    let recorded = withWrites(journal(), [write('posts', 'a', 'update'), write('resources', 'new', 'create')]);
    recorded = withBackup(recorded, 'content-exports/demo-test-before-import-2.json');
    // Written again on a later run: where it was first written it stays (no backup before the import has it).
    recorded = withWrites(recorded, [write('resources', 'new', 'update'), write('posts', 'b', 'update')]);
    expect(recorded.written).toEqual({
      posts: { created: [], replaced: ['a', 'b'] },
      resources: { created: ['new'], replaced: [] },
    });
    expect(recorded.backups[0]).toBe('content-exports/demo-test-before-import-1.json');
    expect(journal().written, 'the journal it came from is left as it was').toEqual({});
  });

  it('says how to finish a stopped import and how to undo it, with the first backup', () => {
    const stopped = withBackup(
      withWrites(journal(), [write('posts', 'a', 'update'), write('resources', 'new', 'create')]),
      'later.json',
    );
    const undo =
      'to undo it: npm run content:import -- --project demo-test --file content-exports/demo-test-before-import-1.json --keep-status --overwrite-newer';
    expect(stoppedLines(stopped, 'j.json')).toEqual([
      'stopped after writing 2 document(s) (posts 1, resources 1)',
      'to finish it: run the same command again (its journal, j.json, says where it stopped)',
      undo,
      '  the 1 document(s) it created are in no backup: a restore leaves them (the journal lists them)',
    ]);
    expect(finishedLines(stopped, 'j.json')[0]).toBe(
      'done: this import wrote 2 document(s) (posts 1, resources 1); journal j.json',
    );
    expect(resumeLine(stopped, true)).toBe(
      'an earlier run of this import (2026-03-01T12:00:00.000Z) stopped after writing 2 document(s) (posts 1, resources 1); ' +
        'without --dry-run this run would finish it; the project before it began is in content-exports/demo-test-before-import-1.json',
    );
    expect(
      restoreCommand({ ...journal(), database: 'restored', backups: ["/backups/Ruth's copy.json"] }),
      'another database named, a path with a space quoted',
    ).toBe(
      `npm run content:import -- --project demo-test --database restored --file '/backups/Ruth'\\''s copy.json' --keep-status --overwrite-newer`,
    );
  });

  it('is read back as written; an unfinished one is found by its project and database; junk is refused', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'import-journal-'));
    try {
      const unfinished = journal();
      writeJournal(path.join(folder, 'a.journal.json'), unfinished);
      writeJournal(path.join(folder, 'b.journal.json'), { ...unfinished, finishedAt: started.toISOString() });
      writeJournal(path.join(folder, 'c.journal.json'), { ...unfinished, database: 'restored' });
      expect(readJournal(path.join(folder, 'a.journal.json'))).toEqual(unfinished);
      expect(readJournal(path.join(folder, 'none.journal.json'))).toBeUndefined();
      expect([...unfinishedJournals(folder, target).keys()]).toEqual([path.join(folder, 'a.journal.json')]);
      expect(unfinishedJournals(path.join(folder, 'no-such-folder'), target).size).toBe(0);
      writeFileSync(path.join(folder, 'd.journal.json'), '{"format": "something else"}');
      expect(() => readJournal(path.join(folder, 'd.journal.json'))).toThrow(/is not a journal content:import wrote/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('an import made safe to stop: an export before it writes, a journal to finish it', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  // After every sample date, a draft's future one included: the file's copies are the newer.
  const later = at('2026-04-01T00:00:00.000Z');
  const ruth = 'ruth@example.test';
  const sam = 'sam@example.test';
  const confirmed = (email: string, firstName: string): EncodedData => ({
    firstName,
    email,
    status: 'confirmed',
    requestedAt: at('2026-01-01T09:00:00.000Z'),
    confirmedAt: at('2026-01-01T09:05:00.123456Z'),
  });
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const tempFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'content-import-'));
    folders.push(folder);
    return folder;
  };

  /** A project holding the sample content and a confirmed subscriber, as a restore of its own export leaves it. */
  async function project() {
    const memory = memoryFirestore();
    await importContent(memory.db, sampleContent(now), { keepStatus: true });
    await importContent(memory.db, file({ newsletterSubscribers: [{ id: ruth, data: confirmed(ruth, 'Ruth') }] }), {
      keepStatus: true,
    });
    return memory;
  }

  const exportOf = (db: Firestore) => exportContent(db, 'demo-test', () => {}, now);
  const claimsOf = (docs: ReadonlyMap<string, unknown>) =>
    Object.fromEntries([...docs].filter(([key]) => key.startsWith(`${COLLECTIONS.postSlugs}/`)));

  /**
   * What is imported: every post edited (the first given a new slug), a testimonial edited, a new
   * resource, and a new subscriber who comes in pending (no --keep-status). Four batches: posts,
   * resources, testimonials, subscribers.
   */
  function edits(before: ContentFile): ContentFile {
    const edited = structuredClone(before);
    for (const post of edited.collections.posts!) {
      Object.assign(post.data, { title: `${String(post.data.title)} (edited)`, updatedAt: later });
    }
    edited.collections.posts![0]!.data.slug = 'a-new-slug';
    Object.assign(edited.collections.testimonials![0]!.data, { location: 'Elsewhere', updatedAt: later });
    edited.collections.resources!.push({ id: 'a-new-resource', data: edited.collections.resources![0]!.data });
    edited.collections.newsletterSubscribers!.push({ id: sam, data: confirmed(sam, 'Sam') });
    return edited;
  }

  const options = (folder: string, more: Partial<GuardedImportOptions> = {}) =>
    importOptions('demo-test', folder, more);

  it('a dry run says where the export would go, and writes nothing: no document, no folder', async () => {
    const { db, docs, batches } = await project();
    const imported = edits(await exportOf(db));
    // Each write replaces a stored object whole: the entries as they are now are the state to compare.
    const stored = [...docs];
    const committed = batches.length;
    const folder = path.join(tempFolder(), 'not-yet');
    const lines: string[] = [];
    const dry = await importWithBackup(
      db,
      imported,
      options(folder, { dryRun: true, report: (line) => lines.push(line) }),
    );

    expect(path.dirname(dry.backup!)).toBe(folder);
    expect(path.basename(dry.backup!)).toMatch(/^demo-test-before-import-.+\.json$/);
    expect(dry.journal).toBeUndefined();
    expect(dry.plan.collections.posts!.update).toHaveLength(seedPosts.length);
    expect(dry.plan.collections.resources!.create).toEqual(['a-new-resource']);
    expect(lines).toContain(`posts: 0 create, ${seedPosts.length} update, 0 unchanged, 0 skipped-newer`);
    expect(lines).toContain(`dry run: before writing, the project's content would be exported to ${dry.backup}`);
    expect(existsSync(folder)).toBe(false);
    expect([...docs]).toEqual(stored);
    expect(batches).toHaveLength(committed);
  });

  it('stopped halfway, leaves a whole export that restores the project; run again, it finishes the import', async () => {
    const memory = await project();
    const { db, docs, batches } = memory;
    const before = await exportOf(db);
    const claimsBefore = claimsOf(docs);
    const imported = edits(before);
    const folder = tempFolder();
    const committedBefore = batches.length;

    // The stop: the process dies once two batches (posts, then resources) are committed.
    const { options: stopAfterTwo, stop, lines } = stoppedImport('demo-test', folder, 2);
    await expect(importWithBackup(db, imported, stopAfterTwo)).rejects.toBe(stop);
    expect(batches.slice(committedBefore)).toEqual([seedPosts.length, 1]);
    expect(
      docs.has(storedKey(COLLECTIONS.postSlugs, 'a-new-slug')),
      'the stop came before the slugs were claimed',
    ).toBe(false);

    // The export: whole under its name, byte for byte an export taken before the import.
    const journalPath = journalFile(folder, 'demo-test', importId(imported, stopAfterTwo.target, stopAfterTwo));
    const journal = readJournal(journalPath)!;
    const [backup] = journal.backups;
    const backupText = readFileSync(backup!, 'utf8');
    const backupContent = parseContentFile(backupText, backup!);
    expect(backupText).toBe(serializeContentFile({ ...before, exportedAt: backupContent.exportedAt }));
    expect(existsSync(`${backup}.partial`)).toBe(false);
    expect(statSync(backup!).mode & 0o777, 'as private as the database').toBe(0o600);

    // The journal: what was written, not yet finished; the output says how to finish or undo it.
    expect(journal.finishedAt).toBeUndefined();
    expect(journal.written).toEqual({
      posts: { created: [], replaced: before.collections.posts!.map(({ id }) => id) },
      resources: { created: ['a-new-resource'], replaced: [] },
    });
    expect(lines.slice(-4)).toEqual(stoppedLines(journal, journalPath));
    expect(lines).toContain(`to undo it: ${restoreCommand(journal)}`);

    // Run again: it finds the journal, writes only what the stopped run had not (the subscriber comes
    // in pending once), and claims the new slug the stopped run left unclaimed.
    const committedFirst = batches.length;
    const finished = await importWithBackup(db, imported, options(folder));
    expect(finished.resumed).toEqual(journal);
    expect(finished.plan.collections.posts!.unchanged).toHaveLength(seedPosts.length);
    expect(finished.plan.collections.resources!.unchanged).toContain('a-new-resource');
    expect(finished.plan.writes.map(({ collection, id }) => `${collection}/${id}`)).toEqual([
      `testimonials/${imported.collections.testimonials![0]!.id}`,
      `newsletterSubscribers/${sam}`,
    ]);
    expect(batches.slice(committedFirst)).toEqual([1, 1]);
    expect(docs.get(storedKey(COLLECTIONS.newsletterSubscribers, sam))!.status).toBe('pending');
    expect(docs.get(storedKey(COLLECTIONS.newsletterSubscribers, ruth))!.status).toBe('confirmed');
    expect(finished.journal!.finishedAt).toBeDefined();
    expect(finished.journal!.backups).toEqual([backup, finished.backup]);
    expect(readJournal(journalPath)).toEqual(finished.journal);

    // The same as one import that never stopped: every document, and every post's slug claimed.
    const straight = await project();
    await importContent(straight.db, imported);
    expect(await exportOf(db)).toEqual(await exportOf(straight.db));
    expect(claimsOf(docs)).toEqual(claimsOf(straight.docs));
    expect(docs.get(storedKey(COLLECTIONS.postSlugs, 'a-new-slug'))).toEqual({
      postId: imported.collections.posts![0]!.id,
    });

    // Once finished, the same import again has nothing to write: no export, the journal left as it is.
    const again = await importWithBackup(db, imported, options(folder));
    expect([again.plan.writes, again.backup, again.resumed]).toEqual([[], undefined, undefined]);
    expect(readJournal(journalPath)).toEqual(finished.journal);

    // The restore the output prints: every document as it was, and the slugs' claims; what the
    // import created stays, as the journal lists it.
    await importWithBackup(db, backupContent, options(folder, { keepStatus: true, overwriteNewer: true }));
    const restored = await exportOf(db);
    const created = finished.journal!.written;
    expect(created.resources!.created).toEqual(['a-new-resource']);
    expect(created.newsletterSubscribers!.created).toEqual([sam]);
    for (const collection of Object.keys(before.collections) as ContentCollection[]) {
      const kept = restored.collections[collection]!.filter(({ id }) => !created[collection]?.created.includes(id));
      expect(kept, collection).toEqual(before.collections[collection]);
    }
    expect(claimsOf(docs)).toEqual(claimsBefore);
  });

  it('writes nothing if the export before it cannot be written', async () => {
    const { db, docs, batches } = await project();
    const stored = [...docs];
    const committed = batches.length;
    const notAFolder = path.join(tempFolder(), 'a-file');
    writeFileSync(notAFolder, '');
    await expect(
      importWithBackup(db, edits(await exportOf(db)), options(path.join(notAFolder, 'backups'))),
    ).rejects.toThrow(/ENOTDIR/);
    expect(batches).toHaveLength(committed);
    expect([...docs]).toEqual(stored);
  });

  it('names another import into the project that did not finish, and does not take it for this one', async () => {
    const { db } = await project();
    const imported = edits(await exportOf(db));
    const folder = tempFolder();
    const stop = new Error('stopped');
    await expect(importWithBackup(db, imported, options(folder, { written: () => Promise.reject(stop) }))).rejects.toBe(
      stop,
    );
    const lines: string[] = [];
    const other = await importWithBackup(
      db,
      imported,
      options(folder, { keepStatus: true, report: (line) => lines.push(line) }),
    );
    expect(other.resumed).toBeUndefined();
    expect(lines[0]).toMatch(
      /^another import into this project \(edits\.json, .+\) did not finish: it is not this one/,
    );
  });
});
