// The live inbox's one Firestore query: every contact submission, newest first, no limit.
// live-inbox-sync.tsx subscribes to it; firestore.rules lets admins run exactly this list, and
// tests/rules/contact-submissions.test.ts runs it as each role. A change here (a filter, a limit
// for paging) needs the rule and its test to follow.
import { COLLECTIONS } from '@/domain/collections';
import type { LiveQueryShape } from '@/lib/firebase/live-query';

export const INBOX_QUERY = {
  collection: COLLECTIONS.contactSubmissions,
  orderBy: { field: 'submittedAt', direction: 'desc' },
} as const satisfies LiveQueryShape;
