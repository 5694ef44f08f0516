// The live inbox's state, shared by the admin menu's Unread badge and the Contact Submissions page:
// one Firestore listener (live-inbox-sync.tsx) writes here, every admin screen reads.
import { create } from 'zustand';
import type { ContactSubmission } from '@/domain/types';
import type { LiveStatus } from '@/lib/firebase/use-live-collection';

interface InboxState {
  status: LiveStatus;
  submissions: ContactSubmission[] | undefined;
  retryLive: () => void;
  publish: (state: { status: LiveStatus; submissions: ContactSubmission[] | undefined; retryLive: () => void }) => void;
}

export const useInboxStore = create<InboxState>((set) => ({
  status: 'connecting',
  submissions: undefined,
  retryLive: () => {},
  publish: (state) => set(state),
}));
