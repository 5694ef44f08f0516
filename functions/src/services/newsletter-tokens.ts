// Links in newsletter emails carry signed tokens, never a guessable id: HMAC-SHA256 over the
// purpose, the address and (for confirmations) an expiry, with a secret only the API knows.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works for a week; an unsubscribe link for as long as the emails exist. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

function mac(secret: string, purpose: TokenPurpose, email: string, expires: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${expires}`).digest();
}

export function signToken(secret: string, purpose: TokenPurpose, email: string, now = Date.now()): string {
  const expires = purpose === 'confirm' ? String(now + CONFIRM_TOKEN_TTL_MS) : '';
  return [b64(email), expires, mac(secret, purpose, email, expires).toString('base64url')].join('.');
}

/** The address the token was made for, or null when it is forged, altered, for another purpose or expired. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: unknown, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const [encodedEmail, expires, signature, ...rest] = token.split('.');
  if (rest.length > 0 || encodedEmail === undefined || expires === undefined || !signature) return null;
  const email = unb64(encodedEmail);
  const expected = mac(secret, purpose, email, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (purpose === 'confirm' && !(Number(expires) > now)) return null;
  return email;
}
