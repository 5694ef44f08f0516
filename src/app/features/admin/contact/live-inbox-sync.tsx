// Keeps the contact inbox live: one Firestore listener on the newest `contactSubmissions`
// (INBOX_QUERY, the one list the rules let admins run, with the store's limit), published to the
// inbox store, with a notice for each message that arrives; the Total and Unread counts (server
// aggregations) are asked again whenever the listener hears of a change.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { contactSubmissionFrom } from '@/domain/contact';
import type { ContactSubmission } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { useLiveCollection } from '@/lib/firebase/use-live-collection';
import { useOpenToast } from '@/components/ui/toast/notify';
import { INBOX_TEXT } from '../admin-text';
import { newlyArrived } from './arrivals';
import { INBOX_QUERY } from './inbox-query';
import { useInboxStore } from './inbox-store';

export function LiveInboxSync() {
  const limit = useInboxStore((state) => state.limit);
  const { status, data, retry } = useLiveCollection({ ...INBOX_QUERY, limit, fromDoc: contactSubmissionFrom });
  const publish = useInboxStore((state) => state.publish);
  const openToast = useOpenToast();
  const queryClient = useQueryClient();
  const known = useRef<ContactSubmission[] | null>(null);

  useEffect(() => {
    // An error keeps the last list (if any) and lets the page fall back to the API.
    publish({ status, submissions: data, retryLive: retry });
  }, [status, data, retry, publish]);

  // What the counts depend on: which messages, in which status (not the snapshot's metadata). The
  // first answer counts too: the counts may have been read before the listener caught up.
  const countsChange = data?.map((item) => `${item.id}:${item.status}`).join(',');
  useEffect(() => {
    if (countsChange !== undefined) void queryClient.invalidateQueries(adminQueries.inboxCounts());
  }, [countsChange, queryClient]);

  useEffect(() => {
    if (!data) return;
    const arrived = newlyArrived(known.current, data);
    known.current = data;
    // A notice the owner did not cause: it waits for the slot rather than take it from the toast of
    // what the owner just did (a delete's or a test email's confirmation vanished under one in CI
    // runs, while other tests sent messages). Each message gets its turn.
    for (const submission of arrived) {
      openToast({
        kind: 'info',
        title: INBOX_TEXT.newMessage(submission.name),
        description: submission.subject,
        background: true,
      });
    }
  }, [data, openToast]);

  useEffect(() => () => publish({ status: 'connecting', submissions: undefined, retryLive: () => {} }), [publish]);
  return null;
}

/** Rendered when the Firebase SDK cannot start at all (offline on first load): the page uses the API. */
export function LiveInboxUnavailable() {
  const publish = useInboxStore((state) => state.publish);
  useEffect(() => {
    publish({ status: 'error', submissions: undefined, retryLive: () => window.location.reload() });
  }, [publish]);
  return null;
}
