import type { AffiliateClickInput } from '@/domain/schemas';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';

/** Append-only: one document per click, timestamped by the server. */
export async function recordAffiliateClick(db: Firestore, input: AffiliateClickInput): Promise<void> {
  await db.collection(COLLECTIONS.affiliateClicks).add({
    affiliate: input.affiliate,
    source: input.source,
    clickedAt: FieldValue.serverTimestamp(),
  });
}
