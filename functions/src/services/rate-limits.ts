// Fixed-window counters in Firestore, so limits hold across function instances.
// Per client: one document per bucket, client and window, incremented with a compare-and-set
// (written only if unchanged since read) so the count is exact under concurrency. Site-wide: one
// document per bucket and window, incremented blindly (FieldValue.increment), because every
// request of the route touches it and a transaction on one hot document would serialise them all;
// a ceiling may overshoot by the requests in flight.
// Every counter carries `expiresAt`, the field of the TTL policy declared in
// firestore.indexes.json, so Firestore deletes old windows itself.
//
// Bursts: 100 posts at once from one client would queue 100 transactions on one document, whose
// lock waits ran past the request deadline (503s, where the answer is "too many"). So an instance
// decides one request per counter at a time, and remembers a counter it has seen full until its
// window ends: past the quota, a burst is refused from memory, with no Firestore call; and the
// count is written with a compare-and-set, which a request that lost to another instance's simply
// reads again, where a transaction would wait on the document's lock.
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

/** Counters this instance saw full, by document id and limit: refused from memory until `until`. */
const fullUntil = new Map<string, number>();
/** The decision in progress per client counter: the next request for it waits its turn. */
const inFlight = new Map<string, Promise<unknown>>();
/** Past this many remembered counters, the ended windows are forgotten. */
const REMEMBERED_MAX = 10_000;

const fullKey = (id: string, limit: number) => `${id}|${limit}`;

function rememberFull(id: string, limit: number, until: number, now: number): void {
  if (fullUntil.size >= REMEMBERED_MAX) {
    for (const [key, end] of fullUntil) if (end <= now) fullUntil.delete(key);
  }
  fullUntil.set(fullKey(id, limit), until);
}

const isRememberedFull = (id: string, limit: number, now: number) => (fullUntil.get(fullKey(id, limit)) ?? 0) > now;

/** Runs `work` after every earlier decision for `key` in this instance has settled. */
function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const turn = previous.then(work, work);
  const settled = turn.catch(() => undefined);
  inFlight.set(key, settled);
  void settled.then(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return turn;
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
  const counters = db.collection(COLLECTIONS.rateLimits);
  const clientRef = counters.doc(keyFor(bucket, client, windowStart));
  const siteRef = counters.doc(keyFor(bucket, SITE, windowStart));
  const window = {
    bucket,
    windowStart: Timestamp.fromMillis(windowStart),
    [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(windowEnd),
  };

  const refused = (refusedBy: 'client' | 'site'): RateLimitDecision => ({
    allowed: false,
    refusedBy,
    retryAfterSeconds,
    remaining: 0,
  });
  if (isRememberedFull(siteRef.id, rule.siteMax, now)) return refused('site');
  if (isRememberedFull(clientRef.id, rule.max, now)) return refused('client');

  return inTurn(clientRef.id, async () => {
    for (let attempt = 1; ; attempt += 1) {
      // Decided while this request waited its turn, or by another instance meanwhile.
      if (isRememberedFull(clientRef.id, rule.max, now)) return refused('client');
      const [site, client] = await db.getAll(siteRef, clientRef);
      if (Number(site?.get('count') ?? 0) >= rule.siteMax) {
        rememberFull(siteRef.id, rule.siteMax, windowEnd, now);
        return refused('site');
      }
      const count = client?.exists ? Number(client.get('count') ?? 0) : 0;
      if (count >= rule.max) {
        rememberFull(clientRef.id, rule.max, windowEnd, now);
        return refused('client');
      }
      try {
        // Written only if the counter is still the one just read: a lock-free compare-and-set. A
        // transaction locks the document instead, and a burst spread over instances queued on it.
        if (client?.exists) await clientRef.update({ count: count + 1 }, { lastUpdateTime: client.updateTime! });
        else await clientRef.create({ ...window, count: 1 });
      } catch (error) {
        // Another instance counted first: read again and decide on its count.
        if (isWriteConflict(error) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      await siteRef.set({ ...window, count: FieldValue.increment(1) }, { merge: true });
      const remaining = rule.max - count - 1;
      if (remaining === 0) rememberFull(clientRef.id, rule.max, windowEnd, now);
      return { allowed: true, retryAfterSeconds, remaining };
    }
  });
}

/** Attempts at one counter before giving up: each lost one means another request was counted. */
const MAX_ATTEMPTS = 50;

/** The counter changed (FAILED_PRECONDITION) or was created (ALREADY_EXISTS) since it was read. */
function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 9 || code === 6;
}
