// Blog posts: the public lists and article, and the editor's CRUD. Every public list is a query
// that reads only what it shows (a page, the feed's newest, a search's candidates), so a view costs
// the same at 1,000 posts as at 10; counts come from aggregation queries.
import {
  ADMIN_DRAFT_CANDIDATES_MAX,
  ADMIN_SEARCH_CANDIDATES_MAX,
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  SEARCH_CANDIDATES_MAX,
} from '@/domain/constants';
import { searchRank, storedSearchWords } from '@/domain/post-search';
import { SEARCH_WORDS_FIELD, searchQueryWords } from '@/domain/search-words';
import { imageAltMissing, MESSAGES, type BlogPostInput } from '@/domain/schemas';
import type { ImageVariants } from '@/domain/image-variants';
import type { BlogListPage, BlogPost, BlogPostSummary, PostStatus } from '@/domain/types';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { conflict, HttpError, notFound } from '../http-error';
import { num, optImageVariants, optStr, str, toIso, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';
import { variantsOf } from './image-lookup';
import { claimPostSlug, postIdsBySlug } from './post-slugs';

const POSTS = COLLECTIONS.posts;

export function postFromDoc(doc: DocumentSnapshot, options: { admin?: boolean } = {}): BlogPost {
  const data = doc.data() ?? {};
  const post: BlogPost = {
    id: doc.id,
    slug: str(data.slug, doc.id),
    title: str(data.title),
    excerpt: str(data.excerpt),
    content: str(data.content),
    category: str(data.category),
    publishedAt: toIso(data.publishedAt) ?? new Date(0).toISOString(),
    readTime: num(data.readTime, 1),
    status: data.status === 'published' ? 'published' : 'draft',
  };
  const imageUrl = optStr(data.imageUrl);
  if (imageUrl) {
    post.imageUrl = imageUrl;
    const image = optImageVariants(data.image);
    if (image) post.image = image;
    const imageAlt = optStr(data.imageAlt);
    if (imageAlt) post.imageAlt = imageAlt;
  }
  if (options.admin) {
    post.createdAt = toIso(data.createdAt);
    post.updatedAt = toIso(data.updatedAt);
  }
  return post;
}

/** The fields a list shows: what its queries select, so a body is never read for a card. */
const SUMMARY_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'category',
  'imageUrl',
  'image',
  'imageAlt',
  'publishedAt',
  'readTime',
  'status',
];
/** The same with the dates the sitemap and the owner's list show. */
const ADMIN_SUMMARY_FIELDS = [...SUMMARY_FIELDS, 'createdAt', 'updatedAt'];

/** A post as a list shows it: `postFromDoc` without the body (`admin`: with its dates). */
export function summaryFromDoc(doc: DocumentSnapshot, options: { admin?: boolean } = {}): BlogPostSummary {
  const { content: _content, ...summary } = postFromDoc(doc, options);
  return summary;
}

/** Visible to the public: published and its publish date has come. */
export function isPublic(doc: DocumentSnapshot, now = Date.now()): boolean {
  return doc.exists && doc.get('status') === 'published' && toMillis(doc.get('publishedAt')) <= now;
}

const categoryFilter = (category?: string) => (category && category !== ALL_CATEGORIES ? category : undefined);

/** The public posts (of a category): published, and their date has come. */
function publicPosts(db: Firestore, category?: string): Query {
  let query = db.collection(POSTS).where('status', '==', 'published').where('publishedAt', '<=', Timestamp.now());
  const only = categoryFilter(category);
  if (only) query = query.where('category', '==', only);
  return query;
}

