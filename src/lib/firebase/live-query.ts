// The Firestore query a live screen runs, built in one place: useLiveCollection subscribes to it,
// and the rules tests (tests/rules/contact-submissions.test.ts) run the very same query as each
// role, so the rules are checked against what the client asks for, not a look-alike.
import { collection, orderBy, query, type Firestore, type OrderByDirection, type Query } from 'firebase/firestore';

/** Which documents a live screen asks for: one collection, in one order (no filter, no limit). */
export interface LiveQueryShape {
  collection: string;
  orderBy: { field: string; direction: OrderByDirection };
}

export function liveQuery(firestore: Firestore, { collection: name, orderBy: order }: LiveQueryShape): Query {
  return query(collection(firestore, name), orderBy(order.field, order.direction));
}
