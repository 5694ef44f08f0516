// Zod schemas shared by the PWA's forms and the API's validation, so each rule
// and its message is written once.
import { z } from 'zod';
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  AFFILIATE_BUTTON_PAGES,
  BLOG_CATEGORIES,
  BLOG_POSTS_LIMIT_MAX,
  CONTACT_STATUSES,
  DEFAULT_POST_STATUS,
  FREE_PRICE,
  INBOX_LIMIT_MAX,
  LIMITS,
  NEWSLETTER_FIRST_NAME_MIN,
  NEWSLETTER_ISSUE_ID_PATTERN,
  NEWSLETTER_STATUSES,
  POST_STATUSES,
  PUBLISHED_AT_RANGE,
  READ_TIME_MAX,
  READ_TIME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  POSITION_MAX,
  RATING_MAX,
  RESOURCE_TYPES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './constants';
import { SLUG_PATTERN } from './blog';
import { CLIENT_ERROR_LIMITS } from './client-error';
import { PAGE_VIEW_LIMITS } from './page-views';
import { daysBetween, INSIGHTS_MAX_DAYS } from './insights';
import { AFFILIATE_REDIRECT_PREFIX } from './routes';
import { WEB_VITAL_MAX, WEB_VITALS_MAX_DAYS, type WebVitalName } from './web-vitals';

// zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy
// forbids eval (no 'unsafe-eval'), and the probe alone is reported as a violation. The
// interpreted path is as correct and, for forms this size, no slower anyone could notice.
z.config({ jitless: true });

export const MESSAGES = {
  firstNameMin: 'First name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  required: 'Required',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug may only contain lowercase letters, numbers and hyphens',
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  publishedAtRequired: 'Publish date is required',
  publishedAtRange: 'Publish date must be between the years 2000 and 2100',
  readTimeRange: `Read time must be a number from ${READ_TIME_MIN} to ${READ_TIME_MAX}`,
  imageType: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
  imageSize: 'Image file must be smaller than 5MB',
  imageAltRequired: 'Describe the picture for readers who cannot see it',
  imagePixels: 'Image must be at most 50 megapixels',
  imageSourceHost: 'Use a picture on this site, in its Storage bucket, or at an https address of an allowed image host',
  imageSourceUnreadable: 'The picture at that address could not be read',
  urlInvalid: 'Please enter a valid URL',
  firstNameRequired: 'First name is required',
  usernameInvalid: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} letters, numbers or underscores`,
  usernameTaken: 'That username is taken. Please choose another.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  urlNotHttps: 'Use an https:// address or a path on this site (starting with /)',
  firstNameCharacters: 'First name may only contain letters, spaces, apostrophes, hyphens and periods',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Write something to send',
  issueIdInvalid: 'This send has no valid id: reload the page and try again',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  affiliateUrlHttps: 'Use an https:// address',
  resourceLinkInvalid: 'Use an https:// address, or a path on this site for a free download',
  resourceSitePathNotFree: "A path on this site is only for a resource whose price is 'Free'",
  ratingHalves: `Rating must be from 0 to ${RATING_MAX}, in steps of 0.5`,
  ratingWhole: `Rating must be a whole number from 1 to ${RATING_MAX}`,
  positionRange: `Position must be a whole number from 0 to ${POSITION_MAX}`,
  listItemRequired: 'Write something here or remove this line',
  resourceTypeRequired: `Type must be one of: ${RESOURCE_TYPES.join(', ')}`,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

const requiredText = (max: number, message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

const email = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(LIMITS.emailMax, tooLong(LIMITS.emailMax))
  .pipe(z.email(MESSAGES.emailInvalid));

/**
 * Bots fill every field; people never see this one. The API accepts a filled
 * honeypot with a success answer and stores nothing.
 */
const honeypot = z.string().max(500).optional();

/**
 * Letters of any script (with their combining marks), spaces, apostrophes (' and ’), hyphens and
 * periods: "Mary-Jane", "O’Brien", "J. R.", "Zoë", "Мария", "李娜". Nothing that could carry markup
 * or a link into the emails that greet the subscriber by name.
 */
const FIRST_NAME_CHARACTERS = /^[\p{L}\p{M}' ’.-]+$/u;

export const newsletterSchema = z.strictObject({
  firstName: z
    .string({ error: MESSAGES.firstNameMin })
    .trim()
    .min(NEWSLETTER_FIRST_NAME_MIN, MESSAGES.firstNameMin)
    .max(LIMITS.nameMax, tooLong(LIMITS.nameMax))
    .regex(FIRST_NAME_CHARACTERS, MESSAGES.firstNameCharacters)
    .regex(/\p{L}/u, MESSAGES.firstNameCharacters),
  email,
  website: honeypot,
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const contactSchema = z.strictObject({
  name: requiredText(LIMITS.nameMax),
  email,
  subject: requiredText(LIMITS.subjectMax),
  message: requiredText(LIMITS.messageMax),
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const affiliateClickSchema = z.strictObject({
  affiliate: requiredText(LIMITS.affiliateMax),
  source: z.enum(AFFILIATE_BUTTON_PAGES, { error: `Source must be one of: ${AFFILIATE_BUTTON_PAGES.join(', ')}` }),
  website: honeypot,
});
export type AffiliateClickInput = z.infer<typeof affiliateClickSchema>;

function urlProtocol(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

// Browsers and `new URL` drop tabs and newlines inside an address, so `/\t/evil.com` is read as
// `//evil.com`, another site; no stored link has a reason to hold either, or any other space or
// control character.
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