/** Newest first, the id breaking ties, so a page link (a post's id) always finds its place. */
const newestFirst = (query: Query) => query.orderBy('publishedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
const oldestFirst = (query: Query) => query.orderBy('publishedAt', 'asc').orderBy(FieldPath.documentId(), 'asc');

const invalidPageLink = () => new HttpError(400, 'Invalid page link', { fields: { after: 'Invalid page link' } });

async function cursorOf(db: Firestore, id: string): Promise<DocumentSnapshot> {
  const doc = await db.collection(POSTS).doc(id).get();
  if (!doc.exists) throw invalidPageLink();
  return doc;
}

export interface PageRequest {
  category?: string;
  /** The page after this post (older posts), or the page before it (newer ones). */
  after?: string;
  before?: string;
  limit?: number;
}

/** One page of the public posts (of a category), newest first: `limit` + 1 documents read at most, and a cursor. */
export async function listPublicPostPage(
  db: Firestore,
  { category, after, before, limit = BLOG_PAGE_SIZE }: PageRequest,
): Promise<Omit<BlogListPage, 'total'>> {
  const base = publicPosts(db, category).select(...SUMMARY_FIELDS);
  if (before) {
    const snap = await oldestFirst(base)
      .startAfter(await cursorOf(db, before))
      .limit(limit + 1)
      .get();
    // Fewer than a page and one newer: those are the first page, shown whole as the first page is.
    if (snap.size <= limit) return listPublicPostPage(db, { category, limit });
    const docs = snap.docs.slice(0, limit).reverse();
    return { posts: docs.map((doc) => summaryFromDoc(doc)), before: docs[0]!.id, after: docs.at(-1)!.id };
  }
  let query = newestFirst(base);
  if (after) query = query.startAfter(await cursorOf(db, after));
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return {
    posts: docs.map((doc) => summaryFromDoc(doc)),
    ...(snap.size > limit ? { after: docs.at(-1)!.id } : {}),
    ...(after && docs.length ? { before: docs[0]!.id } : {}),
  };
}

/** How many public posts (of a category): one aggregation, never the documents. */
export async function countPublicPosts(db: Firestore, category?: string): Promise<number> {
  const snap = await publicPosts(db, category).count().get();
  return snap.data().count;
}

/**
 * A search's matches, best first: the newest SEARCH_CANDIDATES_MAX public posts holding its longest
 * word (`searchQueryWords`; one query on the stored words, src/domain/post-search.ts), kept when they
 * hold every word, then ranked (title above excerpt above body), newest first within a rank.
 */
export async function searchPublicPosts(db: Firestore, words: readonly string[]): Promise<BlogPostSummary[]> {
  const [first, ...others] = words;
  if (!first) return [];
  const wordField = (word: string) => new FieldPath(SEARCH_WORDS_FIELD, word);
  const snap = await db
    .collection(POSTS)
    .where(wordField(first), '<=', Date.now())
    .orderBy(wordField(first), 'desc')
    // Only the other words' entries come back, to check them: not the whole map.
    .select(...SUMMARY_FIELDS, ...others.map(wordField))
    .limit(SEARCH_CANDIDATES_MAX)
    .get();
  const now = Date.now();
  return snap.docs
    .filter((doc) => isPublic(doc, now) && others.every((word) => doc.get(wordField(word)) !== undefined))
    .map((doc) => summaryFromDoc(doc))
    .map((post, order) => ({ post, order, rank: searchRank(post, words) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ post }) => post);
}

/** A page of a list held whole (a search's ranked matches), by the same page links as the others. */
export function pageOf(
  posts: readonly BlogPostSummary[],
  { after, before, limit = BLOG_PAGE_SIZE }: Omit<PageRequest, 'category'>,
): Omit<BlogListPage, 'total'> {
  const at = (id: string) => {
    const index = posts.findIndex((post) => post.id === id);
    if (index < 0) throw invalidPageLink();
    return index;
  };
  let start = after ? at(after) + 1 : before ? at(before) - limit : 0;
  if (start < 0) start = 0;
  const shown = posts.slice(start, start + limit);
  return {
    posts: shown,
    ...(start + limit < posts.length && shown.length ? { after: shown.at(-1)!.id } : {}),
    ...(start > 0 && shown.length ? { before: shown[0]!.id } : {}),
  };
}

/** The newest public posts, whole (the feed's items). */
export async function listNewestPublicPosts(db: Firestore, count: number): Promise<BlogPost[]> {
  const snap = await newestFirst(publicPosts(db)).limit(count).get();
  return snap.docs.map((doc) => postFromDoc(doc));
}

/** Every public post's address and dates (the sitemap): their bodies are never read. */
export async function listPublicPostDates(db: Firestore): Promise<BlogPostSummary[]> {
  const snap = await newestFirst(publicPosts(db))
    .select(...ADMIN_SUMMARY_FIELDS)
    .get();
  return snap.docs.map(adminSummaryFromDoc);
}

/**
 * The titles of the published posts among `slugs`, by slug: the slugs' claims, then the posts they
 * name (post-slugs.ts), so it reads the posts asked for by id, never every post.
 */
export async function publicPostTitles(db: Firestore, slugs: readonly string[]): Promise<Map<string, string>> {
  const asked = new Set(slugs);
  const ids = [...(await postIdsBySlug(db, slugs)).values()];
  const posts =
    ids.length > 0
      ? await db.getAll(...ids.map((id) => db.collection(POSTS).doc(id)), {
          fieldMask: ['slug', 'title', 'status', 'publishedAt'],
        })
      : [];
  const now = Date.now();
  const titles = new Map<string, string>();
  for (const doc of posts) {
    const slug = str(doc.get('slug'));
    if (asked.has(slug) && isPublic(doc, now)) titles.set(slug, str(doc.get('title')));
  }
  return titles;
}

export async function getPublicPostBySlug(db: Firestore, slug: string): Promise<BlogPost> {
  const snap = await db.collection(POSTS).where('slug', '==', slug).limit(5).get();
  const doc = snap.docs.find((candidate) => isPublic(candidate));
  if (!doc) throw notFound('Blog post not found');
  return postFromDoc(doc);
}

/** What the owner's list shows: a summary's fields and the dates the editor keeps, never the body. */
const adminSummaryFromDoc = (doc: DocumentSnapshot) => summaryFromDoc(doc, { admin: true });

/** Every post (of a status), drafts and future ones included: the owner's list. */
function ownerPosts(db: Firestore, status?: PostStatus): Query {
  const posts = db.collection(POSTS);
  return status ? posts.where('status', '==', status) : posts;
}

export interface AdminPostListRequest {
  status?: PostStatus;
  search?: string;
  page: number;
  pageSize: number;
}

export interface AdminPostList {
  posts: BlogPostSummary[];
  /** How many posts the list holds (a search: how many of its candidates match). */
  total: number;
}

/**
 * One page of the owner's list, newest first: the page's summaries and the count from an
 * aggregation. A page after the first is read with an offset (the owner jumps to a page by its
 * number), which reads the documents it skips: the first pages, where the owner works, stay cheap.
 * A search reads its candidates instead (`searchAdminPosts`).
 */
export async function listAdminPostPage(db: Firestore, request: AdminPostListRequest): Promise<AdminPostList> {
  const words = searchQueryWords(request.search ?? '');
  if (words.length) return pageOfMatches(await searchAdminPosts(db, words, request.status), request);
  const base = ownerPosts(db, request.status);
  const [snap, count] = await Promise.all([
    newestFirst(base)
      .select(...ADMIN_SUMMARY_FIELDS)
      .offset((request.page - 1) * request.pageSize)
      .limit(request.pageSize)
      .get(),
    base.count().get(),
  ]);
  return { posts: snap.docs.map(adminSummaryFromDoc), total: count.data().count };
}

/**
 * The owner's search (the spec's: title, excerpt and category), newest first, every word starting
 * a word of the title, excerpt or category. Published posts, future ones too, come from the stored
 * words of the public search: the newest ADMIN_SEARCH_CANDIDATES_MAX holding its longest word (any
 * publish time, where the public search stops at now). A draft stores no words (it is never found
 * by the public), so drafts are read as summaries, newest ADMIN_DRAFT_CANDIDATES_MAX, and matched
 * on their title, excerpt and category, which a summary holds. Either way a search reads a bounded
 * number of documents, and never a body.
 */
export async function searchAdminPosts(
  db: Firestore,
  words: readonly string[],
  status?: PostStatus,
): Promise<BlogPostSummary[]> {
  const [first] = words;
  if (!first) return [];
  const wordField = new FieldPath(SEARCH_WORDS_FIELD, first);
  const [published, drafts] = await Promise.all([
    status === 'draft'
      ? null
      : db
          .collection(POSTS)
          .where(wordField, '>=', 0)
          .orderBy(wordField, 'desc')
          .select(...ADMIN_SUMMARY_FIELDS)
          .limit(ADMIN_SEARCH_CANDIDATES_MAX)
          .get(),
    status === 'published'
      ? null
      : newestFirst(ownerPosts(db, 'draft'))
          .select(...ADMIN_SUMMARY_FIELDS)
          .limit(ADMIN_DRAFT_CANDIDATES_MAX)
          .get(),
  ]);
  // Only published posts' words are kept (a draft's are cleared when it is saved); the status
  // check keeps a post from being counted twice should one still hold some.
  const publishedDocs = (published?.docs ?? []).filter((doc) => doc.get('status') === 'published');
  return [...publishedDocs, ...(drafts?.docs ?? [])]
    .map(adminSummaryFromDoc)
    .filter((post) => searchRank(post, words) <= 1)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id.localeCompare(a.id));
}

