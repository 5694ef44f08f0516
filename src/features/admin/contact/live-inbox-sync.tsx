// Keeps the contact inbox live: one Firestore listener on `contactSubmissions` (admins may read it
// by the rules), published to the inbox store, with a notice for each message that arrives.
import { useEffect, useRef } from 'react';
import { COLLECTIONS } from '@/domain/collections';
import { contactSubmissionFrom } from '@/domain/contact';
import { useLiveCollection } from '@/lib/firebase/use-live-collection';
import { useNotify } from '@/components/ui/toast/notify';
import { INBOX_TEXT } from '../admin-text';
import { useInboxStore } from './inbox-store';

const NEWEST_FIRST = { collection: COLLECTIONS.contactSubmissions, fromDoc: contactSubmissionFrom } as const;
const ORDER = { field: 'submittedAt', direction: 'desc' } as const;

export function LiveInboxSync() {
  const { status, data, retry } = useLiveCollection({ ...NEWEST_FIRST, orderBy: ORDER });
  const publish = useInboxStore((state) => state.publish);
  const notify = useNotify();
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
    // Newest last, so the one toast slot ends on the most recent message.
    for (const submission of [...arrived].reverse()) {
      notify.info(INBOX_TEXT.newMessage(submission.name), submission.subject);
    }
  }, [data, notify]);

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
