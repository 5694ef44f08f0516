// What the Insights screen shows of the server's sums (src/domain/insights.ts): the rates and the
// articles that convert. Pure, so the screen stays a layout.
import { articleSlugOf } from '@/domain/routes';
import { CONVERSION_KINDS, rate, type PageInsight } from '@/domain/insights';
import { insightsRangeSchema } from '@/domain/schemas';
import type { DeviceClass } from '@/domain/user-agent';
import { NO_REFERRER } from '@/domain/page-views';

/** A share as a percentage with one decimal ('12.5%'), or '—' when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  const share = rate(part, whole);
  return share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}

const conversionsOf = (page: PageInsight) => CONVERSION_KINDS.reduce((sum, kind) => sum + page[kind], 0);

/** Articles that led to any conversion, the most first (then the most viewed). */
export function convertingArticles(pages: readonly PageInsight[]): PageInsight[] {
  return pages
    .filter((page) => articleSlugOf(page.path) && conversionsOf(page) > 0)
    .sort((a, b) => conversionsOf(b) - conversionsOf(a) || b.views - a.views);
}

/** A referrer's name as the owner reads it. */
export const referrerLabel = (host: string) => (host === NO_REFERRER ? 'Direct or unknown' : host);

const DEVICE_LABEL: Record<DeviceClass, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Computer' };
/** A device class as the owner reads it. */
export const deviceLabel = (device: string) => DEVICE_LABEL[device as DeviceClass] ?? device;

/** The file name of the daily rows' CSV. */
export const insightsCsvFilename = ({ from, to }: { from: string; to: string }) => `insights-${from}-to-${to}.csv`;

/** The range in the address (`?from=&to=`), when it is one the server takes (the same schema); else undefined. */
export function rangeOfSearch(search: URLSearchParams): { from: string; to: string } | undefined {
  return insightsRangeSchema.safeParse({ from: search.get('from'), to: search.get('to') }).data;
}
