// Which messages of a new inbox snapshot just arrived (for the owner's notice): not in the
// previous snapshot, unread, and newer than the oldest message it held. The last condition tells
// a new message from an older one that only came into view because the owner asked for older
// messages (the listener's limit rose), which must not be announced.
import type { ContactSubmission } from '@/domain/types';

type Seen = Pick<ContactSubmission, 'id' | 'submittedAt'>;

export function newlyArrived<T extends Pick<ContactSubmission, 'id' | 'status' | 'submittedAt'>>(
  previous: readonly Seen[] | null,
  next: readonly T[],
): T[] {
  // The first answer: everything in it was there before the page opened.
  if (!previous) return [];
  const known = new Set(previous.map((item) => item.id));
  const oldest = previous.reduce<string | null>(
    (min, item) => (min === null || item.submittedAt < min ? item.submittedAt : min),
    null,
  );
  return next.filter(
    (item) => !known.has(item.id) && item.status === 'unread' && (oldest === null || item.submittedAt > oldest),
  );
}
