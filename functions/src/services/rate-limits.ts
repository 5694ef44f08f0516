// Fixed-window counters in Firestore, so limits hold across function instances.
// Per client: one document per bucket, client and window, incremented in a transaction so the
// count is exact under concurrency. Site-wide: one document per bucket and window, incremented
// blindly (FieldValue.increment), because every request of the route touches it and a transaction
// on one hot document would serialise them all; a ceiling may overshoot by the requests in flight.
// Every counter carries `expiresAt`, the field of the TTL policy declared in
// firestore.indexes.json, so Firestore deletes old windows itself.
import { COLLECTIONS } from '@/domain/collections';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { RateLimitRule } from '../config';

/** The TTL field (firestore.indexes.json fieldOverrides: rateLimits.expiresAt, ttl: true). */
export const RATE_LIMIT_EXPIRY_FIELD = 'expiresAt';

export interface RateLimitDecision {
  allowed: boolean;
  /** Which limit refused the request, when one did. */
  refusedBy?: 'client' | 'site';
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

/** Document ids may not contain '/', and IPv6 networks are long; keep ids tidy. */
function keyFor(bucket: string, client: string, windowStart: number): string {
  const safeClient = client.replace(/[^A-Za-z0-9.:_-]/g, '_').slice(0, 100);
  return `${bucket}__${safeClient}__${windowStart}`;
}

const SITE = '*site*';

export async function consumeRateLimit(
  db: Firestore,
  bucket: string,
  client: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  const counters = db.collection(COLLECTIONS.rateLimits);
  const clientRef = counters.doc(keyFor(bucket, client, windowStart));
  const siteRef = counters.doc(keyFor(bucket, SITE, windowStart));
  const window = {
    bucket,
    windowStart: Timestamp.fromMillis(windowStart),
    [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(windowEnd),
  };

  const site = await siteRef.get();
  if (Number(site.get('count') ?? 0) >= rule.siteMax) {
    return { allowed: false, refusedBy: 'site', retryAfterSeconds, remaining: 0 };
  }

  const decision = await db.runTransaction(async (tx): Promise<RateLimitDecision> => {
    const snap = await tx.get(clientRef);
    const count = snap.exists ? Number(snap.get('count') ?? 0) : 0;
    if (count >= rule.max) return { allowed: false, refusedBy: 'client', retryAfterSeconds, remaining: 0 };
    if (snap.exists) tx.update(clientRef, { count: count + 1 });
    else tx.create(clientRef, { ...window, count: 1 });
    return { allowed: true, retryAfterSeconds, remaining: rule.max - count - 1 };
  });
  if (decision.allowed) await siteRef.set({ ...window, count: FieldValue.increment(1) }, { merge: true });
  return decision;
}
