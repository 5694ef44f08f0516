// What content:import lets into a project: only what the API itself would have stored. Each stored
// document is turned back into the input its service took (the inverse of that service's write,
// one place per collection below), so the API's own schema in src/domain/schemas.ts decides for a
// file as it does for a form. What only the server writes (its timestamps and statuses) is checked
// as stored. A hand-edited file is the case in mind: an http or `//host` affiliate link that the
// /go/ redirect would follow, an http image, a subscriber marked confirmed who never confirmed.
import { z } from 'zod';
import { COLLECTIONS } from '@/domain/collections';
import { NEWSLETTER_STATUSES, POSITION_MAX } from '@/domain/constants';
import { IMAGE_VARIANT_WIDTHS } from '@/domain/image-variants';
import { storedSearchWords } from '@/domain/post-search';
import { SEARCH_WORDS_FIELD } from '@/domain/search-words';
import { SUBSCRIBER_LISTED_AT_FIELD, subscriberSearchWords } from '@/domain/subscribers';
import {
  appReviewInputSchema,
  blogPostInputSchema,
  contactSchema,
  contactStatusUpdateSchema,
  newsletterSchema,
  resourceInputSchema,
  testimonialInputSchema,
} from '@/domain/schemas';
// Types only: content-io imports this module, so a value from it would be read before it exists.
import type { ContentCollection, ContentFile, EncodedData, EncodedValue } from './content-io';

/** One field of one document the API would not have stored, in the schema's words. */
export interface RefusedField {
  collection: ContentCollection;
  id: string;
  /** The stored field, dotted into lists and maps (`pros.2`); `(document)` for the whole. */
  field: string;
  message: string;
}

type Issue = { path: readonly PropertyKey[]; message: string };

// The file's own schema has already checked that the text inside is a real UTC time.
const storedTimestamp = z.strictObject(
  { __timestamp: z.string() },
  { error: 'must be a timestamp, {"__timestamp": "…"}' },
);

/** The timestamps every service sets on write; optional, as documents from before them have none. */
const serverDates = z.object({ createdAt: storedTimestamp.optional(), updatedAt: storedTimestamp.optional() });

/** `value`'s issues against `schema`; an unknown key is named as its own field. */
function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue): Issue[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'is not a field the API stores here' }))
      : [{ path: issue.path, message: issue.message }],
  );
}

/**
 * What the server made of a picture (src/domain/image-variants.ts ImageVariants), copied onto a
 * post or item when saved: its files' folder (a UUID, as the /img/{id}/ route takes), its upright
 * size, the widths made, the fallback format and the blurred placeholder.
 */
const storedImageVariants = z.strictObject(
  {
    id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    width: z.int().positive(),
    height: z.int().positive(),
    widths: z
      .array(
        z
          .int()
          .positive()
          .max(IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]),
      )
      .min(1)
      .max(IMAGE_VARIANT_WIDTHS.length),
    fallback: z.enum(['jpeg', 'png']),
    placeholder: z.string().max(4000).startsWith('data:image/'),
  },
  {
    error: "must be a picture's variants as the server makes them ({id, width, height, widths, fallback, placeholder})",
  },
);

/** The variants field `field` (image, or an app review's logo), checked apart from the input it is not part of. */
function variantsIssues(field: string, value: EncodedValue | undefined): Issue[] {
  if (value === undefined) return [];
  return issuesOf(storedImageVariants, value).map((issue) => ({ ...issue, path: [field, ...issue.path] }));
}

const isTimestamp = (value: EncodedValue | undefined): value is { __timestamp: string } =>
  storedTimestamp.safeParse(value).success;

// --- Each collection: its stored document as the API's input ----------------------------------

/**
 * blog-posts.ts storedFields: publishedAt comes in as ISO text and is stored as a Timestamp. The
 * search's tokens are made from the text on every save, and anew on import (withSearchTokens).
 * The picture's variants (`image`) are the server's, copied from its record of the URL.
 */
function post(data: EncodedData): Issue[] {
  const { createdAt, updatedAt, publishedAt, image, [SEARCH_WORDS_FIELD]: _madeFromTheText, ...fields } = data;
  return [
    ...variantsIssues('image', image),
    ...issuesOf(serverDates.extend({ publishedAt: storedTimestamp }), { createdAt, updatedAt, publishedAt }),
    ...issuesOf(blogPostInputSchema, {
      ...fields,
      publishedAt: isTimestamp(publishedAt) ? publishedAt.__timestamp : publishedAt,
    }),
  ];
}

