// The public reads, once: the API's GET routes, the feeds and the server render all read through
// here, so each goes through the instance's short read cache under one key.
import { blogListQuerySchema } from '@/domain/schemas';
import type { AppReview, BlogPost, Resource, Testimonial } from '@/domain/types';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error';
import { filterPosts, getPublicPostBySlug, listPublicPosts } from './blog-posts';
import { listAppReviews, listResources, listTestimonials } from './catalog';
import type { ReadCache } from './read-cache';

export interface PublicReads {
  /** Published posts, newest first. */
  posts(): Promise<BlogPost[]>;
  /** The same, with the dates the sitemap and the feed need. */
  postsWithDates(): Promise<BlogPost[]>;
  /** One published post; a 404 HttpError when there is none. */
  post(slug: string): Promise<BlogPost>;
  appReviews(): Promise<AppReview[]>;
  resources(): Promise<Resource[]>;
  testimonials(): Promise<Testimonial[]>;
}

export function publicReads(db: () => Firestore, cache: ReadCache): PublicReads {
  return {
    posts: () => cache.read('posts', () => listPublicPosts(db())),
    postsWithDates: () => cache.read('posts:dated', () => listPublicPosts(db(), { withDates: true })),
    post: (slug) => cache.read(`post:${slug}`, () => getPublicPostBySlug(db(), slug)),
    appReviews: () => cache.read('app-reviews', () => listAppReviews(db())),
    resources: () => cache.read('resources', () => listResources(db())),
    testimonials: () => cache.read('testimonials', () => listTestimonials(db())),
  };
}

/**
 * The same reads, each asked of `reads` at most once: a page's head (its status and title) and its
 * render need the same post, and with the instance cache off or expired that would be two
 * Firestore reads for one page. A failed read is shared too (the head's 404 is the render's).
 */
export function readsForOnePage(reads: PublicReads): PublicReads {
  const answers = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!answers.has(key)) answers.set(key, read());
    return answers.get(key) as Promise<T>;
  };
  return {
    posts: () => once('posts', () => reads.posts()),
    postsWithDates: () => once('posts:dated', () => reads.postsWithDates()),
    post: (slug) => once(`post:${slug}`, () => reads.post(slug)),
    appReviews: () => once('app-reviews', () => reads.appReviews()),
    resources: () => once('resources', () => reads.resources()),
    testimonials: () => once('testimonials', () => reads.testimonials()),
  };
}

const POST_PATH = /^\/api\/blog-posts\/([^/]+)$/;

/**
 * What `GET {path}?{params}` answers, for a query key of the PWA's (src/lib/api-queries: a key is
 * the API path, then its query params): the server render fills the pages' cache with it, and the
 * page carries it to the browser. A list's posts go without their bodies: a card shows the excerpt,
 * an article reads its own post, and the bodies were most of a rendered page's bytes (Home: 47 KB
 * of its state, measured).
 */
export async function publicApiAnswer(reads: PublicReads, queryKey: readonly unknown[]): Promise<unknown> {
  const [path, params] = queryKey;
  if (path === '/api/blog-posts') {
    const filters = blogListQuerySchema.safeParse(typeof params === 'object' && params !== null ? params : {});
    if (!filters.success) throw new HttpError(400, 'Invalid search or category');
    return filterPosts(await reads.posts(), filters.data).map((post) => ({ ...post, content: '' }));
  }
  const slug = typeof path === 'string' ? POST_PATH.exec(path)?.[1] : undefined;
  if (slug !== undefined) return reads.post(decodeURIComponent(slug));
  if (path === '/api/app-reviews') return reads.appReviews();
  if (path === '/api/resources') return reads.resources();
  if (path === '/api/testimonials') return reads.testimonials();
  throw new Error(`no public read answers ${JSON.stringify(queryKey)}`);
}
