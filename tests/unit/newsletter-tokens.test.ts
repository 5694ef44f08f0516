import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  CONFIRM_TOKEN_TTL_MS,
  readToken,
  signToken,
  verifyToken,
} from '../../functions/src/services/newsletter-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const EMAIL = 'hannah@example.test';

describe('newsletter link tokens', () => {
  it('gives back the address they were signed for', () => {
    expect(verifyToken(SECRET, 'unsubscribe', signToken(SECRET, 'unsubscribe', EMAIL))).toBe(EMAIL);
    expect(verifyToken(SECRET, 'confirm', signToken(SECRET, 'confirm', EMAIL))).toBe(EMAIL);
  });

  it('refuses a token for another purpose, another secret, or altered in any part', () => {
    const token = signToken(SECRET, 'confirm', EMAIL);
    expect(verifyToken(SECRET, 'unsubscribe', token)).toBeNull();
    expect(verifyToken(`${SECRET}x`, 'confirm', token)).toBeNull();
    const [email, expires, credit, signature] = token.split('.') as [string, string, string, string];
    const otherEmail = Buffer.from('mallory@example.test').toString('base64url');
    const otherPage = Buffer.from('/christian-dating-advice/another').toString('base64url');
    expect(verifyToken(SECRET, 'confirm', [otherEmail, expires, credit, signature].join('.'))).toBeNull();
    expect(
      verifyToken(SECRET, 'confirm', [email, String(Number(expires) + 1), credit, signature].join('.')),
    ).toBeNull();
    expect(verifyToken(SECRET, 'confirm', [email, expires, otherPage, signature].join('.'))).toBeNull();
    expect(
      verifyToken(SECRET, 'confirm', [email, expires, credit, `${signature.slice(0, -2)}AA`].join('.')),
    ).toBeNull();
    // Dropping the credit does not make an older link of it.
    expect(verifyToken(SECRET, 'confirm', [email, expires, signature].join('.'))).toBeNull();
  });

  it("carries a confirmation's signup credit, signed: a page, the day alone, or none", () => {
    const page = '/christian-dating-advice/first-dates-with-purpose';
    const read = (credit?: { page?: string }) =>
      readToken(SECRET, 'confirm', signToken(SECRET, 'confirm', EMAIL, { credit }));
    expect(read({ page })).toEqual({ email: EMAIL, credit: { page } });
    expect(read({})).toEqual({ email: EMAIL, credit: {} });
    expect(read(undefined)).toEqual({ email: EMAIL, credit: undefined });
    expect(readToken(SECRET, 'unsubscribe', signToken(SECRET, 'unsubscribe', EMAIL))).toEqual({ email: EMAIL });
  });

  it('still takes a confirmation link sent before links carried the credit, crediting nothing', () => {
    const expires = String(Date.now() + 1_000);
    const signature = createHmac('sha256', SECRET).update(`confirm\n${EMAIL}\n${expires}`).digest('base64url');
    const earlier = [Buffer.from(EMAIL).toString('base64url'), expires, signature].join('.');
    expect(readToken(SECRET, 'confirm', earlier)).toEqual({ email: EMAIL });
  });

  it('refuses junk without throwing', () => {
    for (const junk of [undefined, null, 42, '', 'a.b', 'a.b.c.d', 'x'.repeat(5000), ['a'], '..']) {
      expect(verifyToken(SECRET, 'unsubscribe', junk)).toBeNull();
    }
  });

  it('lets a confirmation link expire after a week; an unsubscribe link never does', () => {
    const now = Date.UTC(2026, 10, 22);
    const confirm = signToken(SECRET, 'confirm', EMAIL, { now });
    expect(verifyToken(SECRET, 'confirm', confirm, now + CONFIRM_TOKEN_TTL_MS - 1)).toBe(EMAIL);
    expect(verifyToken(SECRET, 'confirm', confirm, now + CONFIRM_TOKEN_TTL_MS)).toBeNull();
    const unsubscribe = signToken(SECRET, 'unsubscribe', EMAIL, { now });
    expect(verifyToken(SECRET, 'unsubscribe', unsubscribe, now + 10 * 365 * 24 * 3600 * 1000)).toBe(EMAIL);
  });
});
