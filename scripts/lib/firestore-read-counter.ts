// Counts the Firestore document reads this process bills, for `npm run bench:scale`: the Firestore
// emulator keeps no per-request count, so the server's code runs in the bench's own process and
// every read of firebase-admin's Firestore client is counted where it returns, as Firestore bills
// it (BILLED_READS in scale-bench.ts). It patches the client's classes, so it counts every instance
// in the process: count only while nothing else reads.
import {
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  type AggregateQuerySnapshot,
  type AggregateSpec,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { BILLED_READS } from './scale-bench';

export interface ReadCounter {
  /** Reads billed since the last reset. */
  readonly reads: number;
  /** Queries, lookups and aggregations since the last reset (each one round trip). */
  readonly calls: number;
  reset(): void;
  /** Puts the client's methods back. */
  uninstall(): void;
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * The methods every read goes through. `_get` is the client's internal step under a query's and an
 * aggregation's get(), whether in a transaction or not (@google-cloud/firestore 7); a document's
 * get() is Firestore.getAll of one; a transaction reads documents through its own get and getAll.
 */
interface Patched {
  target: object;
  name: string;
  original: Method;
}

function methodOf(target: object, name: string): Method {
  const method: unknown = (target as Record<string, unknown>)[name];
  if (typeof method !== 'function') {
    throw new Error(
      `firebase-admin's Firestore client has no ${target.constructor.name}.${name}: it changed, and ` +
        'scripts/lib/firestore-read-counter.ts must follow it before reads can be counted',
    );
  }
  return method as Method;
}

/** Patches the client so every read is counted; one counter at a time. */
export function installReadCounter(): ReadCounter {
  let reads = 0;
  let calls = 0;
  const patched: Patched[] = [];
  const count = (billed: number) => {
    reads += billed;
    calls += 1;
  };
  /** Replaces `target[name]` with a call of the original that counts its result with `billed`. */
  const wrap = (target: object, name: string, billed: (result: unknown, args: unknown[]) => number | undefined) => {
    const original = methodOf(target, name);
    patched.push({ target, name, original });
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        const result = original.apply(this, args);
        if (typeof (result as PromiseLike<unknown> | undefined)?.then !== 'function') return result;
        return Promise.resolve(result).then((value: unknown) => {
          const n = billed(value, args);
          if (n !== undefined) count(n);
          return value;
        });
      },
    });
  };

  // A query, plain or in a transaction: Query._get resolves { result: QuerySnapshot, … }.
  wrap(Query.prototype, '_get', (value) => BILLED_READS.query((value as { result?: QuerySnapshot }).result?.size ?? 0));
  // An aggregation: billed by the index entries it went through, which only a count() tells
  // (under its default alias, `count`); any other counts as its minimum.
  // The client does not export AggregateQuery: its prototype is that of a count() (which reads
  // nothing until asked, and this Firestore handle never connects).
  const aggregateQuery = Object.getPrototypeOf(
    new Firestore({ projectId: 'demo-read-counter' }).collection('any').count(),
  ) as object;
  wrap(aggregateQuery, '_get', (value) => {
    const counted: unknown = (value as { result?: AggregateQuerySnapshot<AggregateSpec> }).result?.data().count;
    return BILLED_READS.aggregation(typeof counted === 'number' ? counted : 0);
  });
  // Documents by reference (DocumentReference.get() is Firestore.getAll of one).
  wrap(Firestore.prototype, 'getAll', (_value, args) =>
    BILLED_READS.lookup(args.filter((arg) => arg instanceof DocumentReference).length),
  );
  // In a transaction: a document is read by the transaction itself; a query or an aggregation by
  // its own _get (counted above), so only documents are counted here.
  wrap(Transaction.prototype, 'get', (_value, args) =>
    args[0] instanceof DocumentReference ? BILLED_READS.lookup(1) : undefined,
  );
  wrap(Transaction.prototype, 'getAll', (_value, args) =>
    BILLED_READS.lookup(args.filter((arg) => arg instanceof DocumentReference).length),
  );

  return {
    get reads() {
      return reads;
    },
    get calls() {
      return calls;
    },
    reset() {
      reads = 0;
      calls = 0;
    },
    uninstall() {
      for (const { target, name, original } of patched.reverse()) {
        Object.defineProperty(target, name, { configurable: true, writable: true, value: original });
      }
    },
  };
}
