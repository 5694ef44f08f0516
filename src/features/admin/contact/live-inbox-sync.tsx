// Keeps the contact inbox live: one Firestore listener on `contactSubmissions` (INBOX_QUERY, the one
// list the rules let admins run), published to the inbox store, with a notice for each message that
// arrives.
import { useEffect, useRef } from 'react';
import { contactSubmissionFrom } from '@/domain/contact';
import { useLiveCollection } from '@/lib/firebase/use-live-collection';
import { useOpenToast } from '@/components/ui/toast/notify';
import { INBOX_TEXT } from '../admin-text';
import { INBOX_QUERY } from './inbox-query';
import { useInboxStore } from './inbox-store';

const NEWEST_FIRST = { ...INBOX_QUERY, fromDoc: contactSubmissionFrom } as const;

export function LiveInboxSync() {
  const { status, data, retry } = useLiveCollection(NEWEST_FIRST);
  const publish = useInboxStore((state) => state.publish);
  const openToast = useOpenToast();
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    // An error keeps the last list (if any) and lets the page fall back to the API.
    publish({ status, submissions: data, retryLive: retry });
  }, [status, data, retry, publish]);

  useEffect(() => {
    if (!data) return;
    const arrived = known.current
      ? data.filter((item) => !known.current?.has(item.id) && item.status === 'unread')
      : [];
    known.current = new Set(data.map((item) => item.id));
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
