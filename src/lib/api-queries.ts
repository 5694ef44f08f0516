// One definition per GET /api call: its cache key, its fetcher and the type of its answer, shared
// by the hooks, the entry's prefetch and every cache update, so a key can never drift from the data
// stored under it. A key is the API path (the default read GETs the first element of its
// key, an object in it sent as query params), which also lets prefix matches find whole families
// (everything under '/api/admin', say).
import { queryOptions, type QueryFunction } from '@tanstack/react-query';
import { ALL_CATEGORIES, TOTAL_COUNT_HEADER } from '@/domain/constants';
import {
  PUBLIC_READS,
  publicReadRequest,
  type AnswerOf,
  type ParamsOf,
  type PublicRead,
  type PublicReadCall,
} from '@/domain/public-reads';
import { filterResources, type ResourceFilter } from '@/domain/resource';
import type { SiteInsights } from '@/domain/insights';
import type { SiteWebVitals } from '@/domain/web-vitals';
import { SUBSCRIBERS_PATH } from '@/domain/subscribers';
import type {
  AffiliateClickStats,
  AppReview,
  BlogPost,
  BlogPostSummary,
  ContactSubmission,
  FavoriteKind,
  ImageUploadStatus,
  InboxCounts,
  SubscriberCounts,
  NewsletterIssue,
  NewsletterSubscriber,
  Resource,
  SavedFavoriteIds,
  Testimonial,
  User,
} from '@/domain/types';
import { apiGet, apiRequest } from './api-client';

export interface BlogFilters {
  search: string;
  category: string;
}

/** Which page of the blog list: its filters and a page link (`after` or `before` a post's id). */
export interface BlogPageRequest extends BlogFilters {
  after?: string;
  before?: string;
}

/**
 * The URL the default read GETs for a key: its path, with an object in the key as query params
 * (what the service worker keeps a public read's answer under, too).
 */
