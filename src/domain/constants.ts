// Business constants and labels both the PWA and the functions use. The wording is the
// contract: change a label here, not in a component.

export const BRAND = 'Faithful Matches';

/** The picture shown for pages without one of their own (link previews, the Organization logo). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';
/** What that picture shows, for link previews read aloud (og:image:alt). */
export const DEFAULT_SHARE_IMAGE_ALT = `${BRAND} logo: a white heart on purple`;
export const TAGLINE = 'Biblical guidance for Christian dating and relationships, honoring God in every connection.';
/** Overridable at build time with VITE_SUPPORT_EMAIL (PWA) or SUPPORT_EMAIL (functions). */
export const DEFAULT_SUPPORT_EMAIL = 'hello@faithfulmatches.com';

export const HOME_POST_COUNT = 3;

/** Posts on one page of the blog list (a category, a search), and GET /api/blog-posts' default page. */
export const BLOG_PAGE_SIZE = 12;
/** The most GET /api/blog-posts answers at once (`?limit=`). */
export const BLOG_POSTS_LIMIT_MAX = 50;
/**
 * A search ranks at most this many of the newest posts holding its rarest-looking word (its
 * longest), so one search reads at most this many documents however large the blog grows.
 */
export const SEARCH_CANDIDATES_MAX = 48;
export const HOME_REVIEW_COUNT = 2;

/** Rows on one page of an owner's list (blog posts, subscribers), and their lists' default page. */
export const ADMIN_PAGE_SIZE = 20;
/** The most rows an owner's list answers at once (`?pageSize=`). */
export const ADMIN_PAGE_SIZE_MAX = 100;
/**
 * The furthest page an owner's list goes to: a page is read with an offset, which Firestore bills
 * as the documents it skips, so the bound keeps one request's cost bounded too.
 */
export const ADMIN_PAGE_MAX = 500;
/**
 * The owner's search looks at most this many of the newest published posts holding its longest
 * word (future ones included), so one search reads a bounded number of documents.
 */
export const ADMIN_SEARCH_CANDIDATES_MAX = 200;
/**
 * Drafts store no search words (the public never finds one), so the owner's search reads at most
 * this many of the newest drafts' summaries and matches them in memory.
 */
export const ADMIN_DRAFT_CANDIDATES_MAX = 200;
/**
 * The owner's subscriber search looks at most this many of the newest subscribers holding its
 * longest word, so one search reads a bounded number of documents at any list size.
 */
export const SUBSCRIBER_SEARCH_CANDIDATES_MAX = 500;
/** Messages the live inbox listens to at first, and how many more each 'Load older messages' adds. */
export const INBOX_PAGE_SIZE = 50;
/**
 * The most messages the inbox listens to at once, and the most GET /api/admin/contact-submissions
 * answers when asked for a `?limit=`: firestore.rules refuses a larger listener.
 */
export const INBOX_LIMIT_MAX = 1000;
/** Where a paged owner's list (a JSON array, its documented shape) tells how many rows it holds in all. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const NEWSLETTER_MEMBERS_CLAIM = '15,000+';
export const NEWSLETTER_RATING_CLAIM = '4.9/5';
export const NEWSLETTER_FIRST_NAME_MIN = 2;
export const PRAYER_JOURNAL_PATH = '/downloads/30-day-prayer-journal.pdf';

export const CONTACT_RESPONSE_TIME = '24-48 hours';

export const FEATURED_COURSE = {
  title: 'Biblical Dating Masterclass',
  weeks: 6,
  lessons: 24,
  rating: 4.9,
  price: '$97',
} as const;

export const RATING_MAX = 5;

export const READ_TIME_MIN = 1;
export const READ_TIME_MAX = 60;
export const READ_TIME_DEFAULT = 5;
export const WORDS_PER_MINUTE = 200;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may have: a 48 MP phone's photo fits; a small file that unpacks to gigabytes does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/**
 * Hosts an image URL may point at besides the site itself: Firebase Storage (where uploads went
 * before variants) and Google Cloud Storage. The server fetches only from these: never an open proxy.
 */