/**
 * catalog-admin.ts: the input as given (pros and cons stay lists), plus the server's dates. Items
 * saved before positions existed have none and the lists put them last, so that is their stand-in.
 * The picture's variants (`image`, an app review's `logo`) are the server's, as on a post.
 */
const catalogItem =
  (schema: z.ZodType, variantsField: 'image' | 'logo') =>
  (data: EncodedData): Issue[] => {
    const { createdAt, updatedAt, [variantsField]: variants, ...fields } = data;
    return [
      ...variantsIssues(variantsField, variants),
      ...issuesOf(serverDates, { createdAt, updatedAt }),
      ...issuesOf(schema, 'position' in fields ? fields : { ...fields, position: POSITION_MAX }),
    ];
  };

/** contact.ts storeContact: the message as sent (the honeypot is never stored), its status and dates. */
function contactSubmission(data: EncodedData): Issue[] {
  const { status, submittedAt, updatedAt, ...fields } = data;
  return [
    ...issuesOf(contactStatusUpdateSchema, { status }),
    ...issuesOf(z.object({ submittedAt: storedTimestamp, updatedAt: storedTimestamp.optional() }), {
      submittedAt,
      updatedAt,
    }),
    ...issuesOf(contactSchema.omit({ website: true }), fields),
  ];
}

/**
 * newsletter.ts, by status: subscribe stores the signup (pending), confirmSubscription adds
 * confirmedAt, unsubscribe keeps only the address. Addresses from before double opt-in have no
 * status and a subscribedAt. No token is stored: links are signed when sent.
 */
const SUBSCRIBER_STATES = {
  pending: z.strictObject({
    status: z.literal('pending'),
    requestedAt: storedTimestamp,
    confirmationSentAt: storedTimestamp.optional(),
  }),
  confirmed: z.strictObject({
    status: z.literal('confirmed'),
    requestedAt: storedTimestamp,
    confirmationSentAt: storedTimestamp.optional(),
    confirmedAt: storedTimestamp,
  }),
  unsubscribed: z.strictObject({ status: z.literal('unsubscribed'), unsubscribedAt: storedTimestamp }),
  // Refused for good by the mail server (functions/src/services/mail-delivery.ts): what it had, and why.
  bounced: z.strictObject({
    status: z.literal('bounced'),
    subscribedAt: storedTimestamp.optional(),
    requestedAt: storedTimestamp.optional(),
    confirmationSentAt: storedTimestamp.optional(),
    confirmedAt: storedTimestamp.optional(),
    bouncedAt: storedTimestamp,
    bounceError: z.string(),
  }),
  beforeOptIn: z.strictObject({ subscribedAt: storedTimestamp }),
} as const;

const subscriberStatus = z.enum(NEWSLETTER_STATUSES, {
  error: `Status must be one of: ${NEWSLETTER_STATUSES.join(', ')}`,
});
const signup = newsletterSchema.omit({ website: true });

function newsletterSubscriber(data: EncodedData, id: string): Issue[] {
  const { firstName, email, ...stored } = data;
  if (stored.status !== undefined && !subscriberStatus.safeParse(stored.status).success) {
    return issuesOf(subscriberStatus, stored.status).map((issue) => ({ ...issue, path: ['status'] }));
  }
  const state = stored.status === undefined ? 'beforeOptIn' : (stored.status as keyof typeof SUBSCRIBER_STATES);
  const issues = [
    ...issuesOf(SUBSCRIBER_STATES[state], stored),
    ...(state === 'unsubscribed'
      ? issuesOf(signup.pick({ email: true }), { email }).concat(
          firstName === undefined ? [] : [{ path: ['firstName'], message: 'an unsubscribed address keeps no name' }],
        )
      : issuesOf(signup, { firstName, email })),
  ];
  // The API files a subscriber under the address, normalised: confirm and unsubscribe find it there.
  if (typeof email === 'string' && email !== id) {
    issues.push({ path: ['email'], message: `must be the document id ("${id}"): a subscriber is filed by address` });
  }
  if (id !== id.trim().toLowerCase()) {
    issues.push({ path: ['(id)'], message: 'a subscriber’s id is the address in lower case, without spaces' });
  }
  return issues;
}

const CHECKS: Record<ContentCollection, (data: EncodedData, id: string) => Issue[]> = {
  [COLLECTIONS.posts]: post,
  [COLLECTIONS.appReviews]: catalogItem(appReviewInputSchema, 'logo'),
  [COLLECTIONS.resources]: catalogItem(resourceInputSchema, 'image'),
  [COLLECTIONS.testimonials]: catalogItem(testimonialInputSchema, 'image'),
  [COLLECTIONS.newsletterSubscribers]: newsletterSubscriber,
  [COLLECTIONS.contactSubmissions]: contactSubmission,
};