/** A numbered page of a list held whole (a search's matches). */
export function pageOfMatches(
  posts: readonly BlogPostSummary[],
  { page, pageSize }: Pick<AdminPostListRequest, 'page' | 'pageSize'>,
): AdminPostList {
  const start = (page - 1) * pageSize;
  return { posts: posts.slice(start, start + pageSize), total: posts.length };
}

export async function getPostById(db: Firestore, id: string): Promise<BlogPost> {
  const doc = await db.collection(POSTS).doc(id).get();
  if (!doc.exists) throw notFound('Blog post not found');
  return postFromDoc(doc, { admin: true });
}

/** A post's picture fields: the URL, its description and its variants, all absent without a URL. */
const PICTURE_FIELDS = ['imageUrl', 'imageAlt', 'image'] as const;
type PictureFields = Partial<{ imageUrl: string; imageAlt: string; image: ImageVariants }>;

function pictureFields(input: BlogPostInput, image: ImageVariants | undefined): PictureFields {
  if (!input.imageUrl) return {};
  const imageAlt = input.imageAlt?.trim();
  return { imageUrl: input.imageUrl, ...(imageAlt ? { imageAlt } : {}), ...(image ? { image } : {}) };
}

/** The variants made of the post's picture (read before its transaction: one read, no lock needed). */
const variantsOfPost = (db: Firestore, input: BlogPostInput) =>
  input.imageUrl ? variantsOf(db, input.imageUrl) : Promise.resolve(undefined);

