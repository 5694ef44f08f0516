// Firestore collection names: the one place they are spelled. The functions, the seed, the
// rules tests and the test helpers import them; firestore.rules (which cannot import) is kept
// in step by tests/unit/collections.test.ts.

export const COLLECTIONS = {
  posts: 'posts',
  /**
   * Which post holds each slug: `postSlugs/{slug}` → `{ postId }`, written with the post, so a slug is
   * unique site-wide and the owner's Insights finds articles by slug with reads by id (server only).
   */
  postSlugs: 'postSlugs',
  appReviews: 'appReviews',
  resources: 'resources',
  testimonials: 'testimonials',
  contactSubmissions: 'contactSubmissions',
  newsletterSubscribers: 'newsletterSubscribers',
  /** Outgoing email, one document per message, delivered by the mail functions (functions/src/services/mail-delivery.ts). */
  mail: 'mail',
  /** The owner's newsletter sends: subject, body, status and progress (server only). */
  newsletterIssues: 'newsletterIssues',
  affiliateClicks: 'affiliateClicks',
  /**
   * Page views, one document per UTC day (`pageViews/{YYYY-MM-DD}`): the day's counts by page,
   * referrer host and device class, and nothing about any reader (server only; kept 13 months).
   */
  pageViews: 'pageViews',
  /**
   * Page views' and conversions' sums over closed spans of days (`pageViewSpans/{first day}+{days}`),
   * kept so the owner's Insights reads a few documents for a long range; each names the update time
   * of every day it sums, and is summed again when one changed (server only; kept as long as its
   * first day).
   */
  pageViewSpans: 'pageViewSpans',
  /**
   * Real readers' Core Web Vitals, one document per UTC day (`webVitals/{YYYY-MM-DD}`): histograms by
   * page, device class and metric, and nothing about any reader (server only; kept 13 months).
   */
  webVitals: 'webVitals',
  rateLimits: 'rateLimits',
  users: 'users',
  /** Claimed usernames: `usernames/{lowercased username}` → `{ uid }`, so a name is unique site-wide. */
  usernames: 'usernames',
  /**
   * What was made of each picture URL (server only): `imageVariants/{sha256 of the URL}` → the
   * ImageVariants and the URL. Saving a post or catalog item copies the entry onto it.
   */
  imageVariants: 'imageVariants',
} as const;

/** Sub-collection of `users/{uid}`. */
export const FAVORITES_SUBCOLLECTION = 'favorites';
