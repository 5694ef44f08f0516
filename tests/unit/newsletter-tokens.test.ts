import { describe, expect, it } from 'vitest';
import { CONFIRM_TOKEN_TTL_MS, signToken, verifyToken } from '../../functions/src/services/newsletter-tokens';

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
    const [email, expires, signature] = token.split('.') as [string, string, string];
    const otherEmail = Buffer.from('mallory@example.test').toString('base64url');
    expect(verifyToken(SECRET, 'confirm', [otherEmail, expires, signature].join('.'))).toBeNull();
    expect(verifyToken(SECRET, 'confirm', [email, String(Number(expires) + 1), signature].join('.'))).toBeNull();
    expect(verifyToken(SECRET, 'confirm', [email, expires, `${signature.slice(0, -2)}AA`].join('.'))).toBeNull();
  });

  it('refuses junk without throwing', () => {
    for (const junk of [undefined, null, 42, '', 'a.b', 'a.b.c.d', 'x'.repeat(5000), ['a'], '..']) {
      expect(verifyToken(SECRET, 'unsubscribe', junk)).toBeNull();
    }
  });

  it('lets a confirmation link expire after a week; an unsubscribe link never does', () => {
    const now = Date.UTC(2026, 10, 22);
    const confirm = signToken(SECRET, 'confirm', EMAIL, now);
    expect(verifyToken(SECRET, 'confirm', confirm, now + CONFIRM_TOKEN_TTL_MS - 1)).toBe(EMAIL);
    expect(verifyToken(SECRET, 'confirm', confirm, now + CONFIRM_TOKEN_TTL_MS)).toBeNull();
    const unsubscribe = signToken(SECRET, 'unsubscribe', EMAIL, now);
    expect(verifyToken(SECRET, 'unsubscribe', unsubscribe, now + 10 * 365 * 24 * 3600 * 1000)).toBe(EMAIL);
  });
});
