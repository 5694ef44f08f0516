// The owner's subscriber export, streamed: Firestore is read a page at a time (ordered by the
// document id, the normalised address, with a cursor) and each page's kept rows are written to the
// response before the next page is read, so an export holds one page in memory at any size.
import { COLLECTIONS } from '@/domain/collections';
import { csvLine } from '@/domain/csv';
import {
  SUBSCRIBER_CSV_HEADERS,
  subscriberCsvRow,
  subscriberMatches,
  type SubscriberStatusFilter,
} from '@/domain/subscribers';
import type { NewsletterSubscriber } from '@/domain/types';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { subscriberFromDoc } from './newsletter';

/** Subscribers read per page of the export. */
export const EXPORT_PAGE_SIZE = 1000;

/** One page of subscribers after the cursor (none: from the start), and the cursor of its last. */
export type SubscriberPageSource = (
  after: string | undefined,
  size: number,
) => Promise<{ rows: NewsletterSubscriber[]; last: string | undefined }>;

/** Where the CSV goes; a promise when the reader is slower than Firestore (the response's backpressure). */
export type CsvSink = (chunk: string) => void | Promise<void>;

/**
 * Writes the header with the first page's kept rows, then each further page's as one chunk,
 * reading the next page only once the chunk is written; stops after a page shorter than
 * `pageSize`. Nothing is written before the first page is read, so a Firestore that cannot answer
 * still gets the API's usual error answer. Answers how many rows it wrote.
 */
export async function writeSubscribersCsv(
  sink: CsvSink,
  source: SubscriberPageSource,
  filter: { search?: string; status: SubscriberStatusFilter },
  pageSize = EXPORT_PAGE_SIZE,
): Promise<number> {
  let header = csvLine(SUBSCRIBER_CSV_HEADERS);
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const { rows, last } = await source(after, pageSize);
    const kept = rows.filter((row) => subscriberMatches(row, filter.search ?? '', filter.status));
    const chunk = header + kept.map((row) => csvLine(subscriberCsvRow(row))).join('');
    header = '';
    if (chunk) await sink(chunk);
    written += kept.length;
    if (rows.length < pageSize || !last) return written;
    after = last;
  }
}

/** The stored subscribers, a page at a time by document id: a cursor, never an offset. */
export function firestoreSubscriberPages(db: Firestore): SubscriberPageSource {
  return async (after, size) => {
    let query = db.collection(COLLECTIONS.newsletterSubscribers).orderBy(FieldPath.documentId()).limit(size);
    if (after !== undefined) query = query.startAfter(after);
    const snap = await query.get();
    return { rows: snap.docs.map(subscriberFromDoc), last: snap.docs.at(-1)?.id };
  };
}
