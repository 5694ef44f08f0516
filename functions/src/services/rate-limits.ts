// Fixed-window counters in Firestore, so the limit holds across function instances.
// One document per client, bucket and window; a transaction makes the increment exact
// under concurrency. `expiresAt` lets a Firestore TTL policy sweep old windows.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { RateLimitRule } from '../config';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

/** Document ids may not contain '/', and IPv6 addresses are long; keep ids tidy. */
function keyFor(bucket: string, client: string, windowStart: number): string {
  const safeClient = client.replace(/[^A-Za-z0-9.:_-]/g, '_').slice(0, 100);
  return `${bucket}__${safeClient}__${windowStart}`;
}

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
  const ref = db.collection('rateLimits').doc(keyFor(bucket, client, windowStart));

  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const count = snap.exists ? Number(snap.get('count') ?? 0) : 0;
    if (count >= rule.max) return { allowed: false, retryAfterSeconds, remaining: 0 };
    if (snap.exists) {
      tx.update(ref, { count: count + 1 });
    } else {
      tx.create(ref, {
        bucket,
        count: 1,
        windowStart: Timestamp.fromMillis(windowStart),
        expiresAt: Timestamp.fromMillis(windowEnd),
      });
    }
    return { allowed: true, retryAfterSeconds, remaining: rule.max - count - 1 };
  });
}
