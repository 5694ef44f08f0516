import { useQuery } from '@tanstack/react-query';
import type { ContactSubmission } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { useInboxStore } from './inbox-store';

export interface Inbox {
  submissions: ContactSubmission[] | undefined;
  isLoading: boolean;
  /**
   * live: the Firestore listener is in step with the server. offline: the listener lost its
   * connection (it reconnects by itself). refused: the listener failed and must be retried.
   * connecting: waiting for its first answer.
   */
  mode: 'connecting' | 'live' | 'offline' | 'refused';
  /** The API list stands in while the listener is not live; this says it failed too. */
  apiFailed: boolean;
  unread: number;
  retryLive: () => void;
  reload: () => void;
}

/**
 * The inbox as every admin screen sees it: the live listener's list; while the listener is not
 * live, GET /api/admin/contact-submissions (asked only then), falling back to the listener's last
 * list when the API cannot answer either.
 */
export function useInbox(): Inbox {
  const { status, submissions: live, retryLive } = useInboxStore();
  const standIn = status === 'error' || status === 'offline';
  const api = useQuery({ ...adminQueries.contactSubmissions(), enabled: standIn });
  const submissions = standIn ? (api.data ?? live) : live;
  return {
    submissions,
    isLoading: !submissions && (standIn ? api.isPending : true),
    mode: status === 'error' ? 'refused' : status,
    apiFailed: standIn && api.isError,
    unread: submissions?.filter((item) => item.status === 'unread').length ?? 0,
    retryLive,
    reload: () => void api.refetch(),
  };
}
