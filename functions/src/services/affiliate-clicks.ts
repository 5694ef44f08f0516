import { clickWindowStart, summarizeAffiliateClicks } from '@/domain/affiliate-stats';
import type { AffiliateClickInput } from '@/domain/schemas';
import type { AffiliateClickStats } from '@/domain/types';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { str, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';

// Crawlers, link previewers and scripted clients announce themselves in the user agent; their
// clicks are kept (flagged) so the owner's numbers can leave them out without losing the record.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl\/|wget\/|python-requests|httpclient|scrapy/i;

/** True for a missing user agent or one that names a crawler or a scripted client. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}

/** Append-only: one document per click, timestamped by the server, flagged when a bot made it. */
export async function recordAffiliateClick(
  db: Firestore,
  input: AffiliateClickInput,
  userAgent: string | undefined,
): Promise<void> {
  await db.collection(COLLECTIONS.affiliateClicks).add({
    affiliate: input.affiliate,
    source: input.source,
    bot: isBotUserAgent(userAgent),
    clickedAt: FieldValue.serverTimestamp(),
  });
}

/** The owner's numbers for the last 30 days: one range read on `clickedAt`, summed in memory. */
export async function affiliateClickStats(db: Firestore, now = new Date()): Promise<AffiliateClickStats> {
  const snap = await db
    .collection(COLLECTIONS.affiliateClicks)
    .where('clickedAt', '>=', Timestamp.fromMillis(clickWindowStart(now)))
    .get();
  const clicks = snap.docs.map((doc) => ({
    affiliate: str(doc.get('affiliate')),
    source: str(doc.get('source')),
    bot: doc.get('bot') === true,
    clickedAt: toMillis(doc.get('clickedAt')),
  }));
  return summarizeAffiliateClicks(clicks, now);
}
