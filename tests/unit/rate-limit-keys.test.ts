// The client key for rate limits, and the TTL policy that sweeps old counters.
import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { clientKey, clientNetwork } from '../../functions/src/middleware/client-ip';
import { RATE_LIMIT_EXPIRY_FIELD } from '../../functions/src/services/rate-limits';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as Request;

describe('clientKey', () => {
  it("takes the address Google's front end appended, not what the caller wrote before it", () => {
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.7, 192.0.2.254' }), 1)).toBe('198.51.100.7');
    expect(
      clientKey(
        request({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7, 192.0.2.254', 'x-fah-client-ip': '3.3.3.3' }),
        1,
      ),
    ).toBe('198.51.100.7');
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.7, 203.0.113.1, 192.0.2.254' }), 2)).toBe('198.51.100.7');
  });

  it('falls back to the socket without a front end (the emulators), whatever X-Fah-Client-Ip says', () => {
    expect(clientKey(request({ 'x-fah-client-ip': '3.3.3.3' }, '::ffff:127.0.0.1'), 1)).toBe('127.0.0.1');
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.7' }, '127.0.0.1'), 1)).toBe('127.0.0.1');
  });

  it('counts IPv6 per /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:3::1]')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('not an address')).toBe('unparsed');
  });
});

describe('counter expiry', () => {
  it('declares a Firestore TTL policy on rateLimits.expiresAt in firestore.indexes.json', () => {
    const indexes = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
      fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }>;
    };
    expect(indexes.fieldOverrides).toContainEqual({
      collectionGroup: COLLECTIONS.rateLimits,
      fieldPath: RATE_LIMIT_EXPIRY_FIELD,
      ttl: true,
      indexes: [],
    });
  });
});
