// Blog posts: the public list and article, and the editor's CRUD. The collection is
// small, so the public list reads published posts once and filters in memory (no
// composite index needed, and search covers the content too).
import { ALL_CATEGORIES } from '@/domain/constants';
import { postMatchesSearch } from '@/domain/post-text';
import type { BlogPostInput } from '@/domain/schemas';
import type { BlogPost, PostStatus } from '@/domain/types';
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { conflict, notFound } from '../http-error';
import { num, optStr, str, toIso, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';

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
  if (imageUrl) post.imageUrl = imageUrl;
  if (options.admin) {
    post.createdAt = toIso(data.createdAt);
    post.updatedAt = toIso(data.updatedAt);
  }
  return post;
}

/** Visible to the public: published and its publish date has come. */
export function isPublic(doc: DocumentSnapshot, now = Date.now()): boolean {
  return doc.exists && doc.get('status') === 'published' && toMillis(doc.get('publishedAt')) <= now;
}

const newestFirst = (a: BlogPost, b: BlogPost) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** Every public post, newest first. */
export async function listPublicPosts(
  db: Firestore,
  /** Also each post's createdAt and updatedAt (the sitemap's lastmod). */
  options: { withDates?: boolean } = {},
): Promise<BlogPost[]> {
  const snap = await db.collection(POSTS).where('status', '==', 'published').get();
  const now = Date.now();
  return snap.docs
    .filter((doc) => isPublic(doc, now))
    .map((doc) => postFromDoc(doc, { admin: options.withDates }))
    .sort(newestFirst);
}

/** The blog list's `?search=&category=`, applied in memory (keeps the order). */
export function filterPosts(posts: readonly BlogPost[], filters: { search?: string; category?: string }): BlogPost[] {
  const category = filters.category && filters.category !== ALL_CATEGORIES ? filters.category : undefined;
  return posts
    .filter((post) => !category || post.category === category)
    .filter((post) => !filters.search || postMatchesSearch(post, filters.search));
}

export async function getPublicPostBySlug(db: Firestore, slug: string): Promise<BlogPost> {
  const snap = await db.collection(POSTS).where('slug', '==', slug).limit(5).get();
  const doc = snap.docs.find((candidate) => isPublic(candidate));
  if (!doc) throw notFound('Blog post not found');
  return postFromDoc(doc);
}

export async function listAllPosts(db: Firestore): Promise<BlogPost[]> {
  const snap = await db.collection(POSTS).get();
  return snap.docs.map((doc) => postFromDoc(doc, { admin: true })).sort(newestFirst);
}

export async function getPostById(db: Firestore, id: string): Promise<BlogPost> {
  const doc = await db.collection(POSTS).doc(id).get();
  if (!doc.exists) throw notFound('Blog post not found');
  return postFromDoc(doc, { admin: true });
}

function storedFields(input: BlogPostInput) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    imageUrl: input.imageUrl ? input.imageUrl : FieldValue.delete(),
    publishedAt: Timestamp.fromDate(new Date(input.publishedAt)),
    readTime: input.readTime,
    status: input.status satisfies PostStatus,
  };
}

const slugTaken = (slug: string) => conflict(`The slug "${slug}" is already used by another post`);

export async function createPost(db: Firestore, input: BlogPostInput): Promise<BlogPost> {
  const ref = db.collection(POSTS).doc();
  await db.runTransaction(async (tx) => {
    // Reading the slug inside the transaction locks it: two editors cannot both claim it.
    const clash = await tx.get(db.collection(POSTS).where('slug', '==', input.slug).limit(1));
    if (!clash.empty) throw slugTaken(input.slug);
    const { imageUrl, ...fields } = storedFields(input);
    tx.create(ref, {
      ...fields,
      ...(input.imageUrl ? { imageUrl } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return getPostById(db, ref.id);
}

export async function updatePost(db: Firestore, id: string, input: BlogPostInput): Promise<BlogPost> {
  const ref = db.collection(POSTS).doc(id);
  await db.runTransaction(async (tx) => {
    const [current, clash] = await Promise.all([
      tx.get(ref),
      tx.get(db.collection(POSTS).where('slug', '==', input.slug).limit(2)),
    ]);
    if (!current.exists) throw notFound('Blog post not found');
    if (clash.docs.some((doc) => doc.id !== id)) throw slugTaken(input.slug);
    tx.update(ref, { ...storedFields(input), updatedAt: FieldValue.serverTimestamp() });
  });
  return getPostById(db, id);
}

export async function deletePost(db: Firestore, id: string): Promise<void> {
  const ref = db.collection(POSTS).doc(id);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw notFound('Blog post not found');
    tx.delete(ref);
  });
}
