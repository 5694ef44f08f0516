// Shapes of what the API sends. Dates travel as ISO 8601 strings.
import type {
  AFFILIATE_SOURCES,
  BLOG_CATEGORIES,
  CONTACT_STATUSES,
  FAQ_CATEGORIES,
  FAVORITE_KINDS,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_STATUSES,
  POST_STATUSES,
  RESOURCE_TYPES,
} from './constants';
import type { ImageVariants } from './image-variants';

export type PostStatus = (typeof POST_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type { BlogCategory } from './constants';
export type BlogCategoryName = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown */
  content: string;
  /**
   * `content` rendered on the server (src/domain/markdown), safe to put in a page as it is: the
   * public article's answer only.
   */
  contentHtml?: string;
  category: string;
  imageUrl?: string;
  /** What the server made of `imageUrl` (sizes and formats); absent until it has been made. */
  image?: ImageVariants;
  /** The owner's description of the picture; none (older posts) means a decorative `alt=""`. */
  imageAlt?: string;
  /** ISO 8601 */
  publishedAt: string;
  /** minutes */
  readTime: number;
  status: PostStatus;
  /** ISO 8601; admin answers only */
  createdAt?: string;
  updatedAt?: string;
}

/** A post as a list shows it: everything but its body. */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'contentHtml'>;

/**
 * One page of the blog list (a category, a search), newest first or best match first. `after` and
 * `before` are the ids to page on from: `?after=` the last shown (older posts follow), `?before=` the
 * first shown (newer ones precede); absent when there is no such page.
 */
export interface BlogListPage {
  posts: BlogPostSummary[];
  /** How many posts the list holds (a search: how many of its candidates match). */
  total: number;
  after?: string;
  before?: string;
}

export interface AppReview {
  id: string;
  name: string;
  logoUrl?: string;
  /** What the server made of `logoUrl`. */
  logo?: ImageVariants;
  /** 0-5 */
  rating: number;
  memberCount: string;
  /** may be a range written with ' - ' */
  monthlyPrice: string;
  bestFor: string;
  description: string;
  affiliateUrl: string;
  /** JSON-encoded list of strings */
  pros: string;
  /** JSON-encoded list of strings */
  cons: string;
  /** Where the owner put it in its list (lower first); items saved before positions existed have none. */
  position?: number;
}

export interface Resource {
  id: string;
  title: string;
  type: ResourceType;
  author?: string;
  /** 0-5 */
  rating: number;
  description: string;
  /** 'Free' is special */
  price: string;
  affiliateUrl?: string;
  imageUrl?: string;
  /** What the server made of `imageUrl`. */
  image?: ImageVariants;
  /** Where the owner put it in its list (lower first); items saved before positions existed have none. */
  position?: number;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  content: string;
  /** 1-5 */
  rating: number;
  imageUrl?: string;
  /** What the server made of `imageUrl`. */
  image?: ImageVariants;
  /** Where the owner put it in its list (lower first); items saved before positions existed have none. */
  position?: number;
}

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  /** ISO 8601 */
  submittedAt: string;
  /** The mail server's words when the owner's email notice of this message could not be delivered. */
  noticeError?: string;
}

/** GET /api/admin/contact-submissions/counts: how many messages in all, and how many unread (aggregations). */
export interface InboxCounts {
  total: number;
  unread: number;
}

/** GET /api/admin/subscribers/counts: every subscriber, and the confirmed ones a send mails, from aggregations. */
export interface SubscriberCounts {
  total: number;
  confirmed: number;
}

export interface User {
  uid: string;
  email: string | null;
  firstName: string | null;
  username: string | null;
  isAdmin: boolean;
}

/** An item a reader saves or removes: what the heart on its card or page names. */
export interface FavoriteTarget {
  kind: FavoriteKind;
  id: string;
  title: string;
  /** The page that shows the item (an article's own, the list a resource or review is on): saving keeps it for offline reading. */
  page: string;
}

/** GET /api/favorites: the ids a member has saved, per kind, newest saved first. */
export type SavedFavoriteIds = Record<FavoriteKind, string[]>;

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Every error the API sends: `{ error: { message, fields? } }`. */
export interface ApiErrorBody {
  error: {
    message: string;
    fields?: Record<string, string>;
  };
}

/** A newsletter subscriber as the owner's Subscribers page lists it. */
export interface NewsletterSubscriber {
  email: string;
  firstName: string;
  status: NewsletterStatus;
  /** ISO date-time: confirmed, else asked, else unsubscribed. */
  subscribedAt: string;
}

/** A newsletter send, as its progress and the history list show it. */
export interface NewsletterIssue {
  id: string;
  subject: string;
  status: NewsletterIssueStatus;
  /** Confirmed subscribers when the send began. */
  total: number;
  /** Emails written so far (a reader who left during the send is not mailed, so it may end below total). */
  sent: number;
  /** Emails of this send the mail server gave up on (functions/src/services/mail-delivery.ts). */
  failed: number;
  /** Of those, the addresses refused for good: their subscribers are now 'bounced'. */
  bounced: number;
  /** ISO date-time the send began. */
  createdAt: string;
  /** ISO date-time the last email was written; null until then. */
  sentAt: string | null;
}

export interface NewsletterSubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

/**
 * POST /api/upload-image: the URL to save in the form, and what was made of the picture (nothing
 * for an SVG drawing given by address: it is already every size).
 */
export interface ImageUploadResult {
  imageUrl: string;
  image?: ImageVariants;
}

/** One row of the owner's affiliate numbers: clicks in the last 7 and 30 days (bots left out). */
export interface ClickCount {
  name: string;
  last7: number;
  last30: number;
}

/** GET /api/admin/affiliate-clicks: the last 30 days (UTC), without clicks flagged as bots. */
export interface AffiliateClickStats {
  /** ISO 8601 */
  generatedAt: string;
  /** One entry per UTC day, oldest first, 30 in all; days without clicks count 0. */
  days: Array<{ date: string; clicks: number }>;
  totals: { last7: number; last30: number; botsLast30: number };
  /** Most clicked first. */
  byAffiliate: ClickCount[];
  bySource: ClickCount[];
}

/** GET /api/upload-image: whether the server can store an upload here (no Storage emulator → no). */
export interface ImageUploadStatus {
  available: boolean;
  message?: string;
}
