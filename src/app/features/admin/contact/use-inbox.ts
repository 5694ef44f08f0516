import { useQuery } from '@tanstack/react-query';
import { INBOX_LIMIT_MAX } from '@/domain/constants';
import type { ContactSubmission } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { useInboxStore } from './inbox-store';

export interface Inbox {
  /** The newest `limit` messages, newest first. */
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
  /** Every message and the unread ones, however many are shown; undefined until known. */
  total: number | undefined;
  unread: number | undefined;
  /** Whether older messages than those shown exist, and the inbox can show more of them. */
  hasOlder: boolean;
  showOlder: () => void;
  retryLive: () => void;
  reload: () => void;
}

/**
 * The inbox as every admin screen sees it: the live listener's newest messages; while the listener
 * is not live, GET /api/admin/contact-submissions?limit= (asked only then), falling back to the
 * listener's last list when the API cannot answer either. The counts come from the server's
 * aggregations (the list holds only the newest), or from the list while it holds every message and
 * the server cannot say.
 */
export function useInbox(): Inbox {
  const { status, submissions: live, retryLive, limit, showOlder } = useInboxStore();
  const standIn = status === 'error' || status === 'offline';
  const api = useQuery({ ...adminQueries.contactSubmissions(limit), enabled: standIn });
  const counts = useQuery(adminQueries.inboxCounts());
  const submissions = standIn ? (api.data ?? live) : live;
  const holdsAll = !!submissions && submissions.length < limit;
  const fromList = <T>(count: (list: ContactSubmission[]) => T) =>
    holdsAll && submissions ? count(submissions) : undefined;
  const total = counts.data?.total ?? fromList((list) => list.length);
  return {
    submissions,
    isLoading: !submissions && (standIn ? api.isPending : true),
    mode: status === 'error' ? 'refused' : status,
    apiFailed: standIn && api.isError,
    total,
    unread: counts.data?.unread ?? fromList((list) => list.filter((item) => item.status === 'unread').length),
    hasOlder:
      !!submissions &&
      submissions.length >= limit &&
      limit < INBOX_LIMIT_MAX &&
      (total ?? Infinity) > submissions.length,
    showOlder,
    retryLive,
    reload: () => {
      void api.refetch();
      void counts.refetch();
    },
  };
}
