// The public reads, each defined once: its API path, its parameters, the type of its answer and how
// long it may be kept. Both sides build on this table: the API's GET routes, the server render's
// reads and the feeds (functions/src/services/public-reads.ts, which adds each one's Firestore read,
// typed by the entry here so a missing one does not compile), and the PWA's query options
// (src/lib/api-queries.ts). Plain data: the PWA's first page ships it, so no zod here (the server
// half checks the parameters).
import type { BlogListQuery, BlogPostsQuery } from './schemas';
import type { AppReview, BlogListPage, BlogPost, BlogPostSummary, Resource, Testimonial } from './types';

/** Every /api path starts with this; the API's router also answers without it (its function URL). */
export const API_PREFIX = '/api';

/** A read's parameters as the API takes them: strings, in its path (`:name`) or its query. */
export type PublicReadParams = Record<string, string | undefined>;

export interface PublicRead<Params extends PublicReadParams = PublicReadParams, Answer = unknown> {
  /** The GET path, Express style: a `:name` segment is that parameter, any other one goes in the query. */
  readonly path: `${typeof API_PREFIX}/${string}`;
  /**
   * The answer's Cache-Control; without one, the public reads' own (brief in browsers, longer at
   * the CDN: functions/src/middleware/cache.ts), which the PWA's first page need not carry.
   */
  readonly cacheControl?: string;
  /** Types only, never set: what the read takes and answers. */
  readonly types?: { params: Params; answer: Answer };
}

export type ParamsOf<R extends PublicRead> = R extends PublicRead<infer Params, unknown> ? Params : never;
export type AnswerOf<R extends PublicRead> = R extends PublicRead<PublicReadParams, infer Answer> ? Answer : never;

/** One public read asked with its parameters: what the server render hands the server to answer. */
export interface PublicReadCall<R extends PublicRead = PublicRead> {
  read: R;
  params: ParamsOf<R>;
}

/** A table entry; the answer's type first, then the parameters' (none by default). */
export function publicRead<Answer, Params extends PublicReadParams = Record<never, never>>(
  path: PublicRead['path'],
  { cacheControl }: { cacheControl?: string } = {},
): PublicRead<Params, Answer> {
  return cacheControl ? { path, cacheControl } : { path };
}

export const PUBLIC_READS = {
  /**
   * The documented list: published posts without their bodies, newest first (a search: best match
   * first), filtered by `?search=&category=` ('all': every category). A page at a time: `?limit=`
   * (BLOG_PAGE_SIZE unless given) from `?cursor=`, the next page's address in its Link header.
   */
  blogPosts: publicRead<BlogPostSummary[], BlogPostsQuery>('/api/blog-posts'),
  /** The blog list page's read: the same posts a page at a time, with its count and page links. */
  blogList: publicRead<BlogListPage, BlogListQuery>('/api/blog-list'),
  /** One published post; 404 when there is none. */
  blogPost: publicRead<BlogPost, { slug: string }>('/api/blog-posts/:slug'),
  /** In the owner's order (src/domain/position.ts); unplaced ones after, highest rated first. */
  appReviews: publicRead<AppReview[]>('/api/app-reviews'),
  /** In the owner's order; unplaced ones after, highest rated first. */
  resources: publicRead<Resource[]>('/api/resources'),
  /** In the owner's order; unplaced ones after, newest first. */
  testimonials: publicRead<Testimonial[]>('/api/testimonials'),
};

export type PublicReadTable = Record<string, PublicRead>;

const PATH_PARAMETER = /\/:([A-Za-z0-9_]+)/g;

/** The names of a read's path parameters, in order. */
export const pathParameters = (read: PublicRead): string[] =>
  [...read.path.matchAll(PATH_PARAMETER)].map((match) => match[1]!);

/**
 * Where `GET` asks a read: its path with the path parameters in place (encoded), and the other
 * parameters that have a value, for the query.
 */
export function publicReadRequest(
  read: PublicRead,
  params: PublicReadParams,
): { path: string; query: PublicReadParams } {
  const query = { ...params };
  const path = read.path.replace(PATH_PARAMETER, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${read.path} needs its parameter ${name}`);
    delete query[name];
    return `/${encodeURIComponent(value)}`;
  });
  for (const [key, value] of Object.entries(query)) if (value === undefined || value === '') delete query[key];
  return { path, query };
}
