// The live inbox's state, shared by the admin menu's Unread badge and the Contact Submissions page:
// one Firestore listener (live-inbox-sync.tsx) writes here, every admin screen reads. `limit` is how
// many of the newest messages the listener holds; the page raises it to show older ones.
import { create } from 'zustand';
import type { ContactSubmission } from '@/domain/types';
import type { LiveStatus } from '@/lib/firebase/use-live-collection';
import { INBOX_QUERY, olderLimit } from './inbox-query';

interface InboxState {
  status: LiveStatus;
  submissions: ContactSubmission[] | undefined;
  retryLive: () => void;
  limit: number;
  showOlder: () => void;
  publish: (state: { status: LiveStatus; submissions: ContactSubmission[] | undefined; retryLive: () => void }) => void;
}

export const useInboxStore = create<InboxState>((set) => ({
  status: 'connecting',
  submissions: undefined,
  retryLive: () => {},
  limit: INBOX_QUERY.limit,
  showOlder: () => set((state) => ({ limit: olderLimit(state.limit) })),
  publish: (state) => set(state),
}));
