// The owner's subscriber list and its CSV export: one filter and one row shape, so the rows the
// page shows and the rows the API streams into the file are the same.
import type { CsvValue } from './csv';
import type { NewsletterStatus, NewsletterSubscriber } from './types';

export type SubscriberStatusFilter = 'all' | NewsletterStatus;

/** The page's search (name or email, any case, anywhere in them) and status filter. */
export function subscriberMatches(item: NewsletterSubscriber, search: string, status: SubscriberStatusFilter): boolean {
  const needle = search.trim().toLowerCase();
  return (
    (status === 'all' || item.status === status) &&
    (!needle || item.firstName.toLowerCase().includes(needle) || item.email.toLowerCase().includes(needle))
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

export const SUBSCRIBERS_EXPORT_PATH = '/api/admin/subscribers/export';

/** GET /api/admin/subscribers/export for the page's search and status filter ('all' and no search left out). */
export function subscribersExportUrl(search: string, status: SubscriberStatusFilter): string {
  const query = new URLSearchParams();
  if (status !== 'all') query.set('status', status);
  if (search.trim()) query.set('search', search.trim());
  const params = query.toString();
  return params ? `${SUBSCRIBERS_EXPORT_PATH}?${params}` : SUBSCRIBERS_EXPORT_PATH;
}