// Only ever parsed against, never fetched: `.invalid` names no host.
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * A path on this site: one leading slash and, resolved as a browser resolves it, still this site's
 * origin (`//host`, `/\\host` and `///host` are other sites). A path that resolves to `//…` (as
 * `/..//host` does) is refused too: anything that later wrote out the resolved path alone would
 * hand a browser a protocol-relative link.
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  try {
    const resolved = new URL(value, PLACEHOLDER_ORIGIN);
    return resolved.origin === PLACEHOLDER_ORIGIN && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** What kind of link a stored URL is under the one rule for stored URLs, or undefined for none. */
export type StoredUrlKind = 'https' | 'site-path';

/**
 * The one rule for every URL the site stores and later puts in a page or a redirect (imageUrl,
 * logoUrl, a resource's or an app's affiliateUrl, the /go/ redirect's target): https, or a path on
 * this site, with no space or control character anywhere. No http (mixed content on an https
 * page), no javascript:, data: or protocol-relative links. Checked on write, over the seed data,
 * and again on redirect (a document written before this rule, or by hand, may hold anything).
 */
export function storedUrlKind(value: string): StoredUrlKind | undefined {
  if (CONTROL_OR_SPACE.test(value)) return undefined;
  if (isSitePath(value)) return 'site-path';
  return urlProtocol(value) === 'https:' ? 'https' : undefined;
}

export function isStoredUrl(value: string): boolean {
  return storedUrlKind(value) !== undefined;
}

const storedUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax, tooLong(LIMITS.urlMax))
  .superRefine((value, context) => {
    if (isStoredUrl(value)) return;
    const nearlyRight = urlProtocol(value) === 'http:' || value.startsWith('/');
    context.addIssue({ code: 'custom', message: nearlyRight ? MESSAGES.urlNotHttps : MESSAGES.urlInvalid });
  });

/** An optional stored URL: '' (or leaving it out) means none. */
const optionalStoredUrl = z.union([z.literal(''), storedUrl]).optional();

/**
 * Where an affiliate link leads: always another site over https. A site path or http here would
 * send readers somewhere the partner never counts (or over an open connection).
 */
const affiliateUrl = z
  .string({ error: MESSAGES.affiliateUrlHttps })
  .trim()
  .max(LIMITS.urlMax, tooLong(LIMITS.urlMax))
  .refine((value) => storedUrlKind(value) === 'https', MESSAGES.affiliateUrlHttps);

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/** 0 to 5 stars in halves: how app reviews and resources are rated. */
const halfStarRating = z
  .number({ error: MESSAGES.ratingHalves })
  .min(0, MESSAGES.ratingHalves)
  .max(RATING_MAX, MESSAGES.ratingHalves)
  .refine((value) => Number.isInteger(value * 2), MESSAGES.ratingHalves);

/** Where an item stands in its public list: lower first. */
const position = z
  .number({ error: MESSAGES.positionRange })
  .int(MESSAGES.positionRange)
  .min(0, MESSAGES.positionRange)
  .max(POSITION_MAX, MESSAGES.positionRange);

/** An app's pros or cons: short lines, edited one by one. */
const pointList = z
  .array(
    z
      .string({ error: MESSAGES.listItemRequired })
      .trim()
      .min(1, MESSAGES.listItemRequired)
      .max(LIMITS.listItemMax, tooLong(LIMITS.listItemMax)),
    { error: MESSAGES.required },
  )
  .max(LIMITS.listItemsMax, `At most ${LIMITS.listItemsMax} points`);

