// Links in newsletter emails carry signed tokens, never a guessable id: HMAC-SHA256 over the
// purpose, the address and (for confirmations) an expiry and the signup's credit, with a secret only
// the API knows.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConversionCredit } from './insights';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works for a week; an unsubscribe link for as long as the emails exist. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

function mac(secret: string, purpose: TokenPurpose, email: string, expires: string, credit?: string): Buffer {
  const signed = [purpose, email, expires, ...(credit === undefined ? [] : [credit])].join('\n');
  return createHmac('sha256', secret).update(signed).digest();
}

/**
 * A confirmation link's signup credit (./insights.ts), as its token carries it: '' not counted
 * (Do Not Track, Global Privacy Control, a crawler), '-' counted for the day alone, else the page.
 * Signed with the address, so the credit given at the confirmation is the one the signup earned.
 */
const NOT_COUNTED = '';
const NO_PAGE = '-';
const encodeCredit = (credit: ConversionCredit | undefined) =>
  credit === undefined ? NOT_COUNTED : credit.page ? b64(credit.page) : NO_PAGE;
const decodeCredit = (part: string): ConversionCredit | undefined =>
  part === NOT_COUNTED ? undefined : part === NO_PAGE ? {} : { page: unb64(part) };

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  { now = Date.now(), credit }: { now?: number; credit?: ConversionCredit } = {},
): string {
  const expires = purpose === 'confirm' ? String(now + CONFIRM_TOKEN_TTL_MS) : '';
  const carried = purpose === 'confirm' ? [encodeCredit(credit)] : [];
  const signature = mac(secret, purpose, email, expires, ...carried).toString('base64url');
  return [b64(email), expires, ...carried, signature].join('.');
}

export interface ReadToken {
  email: string;
  /** A confirmation's signup credit; undefined when not counted, or for a link made before links carried it. */
  credit?: ConversionCredit;
}

/** What the token was made for, or null when it is forged, altered, for another purpose or expired. */
export function readToken(secret: string, purpose: TokenPurpose, token: unknown, now = Date.now()): ReadToken | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const parts = token.split('.');
  // A confirmation's carries its credit; one sent before links carried it (still valid a week) does not.
  const carries = purpose === 'confirm' && parts.length === 4;
  if (parts.length !== (carries ? 4 : 3)) return null;
  const [encodedEmail, expires] = parts as [string, string];
  const signature = parts.at(-1);
  const carried = carries ? parts[2] : undefined;
  if (!signature) return null;
  const email = unb64(encodedEmail);
  const expected = mac(secret, purpose, email, expires, carried);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (purpose === 'confirm' && !(Number(expires) > now)) return null;
  return carried === undefined ? { email } : { email, credit: decodeCredit(carried) };
}

/** The address the token was made for, or null when it is forged, altered, for another purpose or expired. */
export const verifyToken = (secret: string, purpose: TokenPurpose, token: unknown, now = Date.now()): string | null =>
  readToken(secret, purpose, token, now)?.email ?? null;
