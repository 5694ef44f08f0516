// Plain-language messages for everything that can go wrong while signing in or up: never a raw
// Firebase error code in front of a reader.
import { ApiError } from '@/lib/api-client';

export const AUTH_MESSAGES = {
  wrongCredentials: 'That email and password do not match. Please try again.',
  unknownEmail: 'We could not find an account with that email. Check it, or create an account.',
  weakPassword: 'Please choose a stronger password: at least 8 characters.',
  emailInUse: 'An account with this email already exists. Sign in instead.',
  invalidEmail: 'Please enter a valid email address',
  popupClosed: 'The Google sign-in window was closed before you finished. Please try again.',
  popupBlocked: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  network: 'We could not reach the sign-in service. Check your connection and try again.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes, then try again.',
  disabled: 'This account has been disabled. Please contact us for help.',
  accountExists: 'This email already signs in another way. Use email and password, then you can link Google.',
  sessionRefused: 'We could not start your session. Please sign in again.',
  generic: 'Something went wrong while signing you in. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  'auth/wrong-password': AUTH_MESSAGES.wrongCredentials,
  'auth/invalid-credential': AUTH_MESSAGES.wrongCredentials,
  'auth/invalid-login-credentials': AUTH_MESSAGES.wrongCredentials,
  'auth/user-not-found': AUTH_MESSAGES.unknownEmail,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  'auth/email-already-in-use': AUTH_MESSAGES.emailInUse,
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/missing-email': AUTH_MESSAGES.invalidEmail,
  'auth/popup-closed-by-user': AUTH_MESSAGES.popupClosed,
  'auth/cancelled-popup-request': AUTH_MESSAGES.popupClosed,
  'auth/user-cancelled': AUTH_MESSAGES.popupClosed,
  'auth/popup-blocked': AUTH_MESSAGES.popupBlocked,
  'auth/network-request-failed': AUTH_MESSAGES.network,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'auth/user-disabled': AUTH_MESSAGES.disabled,
  'auth/account-exists-with-different-credential': AUTH_MESSAGES.accountExists,
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) return AUTH_MESSAGES.network;
    if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
    if (error.status === 401) return AUTH_MESSAGES.sessionRefused;
    return error.serverMessage ?? AUTH_MESSAGES.generic;
  }
  // fetch() itself failing (offline) is a TypeError.
  if (error instanceof TypeError) return AUTH_MESSAGES.network;
  return AUTH_MESSAGES.generic;
}

/** True when the reader chose to stop (closed the popup): no error banner is owed, just a note. */
export const isUserCancellation = (error: unknown) =>
  ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(codeOf(error) ?? '');
