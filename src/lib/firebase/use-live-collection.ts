// A Firestore query kept live with onSnapshot, for screens that must show changes as they happen
// (the admin inbox). reactfire provides the Firestore instance (useFirestore, non-Suspense); the
// listener itself is ours because reactfire's useFirestoreCollectionData rethrows a listener error
// into the render and keeps the failed observable in a global cache for the page's lifetime, so a
// screen could neither show a fallback nor try again. Here an error is a state, and retry()
// subscribes afresh.
import { onSnapshot, Timestamp, type DocumentData } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { liveQuery, type LiveQueryShape } from './live-query';

export type LiveStatus =
  /** Waiting for the first answer. */
  | 'connecting'
  /** In step with the server: changes arrive as they happen. */
  | 'live'
  /** Showing what this page last received; the SDK reconnects by itself and goes live again. */
  | 'offline'
  /** The listener was refused or broke (rules, expired sign-in); only retry() restarts it. */
  | 'error';

export interface LiveCollection<T> {
  status: LiveStatus;
  data: T[] | undefined;
  error: Error | undefined;
  retry: () => void;
}

export interface LiveQuery<T> extends LiveQueryShape {
  /** Timestamps arrive as ISO 8601 strings, the way the API sends dates. */
  fromDoc: (id: string, data: Record<string, unknown>) => T;
}

function withIsoDates(data: DocumentData): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    plain[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return plain;
}

export function useLiveCollection<T>({
  collection: name,
  orderBy: order,
  limit,
  fromDoc,
}: LiveQuery<T>): LiveCollection<T> {
  const firestore = useFirestore();
  const auth = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LiveCollection<T>, 'retry'>>({
    status: 'connecting',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    const ordered = liveQuery(firestore, {
      collection: name,
      orderBy: { field: order.field, direction: order.direction },
      limit,
    });
    // Until this listener has heard the server once, a snapshot from the cache is the SDK's head
    // start (the documents it already holds, as when a raised limit subscribes afresh), not news of
    // a lost connection: the status the previous listener had stands.
    let heardServer = false;
    // Metadata changes too, so the page hears when it goes offline and when it is live again.
    return onSnapshot(
      ordered,
      { includeMetadataChanges: true },
      (snapshot) => {
        const { fromCache } = snapshot.metadata;
        if (!fromCache) heardServer = true;
        setState((previous) => ({
          status: !fromCache ? 'live' : heardServer || previous.status !== 'live' ? 'offline' : 'live',
          // A pending server timestamp reads as null until the server answers; 'estimate' keeps it a date.
          data: snapshot.docs.map((doc) => fromDoc(doc.id, withIsoDates(doc.data({ serverTimestamps: 'estimate' })))),
          error: undefined,
        }));
      },
      (error) => setState((previous) => ({ ...previous, status: 'error', error })),
    );
    // fromDoc is a module-level mapper in every caller; the query is keyed by its name, order and limit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, name, order.field, order.direction, limit, attempt]);

  const retry = useCallback(() => {
    // A refusal may come from an ID token minted before the admin claim was granted: renew it first.
    const renewed = auth.currentUser?.getIdToken(true).catch(() => undefined) ?? Promise.resolve();
    setState((previous) => ({ ...previous, status: 'connecting', error: undefined }));
    void renewed.then(() => setAttempt((value) => value + 1));
  }, [auth]);
  return { ...state, retry };
}