/** The owner's app review (POST/PUT /api/admin/app-reviews): pros and cons as lists, not JSON text. */
export const appReviewInputSchema = z.strictObject({
  name: requiredText(LIMITS.nameMax, MESSAGES.nameRequired),
  logoUrl: optionalStoredUrl,
  rating: halfStarRating,
  memberCount: requiredText(LIMITS.shortTextMax),
  monthlyPrice: requiredText(LIMITS.shortTextMax),
  bestFor: requiredText(LIMITS.excerptMax),
  description: requiredText(LIMITS.descriptionMax, MESSAGES.descriptionRequired),
  affiliateUrl,
  pros: pointList,
  cons: pointList,
  position,
});
export type AppReviewInput = z.infer<typeof appReviewInputSchema>;

/**
 * Where a resource's button leads: a partner over https, or, for a free download such as the
 * prayer journal, a file on this site. Never the site's own click redirect (it would lead to itself).
 */
const resourceLink = z
  .string({ error: MESSAGES.resourceLinkInvalid })
  .trim()
  .max(LIMITS.urlMax, tooLong(LIMITS.urlMax))
  .refine((value) => {
    const kind = storedUrlKind(value);
    return kind === 'https' || (kind === 'site-path' && !value.startsWith(AFFILIATE_REDIRECT_PREFIX));
  }, MESSAGES.resourceLinkInvalid);

/** The owner's resource (POST/PUT /api/admin/resources). */
export const resourceInputSchema = z
  .strictObject({
    title: requiredText(LIMITS.titleMax, MESSAGES.titleRequired),
    type: z.enum(RESOURCE_TYPES, { error: MESSAGES.resourceTypeRequired }),
    author: optionalText(LIMITS.nameMax),
    rating: halfStarRating,
    description: requiredText(LIMITS.descriptionMax, MESSAGES.descriptionRequired),
    price: requiredText(LIMITS.shortTextMax),
    affiliateUrl: z.union([z.literal(''), resourceLink]).optional(),
    imageUrl: optionalStoredUrl,
    position,
  })
  .refine(
    (resource) =>
      !resource.affiliateUrl || storedUrlKind(resource.affiliateUrl) !== 'site-path' || resource.price === FREE_PRICE,
    {
      message: MESSAGES.resourceSitePathNotFree,
      path: ['affiliateUrl'],
    },
  );
export type ResourceInput = z.infer<typeof resourceInputSchema>;

