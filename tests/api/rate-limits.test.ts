// Rate-limit keys a caller cannot choose, IPv6 per /64, a site-wide ceiling, sign-ins limited,
// and counters that carry their expiry for the TTL policy.
import { COLLECTIONS } from '@/domain/collections';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../support/emulators';
import { FUNCTIONS_URL } from '../support/env';
import { api, forwardedFor, uniqueIp, withRoomInRateWindow } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';

interface ErrorBody {
  error: { message: string };
}

const count = async (name: string) => (await adminDb.collection(name).count().get()).data().count;
const subscribe = (index: number, headers: Record<string, string>, baseUrl?: string) =>
  api('POST', '/api/newsletter/subscribe', {
    json: { firstName: 'Hannah', email: `h${index}-${Date.now()}@example.test` },
    headers,
    baseUrl,
  });

beforeEach(async () => {
  // Every limit these tests fill counts per 600 s (or 3600 s) window.
  await Promise.all([clearFirestore(), withRoomInRateWindow(600)]);
});

describe('the client key', () => {
  it("ignores made-up X-Forwarded-For entries and X-Fah-Client-Ip on the function's own URL", async () => {
    // The caller's real address is what Google's front end appends; everything left of it, and
    // X-Fah-Client-Ip, is the caller's own writing.
    const real = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const forged = {
        'x-forwarded-for': forwardedFor(real, [uniqueIp(), `198.51.100.${i}`]),
        'x-fah-client-ip': uniqueIp(),
      };
      expect((await subscribe(i, forged, FUNCTIONS_URL)).status).toBe(201);
    }
    const sixth = await subscribe(
      6,
      { 'x-forwarded-for': forwardedFor(real, [uniqueIp()]), 'x-fah-client-ip': uniqueIp() },
      FUNCTIONS_URL,
    );
    expect(sixth.status).toBe(429);
    // Through Hosting it is the same client, with the same spent allowance.
    expect((await subscribe(7, { 'x-forwarded-for': forwardedFor(real), 'x-fah-client-ip': uniqueIp() })).status).toBe(
      429,
    );
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(5);
  });

  it('counts IPv6 clients per /64, and IPv4-mapped addresses as IPv4', async () => {
    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:77`;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await subscribe(i, { 'x-forwarded-for': forwardedFor(`${network}::${(i + 1).toString(16)}`) })).status,
      ).toBe(201);
    }
    expect((await subscribe(5, { 'x-forwarded-for': forwardedFor(`${network}:ffff:ffff:ffff:ffff`) })).status).toBe(
      429,
    );
    expect(
      (await subscribe(6, { 'x-forwarded-for': forwardedFor(`${network.replace(/:77$/, ':78')}::1`) })).status,
    ).toBe(201);

    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe(10 + i, { 'x-forwarded-for': forwardedFor('203.0.113.9') })).status).toBe(201);
    }
    expect((await subscribe(20, { 'x-forwarded-for': forwardedFor('::ffff:203.0.113.9') })).status).toBe(429);
  });

  it('limits sign-ins (POST /api/auth/session) per client, before the token is even checked', async () => {
    const client = forwardedFor(uniqueIp());
    for (let i = 0; i < 10; i += 1) {
      const attempt = await api('POST', '/api/auth/session', {
        json: { idToken: 'bogus' },
        headers: { 'x-forwarded-for': client },
      });
      expect(attempt.status).toBe(401);
    }
    const limited = await api<ErrorBody>('POST', '/api/auth/session', {
      json: { idToken: 'bogus' },
      headers: { 'x-forwarded-for': client },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('writes every counter with expiresAt at the end of its window (the TTL field)', async () => {
    const before = Date.now();
    expect((await subscribe(1, { 'x-forwarded-for': forwardedFor(uniqueIp()) })).status).toBe(201);
    const counters = await adminDb.collection(COLLECTIONS.rateLimits).get();
    expect(counters.size).toBe(2); // the client's and the site-wide one
    for (const counter of counters.docs) {
      const expiresAt = counter.get('expiresAt') as Timestamp;
      expect(expiresAt).toBeInstanceOf(Timestamp);
      expect(expiresAt.toMillis()).toBeGreaterThan(before);
      expect(expiresAt.toMillis()).toBeLessThanOrEqual(before + 600_000);
    }
  });
});

describe('the site-wide ceiling', () => {
  let app: InProcessApi;

  beforeAll(async () => {
    const { config } = await import('../../functions/src/config');
    app = await startInProcessApi({
      config: { rateLimits: { ...config.rateLimits, contact: { max: 2, siteMax: 4, windowSeconds: 600 } } },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses everyone once the route has taken its ceiling, however many addresses send', async () => {
    const message = { name: 'Ruth', email: 'ruth@example.test', subject: 'Hi', message: 'Hello' };
    const post = (client: string) =>
      api('POST', '/api/contact', { json: message, clientIp: client, baseUrl: app.baseUrl });
    const first = uniqueIp();
    expect((await post(first)).status).toBe(201);
    expect((await post(first)).status).toBe(201);
    expect((await post(first)).status).toBe(429); // that client's own limit
    const second = uniqueIp();
    expect((await post(second)).status).toBe(201);
    expect((await post(second)).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await post(uniqueIp())).status).toBe(429); // the ceiling
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(4);
  });
});
