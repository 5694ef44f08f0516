// The live inbox's one Firestore query: the newest contact submissions, newest first, the first
// INBOX_PAGE_SIZE of them ('Load older messages' raises the limit by as many, up to
// INBOX_LIMIT_MAX). live-inbox-sync.tsx subscribes to it; firestore.rules lets admins run exactly
// this list with a limit no larger than INBOX_LIMIT_MAX, and tests/rules/contact-submissions.test.ts
// runs it as each role. A change here (a filter, another order) needs the rule and its test to follow.
import { INBOX_LIMIT_MAX, INBOX_PAGE_SIZE } from '@/domain/constants';
import { COLLECTIONS } from '@/domain/collections';
import type { LiveQueryShape } from '@/lib/firebase/live-query';

export const INBOX_QUERY = {
  collection: COLLECTIONS.contactSubmissions,
  orderBy: { field: 'submittedAt', direction: 'desc' },
  limit: INBOX_PAGE_SIZE,
} as const satisfies LiveQueryShape;

/** The inbox's limit once the owner has asked for older messages once more. */
export const olderLimit = (limit: number): number => Math.min(limit + INBOX_PAGE_SIZE, INBOX_LIMIT_MAX);
