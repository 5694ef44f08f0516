import { describe, expect, it } from 'vitest';
import {
  editorReadTime,
  followedSlug,
  fromLocalDateTimeInput,
  newPostValues,
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
});
