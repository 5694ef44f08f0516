import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/schemas';
import {
  editorReadTime,
  followedSlug,
  fromLocalDateTimeInput,
  newPostValues,
  postEditorSchema,
  toLocalDateTimeInput,
  toPayload,
} from './post-form';

describe('the editor form rules', () => {
  it('starts a new post as a draft, read time 5, published now in local date-time', () => {
    const now = new Date(2026, 10, 22, 9, 5);
    expect(newPostValues(now)).toMatchObject({ status: 'draft', readTime: 5, publishedAt: '2026-11-22T09:05' });
  });

  it('round-trips the local date-time field to the same instant', () => {
    const instant = new Date(2026, 0, 3, 18, 45);
    expect(fromLocalDateTimeInput(toLocalDateTimeInput(instant))).toBe(instant.toISOString());
  });

  it('follows the title with the slug on a new post until the slug is edited by hand', () => {
    expect(followedSlug("God's Plan: Dating & Waiting!", { isNew: true, slugEditedByHand: false })).toBe(
      'gods-plan-dating-waiting',
    );
    expect(followedSlug('Any title', { isNew: true, slugEditedByHand: true })).toBeNull();
    expect(followedSlug('Any title', { isNew: false, slugEditedByHand: false })).toBeNull();
  });

  it('recalculates read time as words / 200 rounded up, at least 1, and 5 before any content', () => {
    expect(editorReadTime('')).toBe(5);
    expect(editorReadTime('one')).toBe(1);
    expect(editorReadTime(Array(200).fill('word').join(' '))).toBe(1);
    expect(editorReadTime(Array(201).fill('word').join(' '))).toBe(2);
    expect(editorReadTime(Array(50_000).fill('word').join(' '))).toBe(60);
  });

  it('sends the publish date as an ISO instant and an absent image as empty', () => {
    const payload = toPayload({
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: 'C',
      category: 'Dating Advice',
      publishedAt: '2026-11-22T09:05',
      readTime: 3,
      status: 'draft',
    });
    expect(payload.publishedAt).toBe(new Date(2026, 10, 22, 9, 5).toISOString());
    expect(payload.imageUrl).toBe('');
  });

  it('sends no description without a picture, and the one typed with it', () => {
    const values = {
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: 'C',
      category: 'Dating Advice' as const,
      publishedAt: '2026-11-22T09:05',
      readTime: 3,
      status: 'draft' as const,
      imageAlt: 'A gate',
    };
    expect(toPayload(values).imageAlt).toBe('');
    expect(toPayload({ ...values, imageUrl: '/images/a.jpg' }).imageAlt).toBe('A gate');
  });
});

describe('the description of a picture', () => {
  const post = {
    title: 'T',
    slug: 't',
    excerpt: 'E',
    content: 'C',
    category: 'Dating Advice',
    publishedAt: '2026-11-22T09:05',
    readTime: 3,
    status: 'draft',
  };
  const altError = (schema: ReturnType<typeof postEditorSchema>, values: object) => {
    const result = schema.safeParse({ ...post, ...values });
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'imageAlt')?.message;
  };

  it('is required with a new post’s picture, and not without a picture', () => {
    const schema = postEditorSchema(undefined);
    expect(altError(schema, { imageUrl: '/images/a.jpg', imageAlt: '  ' })).toBe(MESSAGES.imageAltRequired);
    expect(altError(schema, { imageUrl: '/images/a.jpg', imageAlt: 'A gate' })).toBeUndefined();
    expect(altError(schema, { imageUrl: '', imageAlt: '' })).toBeUndefined();
  });

  it('is required when a saved post gets another picture, not for the picture it has', () => {
    const schema = postEditorSchema('/images/a.jpg');
    expect(altError(schema, { imageUrl: '/images/a.jpg', imageAlt: '' })).toBeUndefined();
    expect(altError(schema, { imageUrl: '/images/b.jpg', imageAlt: '' })).toBe(MESSAGES.imageAltRequired);
  });

  it('is asked for with the other fields’ messages', () => {
    const result = postEditorSchema(undefined).safeParse({ ...post, title: '', imageUrl: '/images/a.jpg' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['title', 'imageAlt']));
  });
});
