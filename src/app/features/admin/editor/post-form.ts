// The editor's rules that are not in the shared schema: defaults, the slug and read time that
// follow what the owner types, and the local date-time the publish-date field works in.
import { slugify } from '@/domain/blog';
import { readTimeFromContent } from '@/domain/post-text';
import { DEFAULT_POST_STATUS, READ_TIME_DEFAULT } from '@/domain/constants';
import { blogPostInputSchema, imageAltMissing, MESSAGES, type BlogPostInput } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';

/** What the form holds: the API's payload, with the publish date as `<input type="datetime-local">` reads it. */
export type PostFormValues = Omit<BlogPostInput, 'category' | 'readTime'> & {
  category: BlogPostInput['category'] | undefined;
  readTime: number | null;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the browser's local `YYYY-MM-DDTHH:mm` (what a datetime-local field shows). */
export function toLocalDateTimeInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The field's local date-time back to the ISO 8601 instant the API stores. */
export function fromLocalDateTimeInput(value: string): string {
  return new Date(value).toISOString();
}

/** Read time for the content typed so far: words / 200 rounded up, at least 1; 5 before any content. */
export function editorReadTime(content: string): number {
  return content.trim() ? readTimeFromContent(content) : READ_TIME_DEFAULT;
}

/**
 * The slug for a title on a new post, until the owner edits the slug by hand (an emptied slug
 * follows the title again). An existing post keeps its slug: its address is already out there.
 */
export function followedSlug(title: string, options: { isNew: boolean; slugEditedByHand: boolean }): string | null {
  return options.isNew && !options.slugEditedByHand ? slugify(title) : null;
}

export function newPostValues(now: Date): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: undefined,
    imageUrl: '',
    imageAlt: '',
    publishedAt: toLocalDateTimeInput(now),
    readTime: READ_TIME_DEFAULT,
    status: DEFAULT_POST_STATUS,
  };
}

export function postFormValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category as BlogPostInput['category'],
    imageUrl: post.imageUrl ?? '',
    imageAlt: post.imageAlt ?? '',
    publishedAt: toLocalDateTimeInput(new Date(post.publishedAt)),
    readTime: post.readTime,
    status: post.status,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The editor's checks: the shared schema, and a description for a picture new to the post (none
 * saved, or another than `storedImageUrl`), as the API checks on save. It runs with the other
 * fields' errors, so an empty submit shows every message at once.
 */
export function postEditorSchema(storedImageUrl: string | undefined) {
  return blogPostInputSchema.refine(
    (values) => !imageAltMissing({ imageUrl: text(values.imageUrl), imageAlt: text(values.imageAlt) }, storedImageUrl),
    {
      message: MESSAGES.imageAltRequired,
      path: ['imageAlt'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}

/**
 * The validated form → the API's body (the publish date as an instant). Without a picture the
 * description is not sent: the form keeps it, should the picture come back before the save.
 */
export function toPayload(values: BlogPostInput): BlogPostInput {
  const imageUrl = values.imageUrl ?? '';
  return {
    ...values,
    imageUrl,
    imageAlt: imageUrl ? (values.imageAlt ?? '') : '',
    publishedAt: fromLocalDateTimeInput(values.publishedAt),
  };
}
