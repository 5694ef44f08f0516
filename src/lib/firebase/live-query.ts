// The Firestore query a live screen runs, built in one place: useLiveCollection subscribes to it,
// and the rules tests (tests/rules/contact-submissions.test.ts) run the very same query as each
// role, so the rules are checked against what the client asks for, not a look-alike.
import {
  collection,
  limit as limitTo,
  orderBy,
  query,
  type Firestore,
  type OrderByDirection,
  type Query,
} from 'firebase/firestore';

/**
 * Which documents a live screen asks for: one collection, in one order, the first `limit` of them
 * (no filter). A limit keeps the listener's cost flat however large the collection grows, and lets
 * the rules bound what a client may ask.
 */
export interface LiveQueryShape {
  collection: string;
  orderBy: { field: string; direction: OrderByDirection };
  limit: number;
}

export function liveQuery(firestore: Firestore, { collection: name, orderBy: order, limit }: LiveQueryShape): Query {
  return query(collection(firestore, name), orderBy(order.field, order.direction), limitTo(limit));
}