export function apiUrlOfKey(queryKey: readonly unknown[]): string {
  const [path, second] = queryKey as [string, unknown];
  // Only an object in the key is sent; other parts (like the resources' type) only key the cache.
  const params = typeof second === 'object' && second !== null ? (second as Record<string, string | undefined>) : {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The spec's default read: a GET to the key's path, with an object in the key as query params. */
export const readApiKey: QueryFunction = async ({ queryKey }) => apiGet(apiUrlOfKey(queryKey));

/** The default read, typed with the answer the call documents. */
const read = <T>() => readApiKey as QueryFunction<T>;

/** One page of an owner's list, and how many rows the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * The read of a paged owner's list: the JSON array is the page (the shape other callers of the
 * endpoint already read), the total comes in TOTAL_COUNT_HEADER, so the body keeps its shape.
 */
export function readListPage<T>(): QueryFunction<ListPage<T>> {
  return async ({ queryKey }) => {
    const response = await apiRequest('GET', apiUrlOfKey(queryKey));
    const items = (await response.json()) as T[];
    const total = response.headers.get(TOTAL_COUNT_HEADER);
    return { items, total: total === null ? items.length : Number(total) };
  };
}

/** What an owner's list (blog posts, subscribers) asks for: a status (or 'all'), a search and a page. */
export interface AdminListParams {
  status: string;
  search: string;
  page: number;
  pageSize: number;
}

/** One page of an owner's list the server filters, searches and pages; 'all' and no search left out. */
function ownerListPage<T>(path: string, { status, search, page, pageSize }: AdminListParams) {
  return queryOptions({
    queryKey: [
      path,
      {
        status: status === 'all' ? undefined : status,
        search: search.trim() || undefined,
        page: String(page),
        pageSize: String(pageSize),
      },
    ] as const,
    queryFn: readListPage<T>(),
  });
}

async function readCurrentUser(): Promise<User | null> {
  try {
    const answer = await apiGet<{ user: User }>('/api/auth/me', { on401: 'returnNull' });
    return answer?.user ?? null;
  } catch {
    // 401 means nobody; any other failure reads 'Failed to fetch user'.
    throw new Error('Failed to fetch user');
  }
}

/** Where a public read's options carry the read they ask (the server render answers it by that). */
const PUBLIC_READ_META = 'publicRead';

/**
 * The query options of any read in the table of public reads (src/domain/public-reads): the key is
 * the API path, then its query when it has one, and the fetcher the default read.
 */
export function publicReadQuery<R extends PublicRead>(read: R, params: ParamsOf<R>) {
  const { path, query } = publicReadRequest(read, params);
  const queryKey: readonly unknown[] = Object.keys(query).length > 0 ? [path, query] : [path];
  const call: PublicReadCall<R> = { read, params };
  return queryOptions({
    queryKey,
    queryFn: readApiKey as QueryFunction<AnswerOf<R>>,
    meta: { [PUBLIC_READ_META]: call },
  });
}

/** The public read a query's options ask, if they ask one. */
export function publicReadCallOf(options: { meta?: Record<string, unknown> }): PublicReadCall | undefined {
  return options.meta?.[PUBLIC_READ_META] as PublicReadCall | undefined;
}

const resources = () => publicReadQuery(PUBLIC_READS.resources, {});

/** The public reads, as the pages ask them. */
export const publicQueries = {
  /** Home's newest few: GET /api/blog-posts?limit=N, which reads only those. */
  latestPosts: (count: number) => publicReadQuery(PUBLIC_READS.blogPosts, { limit: String(count) }),
  /** A page of the blog list: the search trimmed, 'all' categories left out. */
  blogList: ({ search, category, after, before }: BlogPageRequest = { search: '', category: ALL_CATEGORIES }) =>
    publicReadQuery(PUBLIC_READS.blogList, {
      search: search.trim() || undefined,
      category: category && category !== ALL_CATEGORIES ? category : undefined,
      after: after || undefined,
      before: before || undefined,
    }),
  /**
   * Any non-OK answer counts as not found. A failed read is not asked again on mount: the server's
   * 'not found' hydrates as it was rendered, and the offline card retries by itself when the
   * connection is back.
   */
  blogPost: (slug: string) =>
    queryOptions({ ...publicReadQuery(PUBLIC_READS.blogPost, { slug }), retryOnMount: false }),
  appReviews: () => publicReadQuery(PUBLIC_READS.appReviews, {}),
  testimonials: () => publicReadQuery(PUBLIC_READS.testimonials, {}),
  /** Every resource, fetched once for all tabs. */
  resources,
  /**
   * One tab's resources. The key carries the type and the filtering happens here in the client
   * (the API has no type filter); the list itself comes from the one `resources()` entry, so switching tabs
   * never asks the server again.
   */
  resourcesOfType: (type: ResourceFilter) =>
    queryOptions({
      queryKey: ['/api/resources', type] as const,
      queryFn: async ({ client }) => filterResources(await client.ensureQueryData(resources()), type),
    }),
};

/** A member's reads: asked only once this device has signed in. */
export const memberQueries = {
  /** GET /api/auth/me: the member, or null when the session is gone (401). */
  currentUser: () => queryOptions({ queryKey: ['/api/auth/me'] as const, queryFn: readCurrentUser }),
  /** GET /api/favorites: every saved id, for the saved state of public cards (one call per page). */
  savedIds: () => queryOptions({ queryKey: ['/api/favorites'] as const, queryFn: read<SavedFavoriteIds>() }),
  /** GET /api/favorites/{kind}: the saved items themselves, newest saved first, for the dashboard. */
  favoritesList: <K extends FavoriteKind>(kind: K) =>
    queryOptions({ queryKey: [`/api/favorites/${kind}`] as const, queryFn: read<SavedItems[K][]>() }),
};

export interface SavedItems {
  'blog-posts': BlogPost;
  resources: Resource;
  'app-reviews': AppReview;
}

/** The owner's reads (the /api/admin calls). */
export const adminQueries = {
  /** GET /api/admin/blog-posts: one page of summaries (drafts and future posts too), the total beside it. */
  posts: (params: AdminListParams) => ownerListPage<BlogPostSummary>('/api/admin/blog-posts', params),
  post: (id: string) =>
    queryOptions({ queryKey: [`/api/admin/blog-posts/${encodeURIComponent(id)}`] as const, queryFn: read<BlogPost>() }),
  /** GET /api/admin/contact-submissions: the newest `limit` (the live inbox's window), or every one. */
  contactSubmissions: (limit?: number) =>
    queryOptions({
      queryKey: (limit
        ? ['/api/admin/contact-submissions', { limit: String(limit) }]
        : ['/api/admin/contact-submissions']) as readonly unknown[],
      queryFn: read<ContactSubmission[]>(),
    }),
  /** GET /api/admin/contact-submissions/counts: the inbox's Total and Unread, from aggregations. */
  inboxCounts: () =>
    queryOptions({ queryKey: ['/api/admin/contact-submissions/counts'] as const, queryFn: read<InboxCounts>() }),
  /** GET /api/admin/subscribers: one page, newest first (a status or 'all', a search), the total beside it. */
  subscribers: (params: AdminListParams) => ownerListPage<NewsletterSubscriber>(SUBSCRIBERS_PATH, params),
  /** GET /api/admin/subscribers/counts: every subscriber, and the confirmed ones a send mails. */
  subscriberCounts: () =>
    queryOptions({ queryKey: [`${SUBSCRIBERS_PATH}/counts`] as const, queryFn: read<SubscriberCounts>() }),
  /** GET /api/admin/newsletter/issues: past sends, newest first. */
  newsletterIssues: () =>
    queryOptions({ queryKey: ['/api/admin/newsletter/issues'] as const, queryFn: read<NewsletterIssue[]>() }),
  affiliateClicks: () =>
    queryOptions({ queryKey: ['/api/admin/affiliate-clicks'] as const, queryFn: read<AffiliateClickStats>() }),
  /** GET /api/admin/insights: a range of UTC days' views and the conversions each page led to. */
  insights: (range: { from: string; to: string }) =>
    queryOptions({ queryKey: ['/api/admin/insights', range] as const, queryFn: read<SiteInsights>() }),
  /** GET /api/admin/web-vitals: real readers' Web Vitals over at most 28 UTC days. */
  webVitals: (range: { from: string; to: string }) =>
    queryOptions({ queryKey: ['/api/admin/web-vitals', range] as const, queryFn: read<SiteWebVitals>() }),
  /** The public lists the owner edits, in the order the public pages show them. */
  appReviews: () => queryOptions({ queryKey: ['/api/admin/app-reviews'] as const, queryFn: read<AppReview[]>() }),
  resources: () => queryOptions({ queryKey: ['/api/admin/resources'] as const, queryFn: read<Resource[]>() }),
  testimonials: () => queryOptions({ queryKey: ['/api/admin/testimonials'] as const, queryFn: read<Testimonial[]>() }),
  /** GET /api/upload-image: whether an upload can be stored here. */
  uploadStatus: () => queryOptions({ queryKey: ['/api/upload-image'] as const, queryFn: read<ImageUploadStatus>() }),
};

/** Whether a cache key is one of the API path family `prefix` (the path itself or below it). */
export function keyIsUnder(queryKey: readonly unknown[], prefix: string): boolean {
  const path = String(queryKey[0]);
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}
