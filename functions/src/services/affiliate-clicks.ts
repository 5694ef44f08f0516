import { clickWindowStart, summarizeAffiliateClicks } from '@/domain/affiliate-stats';
import { storedUrlKind } from '@/domain/schemas';
import type { AffiliateClickStats, AffiliateSource } from '@/domain/types';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { str, toMillis } from '../serialize';
import { COLLECTIONS } from '@/domain/collections';
import { isBotUserAgent } from '@/domain/user-agent';
import { creditConversion, type ConversionCredit } from './insights';

/**
 * Append-only: one document per click, timestamped by the server, flagged when a bot made it: kept,
 * so the owner's numbers can leave bots out without losing the record. A credited click also counts
 * for the page it started on, once stored, apart (./insights.ts).
 */
export async function recordAffiliateClick(
  db: Firestore,
  input: { affiliate: string; source: AffiliateSource },
  userAgent: string | undefined,
  credit?: ConversionCredit,
): Promise<void> {
  await db
    .collection(COLLECTIONS.affiliateClicks)
    .doc()
    .create({
      affiliate: input.affiliate,
      source: input.source,
      bot: isBotUserAgent(userAgent),
      clickedAt: FieldValue.serverTimestamp(),
    });
  await creditConversion(db, 'clicks', credit, { affiliate: input.affiliate });
}

const APPS = { collection: COLLECTIONS.appReviews, name: 'name' };
const RESOURCES = { collection: COLLECTIONS.resources, name: 'title' };

/**
 * Where each page's affiliate links point: the collections their ids may name, in the order they
 * are tried, and the field naming the item. An article's link may name an app or a resource.
 */
const REDIRECT_TARGETS: Record<AffiliateSource, Array<{ collection: string; name: string }>> = {
  'app-reviews-page': [APPS],
  'resources-page': [RESOURCES],
  article: [APPS, RESOURCES],
};

export interface AffiliateTarget {
  /** The app's name or the resource's title: what POST /api/track-affiliate-click is sent. */
  affiliate: string;
  url: string;
}

/**
 * The partner an app's or a resource's tracking redirect goes to, or undefined when there is none:
 * no such item, no affiliate link, or a link the one rule for stored URLs refuses. Only a stored
 * item's own link is ever a destination, so the redirect cannot be pointed anywhere else; and the
 * rule is checked again here, not trusted to the write, since a document written before it (or by
 * hand in the console) may hold anything.
 */
export async function affiliateTarget(
  db: Firestore,
  id: string,
  source: AffiliateSource,
): Promise<AffiliateTarget | undefined> {
  for (const target of REDIRECT_TARGETS[source]) {
    const doc = await db.collection(target.collection).doc(id).get();
    if (!doc.exists) continue;
    const affiliate = str(doc.get(target.name)).trim();
    const link = str(doc.get('affiliateUrl')).trim();
    if (!affiliate || !storedUrlKind(link)) return undefined;
    // An https link goes out as the owner wrote it; a download on this site stays a path, so the
    // browser resolves it against the https page it is on (SITE_URL may be http in the emulators).
    return { affiliate, url: link };
  }
  return undefined;
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
