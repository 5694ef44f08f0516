// The server's half of the table of public reads (src/domain/public-reads): each read's Firestore
// read and the rules for its parameters. The API's GET routes, the feeds and the server render all
// answer through here, so each Firestore read goes through the instance's short read cache under
// one key.
import {
  PUBLIC_READS,
  type AnswerOf,
  type ParamsOf,
  type PublicRead,
  type PublicReadCall,
  type PublicReadParams,
  type PublicReadTable,
} from '@/domain/public-reads';
import { affiliateLinksOf, renderMarkdown, type MarkdownLinks } from '@/domain/markdown';
import { ALL_CATEGORIES, BLOG_PAGE_SIZE } from '@/domain/constants';
import { searchQueryWords } from '@/domain/search-words';
import { blogListQuerySchema, blogPostsQuerySchema, fieldErrors } from '@/domain/schemas';
import type { BlogListPage, BlogPost, BlogPostSummary } from '@/domain/types';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpError } from '../http-error';
import {
  countPublicPosts,
  getPublicPostBySlug,
  listNewestPublicPosts,
  listPublicPostDates,
  listPublicPostPage,
  pageOf,
  searchPublicPosts,
  type PageRequest,
} from './blog-posts';
import { listAppReviews, listResources, listTestimonials } from './catalog';
import type { ReadCache } from './read-cache';

