// The owner's subscriber list and its CSV export: one filter and one row shape, so the rows the
// page shows and the rows the API streams into the file are the same.
import type { CsvValue } from './csv';
import { holds, searchQueryWords, searchTokens } from './search-words';
import type { NewsletterStatus, NewsletterSubscriber } from './types';

export type SubscriberStatusFilter = 'all' | NewsletterStatus;

/**
 * The page's search (every word starting a word of the name or the address, any case: "ruth",
 * "ruth@example", "gmail") and status filter. A search of no word of 2+ letters keeps every row.
 */
export function subscriberMatches(item: NewsletterSubscriber, search: string, status: SubscriberStatusFilter): boolean {
  if (status !== 'all' && item.status !== status) return false;
  const text = `${item.firstName} ${item.email}`;
  return searchQueryWords(search).every((word) => holds(text, word));
}

/**
 * What the owner's list is ordered and searched by, stored on every subscriber whenever it is
 * written (subscribe, confirm, unsubscribe, an import): the date the list shows (`listedAt`, when it
 * was confirmed, else asked, else left) and the words of its name and address with their starts,
 * each worth that date in ms (`searchWords`), as a post stores its words. So the list is one
 * ordered query and a search one query on one map key, at any size.
 */
export const SUBSCRIBER_LISTED_AT_FIELD = 'listedAt';

export function subscriberSearchWords(
  subscriber: { firstName?: string; email: string },
  listedAtMs: number,
): Record<string, number> {
  return Object.fromEntries(
    searchTokens([subscriber.firstName ?? '', subscriber.email]).map((token) => [token, listedAtMs]),
  );
}

export const SUBSCRIBER_CSV_HEADERS = ['First name', 'Email', 'Status', 'Date'] as const;

export const subscriberCsvRow = (item: NewsletterSubscriber): CsvValue[] => [
  item.firstName,
  item.email,
  item.status,
  item.subscribedAt,
];

/** The export's file name: the day it was made (UTC). */
export const subscribersCsvFilename = (now: Date): string => `subscribers-${now.toISOString().slice(0, 10)}.csv`;

/** GET: the owner's list, a page at a time; its counts and its export are under it. */
export const SUBSCRIBERS_PATH = '/api/admin/subscribers';
export const SUBSCRIBERS_EXPORT_PATH = `${SUBSCRIBERS_PATH}/export`;

/** GET /api/admin/subscribers/export for the page's search and status filter ('all' and no search left out). */
export function subscribersExportUrl(search: string, status: SubscriberStatusFilter): string {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  const params = query.toString();
  return params ? `${SUBSCRIBERS_EXPORT_PATH}?${params}` : SUBSCRIBERS_EXPORT_PATH;
}