/** A picture new to the post must be described (src/domain/schemas.ts `imageAltMissing`). */
function checkImageAlt(input: BlogPostInput, storedImageUrl: string | undefined): void {
  if (!imageAltMissing(input, storedImageUrl)) return;
  throw new HttpError(400, 'Please correct the highlighted fields', {
    fields: { imageAlt: MESSAGES.imageAltRequired },
  });
}

/** The fields every save writes; the picture's come from `pictureFields`. */
function storedFields(input: BlogPostInput) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    publishedAt: Timestamp.fromDate(new Date(input.publishedAt)),
    readTime: input.readTime,
    status: input.status satisfies PostStatus,
    // What the public search queries (src/domain/post-search.ts), rewritten with the text and date.
    [SEARCH_WORDS_FIELD]: storedSearchWords({ ...input, publishedAt: Date.parse(input.publishedAt) }),
  };
}

const slugTaken = (slug: string) => conflict(`The slug "${slug}" is already used by another post`);

export async function createPost(db: Firestore, input: BlogPostInput): Promise<BlogPost> {
  checkImageAlt(input, undefined);
  const ref = db.collection(POSTS).doc();
  const image = await variantsOfPost(db, input);
  await db.runTransaction(async (tx) => {
    await claimPostSlug(db, tx, { postId: ref.id, from: undefined, to: input.slug }, slugTaken);
    tx.create(ref, {
      ...storedFields(input),
      ...pictureFields(input, image),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return getPostById(db, ref.id);
}

export async function updatePost(db: Firestore, id: string, input: BlogPostInput): Promise<BlogPost> {
  const ref = db.collection(POSTS).doc(id);
  const image = await variantsOfPost(db, input);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound('Blog post not found');
    await claimPostSlug(db, tx, { postId: id, from: optStr(current.get('slug')), to: input.slug }, slugTaken);
    // The picture the post already has may stay undescribed; a new one may not.
    checkImageAlt(input, optStr(current.get('imageUrl')));
    // Every picture field is rewritten: a field the save leaves out is removed.
    const cleared = Object.fromEntries(PICTURE_FIELDS.map((field) => [field, FieldValue.delete()]));
    tx.update(ref, {
      ...storedFields(input),
      ...cleared,
      ...pictureFields(input, image),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return getPostById(db, id);
}

export async function deletePost(db: Firestore, id: string): Promise<void> {
  const ref = db.collection(POSTS).doc(id);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound('Blog post not found');
    await claimPostSlug(db, tx, { postId: id, from: optStr(current.get('slug')), to: undefined }, slugTaken);
    tx.delete(ref);
  });
}