/** What a read reads with. */
export interface PublicReadSource {
  db: () => Firestore;
  /** `load`'s answer, shared under `key` while the instance's read cache keeps it. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** One public read's server half, typed by its entry in the shared table. */
export interface PublicReadServer<R extends PublicRead> {
  /**
   * The rules for its parameters (path and query), checked for the API and the render alike; a
   * refusal answers 400 with `invalid` as its message. Without rules it takes its path's parameters.
   */
  params?: { schema: z.ZodType<ParamsOf<R>>; invalid: string };
  read(params: ParamsOf<R>, source: PublicReadSource): Promise<AnswerOf<R>>;
  /**
   * The answer with its next page's parameters (the API's `Link: <…>; rel="next"`; none on the
   * last), for a read that pages: one read gives both.
   */
  readWithNext?(params: ParamsOf<R>, source: PublicReadSource): Promise<{ answer: AnswerOf<R>; next?: ParamsOf<R> }>;
  /** The answer as a rendered page carries it, when that differs from the API's. */
  inPage?(answer: AnswerOf<R>): AnswerOf<R>;
}

/** A server half for every entry of `T`: one missing does not compile. */
export type PublicReadServers<T extends PublicReadTable> = { [N in keyof T]: PublicReadServer<T[N]> };

export const PUBLIC_READ_SERVERS: PublicReadServers<typeof PUBLIC_READS> = {
  blogPosts: {
    params: { schema: blogPostsQuerySchema, invalid: 'Invalid search, category, limit or cursor' },
    read: async (query, source) => (await postPage(apiPage(query), source)).posts,
    readWithNext: async (query, source) => {
      const { posts, after } = await postPage(apiPage(query), source);
      return after ? { answer: posts, next: { ...query, cursor: after } } : { answer: posts };
    },
  },
  blogList: {
    params: { schema: blogListQuerySchema, invalid: 'Invalid search, category or page link' },
    read: (query, source) => postPage(query, source),
  },
  blogPost: {
    // Rendered as it is read, not stored at save time: a link's rel follows the apps and resources
    // as they are now (an affiliateUrl can change after the article), and old posts need no
    // migration. Rendering a post takes well under a millisecond, and the CDN keeps the answer.
    read: async ({ slug }, source) => {
      const [post, links] = await Promise.all([
        source.cached(`post:${slug}`, () => getPublicPostBySlug(source.db(), slug)),
        affiliateLinks(source),
      ]);
      return { ...post, contentHtml: renderMarkdown(post.content, links) };
    },
    // The page shows the HTML; its Markdown too would double the article's bytes in the page.
    inPage: (post) => ({ ...post, content: '' }),
  },
  appReviews: { read: (_params, { db, cached }) => cached('app-reviews', () => listAppReviews(db())) },
  resources: { read: (_params, { db, cached }) => cached('resources', () => listResources(db())) },
  testimonials: { read: (_params, { db, cached }) => cached('testimonials', () => listTestimonials(db())) },
};

/** GET /api/blog-posts' parameters as a page of the list. */
const apiPage = ({
  limit,
  cursor,
  ...filters
}: {
  limit?: string;
  cursor?: string;
  search?: string;
  category?: string;
}) => ({
  ...filters,
  after: cursor,
  limit: limit ? Number(limit) : BLOG_PAGE_SIZE,
});

/**
 * A page of the public posts: of a search, ranked from its candidates (read once per search and
 * shared by its pages and categories), or of the list (of a category), read a page at a time with
 * its count from an aggregation.
 */
async function postPage(
  { search, category, after, before, limit = BLOG_PAGE_SIZE }: PageRequest & { search?: string },
  { db, cached }: PublicReadSource,
): Promise<BlogListPage> {
  const words = searchQueryWords(search ?? '');
  const only = category && category !== ALL_CATEGORIES ? category : undefined;
  if (words.length) {
    const found = await cached(`posts:search:${words.join(' ')}`, () => searchPublicPosts(db(), words));
    const matches = only ? found.filter((post) => post.category === only) : found;
    return { ...pageOf(matches, { after, before, limit }), total: matches.length };
  }
  const [page, total] = await Promise.all([
    cached(`posts:page:${only ?? ''}:${after ?? ''}:${before ?? ''}:${limit}`, () =>
      listPublicPostPage(db(), { category: only, after, before, limit }),
    ),
    cached(`posts:count:${only ?? ''}`, () => countPublicPosts(db(), only)),
  ]);
  return { ...page, total };
}

/** A read with its server half: what the API's routes and the answers are built from. */
export interface ServedRead {
  read: PublicRead;
  server: PublicReadServer<PublicRead>;
}

/** Each entry of `reads` with its server half. */
export function servedReads<T extends PublicReadTable>(reads: T, servers: PublicReadServers<T>): ServedRead[] {
  return Object.keys(reads).map((name) => ({
    read: reads[name]!,
    // The halves are typed together above; one list of them no longer tells their types apart.
    server: servers[name] as unknown as PublicReadServer<PublicRead>,
  }));
}

export const SERVED_PUBLIC_READS = servedReads(PUBLIC_READS, PUBLIC_READ_SERVERS);

export interface PublicReads {
  /** What GET on the read's path answers for `params`: 400 when its rules refuse them. */
  answer<R extends PublicRead>(read: R, params: ParamsOf<R>): Promise<AnswerOf<R>>;
  /** The same for parameters as they came (a request's), checked by the read's rules. */
  answerUnchecked(read: PublicRead, params: Record<string, unknown>): Promise<unknown>;
  /** The same, with the parameters of its next page when the read pages (the API's Link header). */
  answerWithNext(
    read: PublicRead,
    params: Record<string, unknown>,
  ): Promise<{ answer: unknown; next?: PublicReadParams }>;
  /** The answer as a rendered page carries it (the server render's reads). */
  inPage(call: PublicReadCall): Promise<unknown>;
  /** The reads' Firestore and cache, for a feed's own read. */
  source: PublicReadSource;
  served: readonly ServedRead[];
}

/** The reads of `served`, read with `source`. */
export function publicReadsFrom(served: readonly ServedRead[], source: PublicReadSource): PublicReads {
  const byPath = new Map(served.map((entry) => [entry.read.path, entry]));
  const serverOf = (read: PublicRead) => {
    const entry = byPath.get(read.path);
    if (!entry) throw new Error(`no public read answers ${read.path}`);
    return entry.server;
  };
  const checkedParams = (server: PublicReadServer<PublicRead>, params: Record<string, unknown>) => {
    // Without rules a read takes its path's parameters, strings by then.
    if (!server.params) return params as PublicReadParams;
    const checked = server.params.schema.safeParse(params);
    if (!checked.success) throw new HttpError(400, server.params.invalid, { fields: fieldErrors(checked.error) });
    return checked.data;
  };
  const answerUnchecked = async (read: PublicRead, params: Record<string, unknown>) => {
    const server = serverOf(read);
    return server.read(checkedParams(server, params), source);
  };
  return {
    answer: (read, params) => answerUnchecked(read, params) as Promise<AnswerOf<typeof read>>,
    answerUnchecked,
    async answerWithNext(read, params) {
      const server = serverOf(read);
      const checked = checkedParams(server, params);
      return server.readWithNext
        ? server.readWithNext(checked, source)
        : { answer: await server.read(checked, source) };
    },
    async inPage({ read, params }) {
      const answer = await answerUnchecked(read, params);
      const { inPage } = serverOf(read);
      return inPage ? inPage(answer) : answer;
    },
    source,
    served,
  };
}

export function publicReads(
  db: () => Firestore,
  cache: ReadCache,
  served: readonly ServedRead[] = SERVED_PUBLIC_READS,
): PublicReads {
  return publicReadsFrom(served, { db, cached: (key, load) => cache.read(key, load) });
}

/**
 * The same reads, each Firestore read asked at most once for one page, whatever its render asks
 * (with the instance cache off or expired, two asks would be two Firestore reads). A failed read
 * is shared too.
 */
export function readsForOnePage(reads: PublicReads): PublicReads {
  const answers = new Map<string, Promise<unknown>>();
  return publicReadsFrom(reads.served, {
    db: reads.source.db,
    cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!answers.has(key)) answers.set(key, reads.source.cached(key, load));
      return answers.get(key) as Promise<T>;
    },
  });
}

/** Every published post's address and dates, for the sitemap (not a public read: the API never sends the dates). */
export function postsWithDates({ db, cached }: PublicReadSource): Promise<BlogPostSummary[]> {
  return cached('posts:dated', () => listPublicPostDates(db()));
}

/** The newest published posts, whole: the feed's items. */
export function feedPosts({ db, cached }: PublicReadSource, count: number): Promise<BlogPost[]> {
  return cached(`posts:feed:${count}`, () => listNewestPublicPosts(db(), count));
}

/**
 * Which links are affiliate links (rel="sponsored"): every app's and resource's affiliateUrl, from
 * the same cached reads as their pages, so they are read once per cache window.
 */
export async function affiliateLinks({ db, cached }: PublicReadSource): Promise<MarkdownLinks> {
  const [apps, resources] = await Promise.all([
    cached('app-reviews', () => listAppReviews(db())),
    cached('resources', () => listResources(db())),
  ]);
  return affiliateLinksOf([...apps, ...resources]);
}
