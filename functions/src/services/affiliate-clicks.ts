import type { AffiliateClickInput } from '@/domain/schemas';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Append-only: one document per click, timestamped by the server. */
export async function recordAffiliateClick(db: Firestore, input: AffiliateClickInput): Promise<void> {
  await db.collection('affiliateClicks').add({
    affiliate: input.affiliate,
    source: input.source,
    clickedAt: FieldValue.serverTimestamp(),
  });
}