/** Every field of every document in `file` that the API would not have stored; the first word per field. */
export function refusedFields(file: ContentFile): RefusedField[] {
  const refused: RefusedField[] = [];
  for (const [collection, documents] of Object.entries(file.collections) as Array<
    [ContentCollection, ContentFile['collections'][ContentCollection]]
  >) {
    for (const { id, data } of documents ?? []) {
      const seen = new Set<string>();
      for (const issue of CHECKS[collection](data, id)) {
        const field = issue.path.length ? issue.path.map(String).join('.') : '(document)';
        if (seen.has(field)) continue;
        seen.add(field);
        refused.push({ collection, id, field, message: issue.message });
      }
    }
  }
  return refused;
}

// --- What an import stores --------------------------------------------------------------------

/**
 * A subscriber as imported without --keep-status: only the address's own press on an emailed link
 * may confirm it, and a file cannot show that. So a confirmed one (or one from before double
 * opt-in) comes in pending, as subscribe() stores a signup, but with no confirmationSentAt: no email
 * was sent, so signing up again sends the confirmation at once. An unsubscribed address stays
 * unsubscribed: that only ever withholds mail, and it has no name to greet in a confirmation.
 */
export function awaitingConfirmation(data: EncodedData): EncodedData {
  // Neither is asked again: one said no, the other's address refuses mail.
  if (data.status === 'unsubscribed' || data.status === 'bounced') return data;
  const pending: Partial<EncodedData> = {
    firstName: data.firstName,
    email: data.email,
    status: 'pending',
    requestedAt: data.requestedAt ?? data.subscribedAt,
  };
  return Object.fromEntries(Object.entries(pending).filter(([, value]) => value !== undefined)) as EncodedData;
}

/**
 * A post as the API stores it: with the search's words of its text and date, made here as a save
 * makes them, so a file from before the search had them (or with stale ones) is found once imported.
 */
export function withSearchWords(data: EncodedData): EncodedData {
  const text = (field: string) => (typeof data[field] === 'string' ? data[field] : '');
  const publishedAt = isTimestamp(data.publishedAt) ? Date.parse(data.publishedAt.__timestamp) : Number.NaN;
  const words = storedSearchWords({
    title: text('title'),
    excerpt: text('excerpt'),
    category: text('category'),
    content: text('content'),
    status: text('status'),
    publishedAt,
  });
  // A post without a readable date is refused by the checks before this is written.
  return { ...data, [SEARCH_WORDS_FIELD]: Number.isNaN(publishedAt) ? {} : words };
}

/**
 * A subscriber as the API stores it: an address from before double opt-in (no status) as the
 * confirmed subscriber it counts as, confirmed when it signed up; and the owner's list's date and
 * search words (src/domain/subscribers), made here as subscribe, confirm and unsubscribe make them,
 * so a file from before the list kept them is listed and found once imported.
 */
export function withListFields(data: EncodedData): EncodedData {
  const stored: EncodedData = { ...data };
  if (stored.status === undefined && stored.subscribedAt !== undefined) {
    const { subscribedAt, ...rest } = stored;
    Object.assign(rest, { status: 'confirmed', requestedAt: subscribedAt, confirmedAt: subscribedAt });
    return withListFields(rest);
  }
  const shown = [stored.confirmedAt, stored.requestedAt, stored.unsubscribedAt, stored.bouncedAt].find(isTimestamp);
  const listedAt = shown ? Date.parse(shown.__timestamp) : Number.NaN;
  // A subscriber without a readable date is refused by the checks before this is written.
  if (!shown || Number.isNaN(listedAt)) return stored;
  const name = typeof stored.firstName === 'string' ? stored.firstName : '';
  const email = typeof stored.email === 'string' ? stored.email : '';
  return {
    ...stored,
    // The date itself, to the microsecond, so a second import of the same file finds it unchanged.
    [SUBSCRIBER_LISTED_AT_FIELD]: shown,
    [SEARCH_WORDS_FIELD]: subscriberSearchWords({ firstName: name, email }, listedAt),
  };
}

/**
 * The document an import writes for the file's copy: the copy itself, but for subscribers' statuses
 * and list fields, and posts' search words.
 */
export function importedData(
  collection: ContentCollection,
  data: EncodedData,
  options: { keepStatus?: boolean },
): EncodedData {
  if (collection === COLLECTIONS.posts) return withSearchWords(data);
  if (collection !== COLLECTIONS.newsletterSubscribers) return data;
  return withListFields(options.keepStatus ? data : awaitingConfirmation(data));
}