/** The owner's testimonial (POST/PUT /api/admin/testimonials): whole stars, 1 to 5. */
export const testimonialInputSchema = z.strictObject({
  name: requiredText(LIMITS.nameMax, MESSAGES.nameRequired),
  location: requiredText(LIMITS.shortTextMax),
  content: requiredText(LIMITS.descriptionMax),
  rating: z
    .number({ error: MESSAGES.ratingWhole })
    .int(MESSAGES.ratingWhole)
    .min(1, MESSAGES.ratingWhole)
    .max(RATING_MAX, MESSAGES.ratingWhole),
  imageUrl: optionalStoredUrl,
  position,
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

const inPublishRange = (value: string) => {
  const time = Date.parse(value);
  return time >= Date.parse(PUBLISHED_AT_RANGE.min) && time <= Date.parse(PUBLISHED_AT_RANGE.max);
};

/** The editor's payload (POST/PUT /api/admin/blog-posts). */
export const blogPostInputSchema = z.strictObject({
  title: requiredText(LIMITS.titleMax, MESSAGES.titleRequired),
  slug: requiredText(LIMITS.slugMax, MESSAGES.slugRequired).regex(SLUG_PATTERN, MESSAGES.slugInvalid),
  excerpt: requiredText(LIMITS.excerptMax, MESSAGES.excerptRequired),
  content: requiredText(LIMITS.contentMax, MESSAGES.contentRequired),
  category: z.enum(BLOG_CATEGORIES, { error: MESSAGES.categoryRequired }),
  imageUrl: optionalStoredUrl,
  /** The picture's description; required with a new picture (the server checks: it knows which is new). */
  imageAlt: optionalText(LIMITS.imageAltMax),
  publishedAt: z
    .string({ error: MESSAGES.publishedAtRequired })
    .trim()
    .min(1, MESSAGES.publishedAtRequired)
    .max(64, MESSAGES.publishedAtRequired)
    .refine((value) => !Number.isNaN(Date.parse(value)), MESSAGES.publishedAtRequired)
    .refine((value) => Number.isNaN(Date.parse(value)) || inPublishRange(value), MESSAGES.publishedAtRange),
  readTime: z
    .number({ error: MESSAGES.readTimeRange })
    .int(MESSAGES.readTimeRange)
    .min(READ_TIME_MIN, MESSAGES.readTimeRange)
    .max(READ_TIME_MAX, MESSAGES.readTimeRange),
  status: z.enum(POST_STATUSES).default(DEFAULT_POST_STATUS),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/**
 * Whether a post lacks the description its picture needs: a picture new to the post (a new post's,
 * or one whose URL differs from `storedImageUrl`, the saved post's) must be described. A picture the
 * post already had may stay undescribed (older posts: shown with `alt=""`). The editor checks it on
 * the form, the API on the save (only it knows the stored URL for sure).
 */
export function imageAltMissing(
  input: Pick<BlogPostInput, 'imageUrl' | 'imageAlt'>,
  storedImageUrl: string | undefined,
): boolean {
  const imageUrl = input.imageUrl?.trim();
  if (!imageUrl || imageUrl === storedImageUrl) return false;
  return !input.imageAlt?.trim();
}

const newsletterIssueFields = {
  subject: requiredText(LIMITS.subjectMax, MESSAGES.subjectRequired),
  body: requiredText(LIMITS.newsletterBodyMax, MESSAGES.bodyRequired),
};

/** The newsletter composer's words (POST /api/admin/newsletter/test sends them to the owner). */
export const newsletterDraftSchema = z.strictObject(newsletterIssueFields);
export type NewsletterDraftInput = z.infer<typeof newsletterDraftSchema>;

/** A send to every confirmed subscriber (POST /api/admin/newsletter/issues): the draft and its id. */
export const newsletterSendSchema = z.strictObject({
  ...newsletterIssueFields,
  issueId: z.string({ error: MESSAGES.issueIdInvalid }).regex(NEWSLETTER_ISSUE_ID_PATTERN, MESSAGES.issueIdInvalid),
});
export type NewsletterSendInput = z.infer<typeof newsletterSendSchema>;

export const contactStatusUpdateSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` }),
});

export const sessionLoginSchema = z.strictObject({
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required').max(8192),
});

/** A member's name and handle: sign-up and the dashboard's Settings share these rules. */
export const profileSchema = z.strictObject({
  firstName: requiredText(LIMITS.nameMax, MESSAGES.firstNameRequired),
  username: z.string({ error: MESSAGES.usernameInvalid }).trim().regex(USERNAME_PATTERN, MESSAGES.usernameInvalid),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const signUpSchema = profileSchema.extend({
  email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN, MESSAGES.passwordShort)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A post's id as a page link carries it (`?after=`, `?before=`, `?cursor=`): Firestore ids, as the API makes them. */
const postCursor = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid page link')
  .optional();

const blogFilters = {
  search: z.string().trim().max(LIMITS.searchMax, tooLong(LIMITS.searchMax)).optional(),
  category: z.string().trim().max(LIMITS.titleMax).optional(),
};

/** The blog list page's query: its filters and which page (`?after=` or `?before=` a post's id, not both). */
export const blogListQuerySchema = z
  .object({ ...blogFilters, after: postCursor, before: postCursor })
  .refine((query) => !(query.after && query.before), { message: 'Invalid page link', path: ['before'] });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /api/blog-posts: the filters, how many (1 to BLOG_POSTS_LIMIT_MAX) and where to start (`cursor`, its Link header's). */
export const blogPostsQuerySchema = z.object({
  ...blogFilters,
  // A string, as every public read's parameters are (the PWA's keys carry them as they are sent).
  limit: z
    .string()
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= BLOG_POSTS_LIMIT_MAX, {
      message: `Must be a whole number from 1 to ${BLOG_POSTS_LIMIT_MAX}`,
    })
    .optional(),
  cursor: postCursor,
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** A whole number from 1 to `max` as a query string carries it (`?page=2`), read as a number. */
const queryWholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= max, {
      message: `Must be a whole number from 1 to ${max}`,
    })
    .transform(Number);

/** Which page of an owner's list: 1 and ADMIN_PAGE_SIZE unless asked. */
const adminPage = {
  page: queryWholeNumber(ADMIN_PAGE_MAX).default(1),
  pageSize: queryWholeNumber(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
};

const adminSearch = z.string().trim().max(LIMITS.searchMax, tooLong(LIMITS.searchMax)).optional();

/** GET /api/admin/blog-posts: a status (or 'all'), a search over title, excerpt and category, and a page. */
export const adminPostListQuerySchema = z.object({
  status: z
    .enum(['all', ...POST_STATUSES], { error: `Status must be one of: all, ${POST_STATUSES.join(', ')}` })
    .default('all'),
  search: adminSearch,
  ...adminPage,
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

/** GET /api/admin/subscribers/export: the page's status filter (or 'all') and search. */
export const subscriberExportQuerySchema = z.object({
  status: z
    .enum(['all', ...NEWSLETTER_STATUSES], {
      error: `Status must be one of: all, ${NEWSLETTER_STATUSES.join(', ')}`,
    })
    .default('all'),
  search: adminSearch,
});
export type SubscriberExportQuery = z.infer<typeof subscriberExportQuerySchema>;

/** GET /api/admin/subscribers: the export's filter and search, and a page. */
export const subscriberListQuerySchema = subscriberExportQuerySchema.extend(adminPage);
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** GET /api/admin/contact-submissions: the newest `limit` (the live inbox's stand-in), or every one. */
export const contactListQuerySchema = z.object({ limit: queryWholeNumber(INBOX_LIMIT_MAX).optional() });

/** Zod issues → `{ field: first message }`, the `fields` of the API's error envelope. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const beaconPath = z
  .string()
  .max(PAGE_VIEW_LIMITS.path)
  .regex(/^\/[^?#\s]*$/);

/**
 * A page load's beacon (POST /api/page-views): a path without query or fragment, and a referrer that
 * is a host name alone, so a full address (which may carry a search or a name) is refused, not cut.
 */
export const pageViewBeaconSchema = z.strictObject({
  path: beaconPath,
  referrer: z
    .string()
    .max(PAGE_VIEW_LIMITS.referrer)
    .regex(/^[a-z0-9.-]*$/),
});

const webVital = (name: WebVitalName) => z.number().min(0).max(WEB_VITAL_MAX[name]).optional();

/** A page load's Core Web Vitals (src/lib/web-vitals-beacon.ts): the page, and at least one metric. */
export const webVitalsBeaconSchema = z.strictObject({
  path: beaconPath,
  vitals: z
    .strictObject({ LCP: webVital('LCP'), INP: webVital('INP'), CLS: webVital('CLS') })
    .refine((vitals) => Object.values(vitals).some((value) => value !== undefined), 'Name at least one metric'),
});

/** What POST /api/page-views takes: a view, or a view's vitals sent as the reader leaves the page. */
export const pageBeaconSchema = z.union([pageViewBeaconSchema, webVitalsBeaconSchema]);

const insightsDay = z.iso.date({ error: 'Use a day written YYYY-MM-DD' });

/** The owner's Insights range (GET /api/admin/insights): two days, inclusive, at most INSIGHTS_MAX_DAYS apart. */
export const insightsRangeSchema = z
  .strictObject({ from: insightsDay, to: insightsDay })
  .refine(({ from, to }) => from <= to, { message: 'The range must start before it ends', path: ['from'] })
  .refine(({ from, to }) => daysBetween(from, to).length <= INSIGHTS_MAX_DAYS, {
    message: `Choose at most ${INSIGHTS_MAX_DAYS} days`,
    path: ['to'],
  });

/** The owner's Web Vitals range (GET /api/admin/web-vitals): as the Insights', at most WEB_VITALS_MAX_DAYS days. */
export const webVitalsRangeSchema = insightsRangeSchema.refine(
  ({ from, to }) => daysBetween(from, to).length <= WEB_VITALS_MAX_DAYS,
  { message: `Choose at most ${WEB_VITALS_MAX_DAYS} days`, path: ['to'] },
);

/** A reader's browser error (POST /api/client-errors): trimmed by the reporter, checked again here. */
export const clientErrorSchema = z.strictObject({
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  // A path on this site, without query or fragment (they may hold a token or an address).
  path: z
    .string()
    .max(CLIENT_ERROR_LIMITS.path)
    .regex(/^\/[^?#\s]*$/),
  browser: z.string().max(CLIENT_ERROR_LIMITS.browser),
});