export const IMAGE_SOURCE_HOSTS = ['firebasestorage.googleapis.com', 'storage.googleapis.com'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The public filter chips on the blog list ('all' means no filter). */
export const BLOG_FILTER_CATEGORIES = [
  'Biblical Dating',
  'Prayer & Relationships',
  'Boundaries',
  'Marriage Preparation',
  'Single Life',
] as const;
export const ALL_CATEGORIES = 'all';

/** The editor's own category list. */
export const BLOG_EDITOR_CATEGORIES = [
  'Dating Advice',
  'Relationship Tips',
  'Faith & Dating',
  'App Reviews',
  'Success Stories',
  'Biblical Relationships',
] as const;

/**
 * The spec gives the editor and the public chips different lists. A post filed
 * under an editor-only category could never be found with a chip, so the editor
 * offers both and the server accepts both.
 */
export const BLOG_CATEGORIES = [...BLOG_FILTER_CATEGORIES, ...BLOG_EDITOR_CATEGORIES] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const POST_STATUSES = ['draft', 'published'] as const;
export const DEFAULT_POST_STATUS = 'draft';

export const CONTACT_STATUSES = ['unread', 'read', 'replied'] as const;

/**
 * Newsletter double opt-in: pending until the emailed link is pressed. Bounced: the mail server
 * refused the address for good (functions/src/services/mail-delivery.ts); never mailed again, and
 * signing up again sends a new confirmation.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;

/** A newsletter send: writing its emails, done, or stopped by an error (sending it again resumes). */
export const NEWSLETTER_ISSUE_STATUSES = ['sending', 'sent', 'failed'] as const;

/** Written in an issue's subject or body, it becomes each reader's first name. */
export const FIRST_NAME_PLACEHOLDER = '{{firstName}}';
/** What the placeholder becomes for a reader whose name is not known. */
export const FIRST_NAME_FALLBACK = 'friend';

/**
 * A send's id, chosen by the composer when it opens: pressing Send twice, or again after a
 * timeout, names the same send, so no one is mailed twice. A Firestore document id (which may
 * not have the reserved `__…__` form).
 */
export const NEWSLETTER_ISSUE_ID_PATTERN = /^(?!__)[A-Za-z0-9_-]{16,64}$/;

export const RESOURCE_TYPES = ['book', 'devotional', 'course'] as const;
export const FREE_PRICE = 'Free';

/** The pages whose buttons are affiliate links: what POST /api/track-affiliate-click is told. */
export const AFFILIATE_BUTTON_PAGES = ['app-reviews-page', 'resources-page'] as const;
/**
 * Where an affiliate click was made: a page's button, or an article's own link (its Markdown's
 * `/go/{id}`, which names no source).
 */
export const AFFILIATE_SOURCES = [...AFFILIATE_BUTTON_PAGES, 'article'] as const;

export const FAVORITE_KINDS = ['blog-posts', 'resources', 'app-reviews'] as const;

/** Usernames: unique site-wide, compared without case. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;
/** Firebase accepts 6; a little more is kinder to the reader's own account. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const FAQ_CATEGORIES = [
  'Christian Dating',
  'App Reviews',
  'Biblical Guidance',
  'Single Life',
  'Prayer & Relationships',
  'Marriage Preparation',
  'Safety & Trust',
  'Resources',
] as const;

/**
 * Publish dates the editor accepts. Firestore Timestamps stop at year 9999 and JavaScript dates
 * parse years up to 275760, so without bounds a typo like "20266-01-01" reached the database layer
 * and failed there (500). Nothing this site publishes is older than 2000 or planned past 2100.
 */
export const PUBLISHED_AT_RANGE = { min: '2000-01-01T00:00:00.000Z', max: '2100-12-31T23:59:59.999Z' } as const;

/** Field length limits the server enforces (the spec names none; these are generous). */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  titleMax: 200,
  slugMax: 120,
  excerptMax: 500,
  contentMax: 100_000,
  urlMax: 2048,
  affiliateMax: 200,
  searchMax: 100,
  newsletterBodyMax: 50_000,
  /** A member count, a price, a location: one short line. */
  shortTextMax: 100,
  descriptionMax: 5000,
  /** One pro or con of an app, and how many of each. */
  listItemMax: 200,
  listItemsMax: 20,
  /** A picture's description: a sentence or two (WCAG's advice: say what it shows, briefly). */
  imageAltMax: 300,
} as const;

/** The highest position an app review, resource or testimonial may take in its list. */
export const POSITION_MAX = 9999;
