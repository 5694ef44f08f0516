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
  googleUnavailable: 'Google sign-in could not start. Check your connection, or sign in with your email and password.',
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

/** The message to show; anything without a plain-language mapping is also logged for whoever debugs it. */
export function describeAuthError(error: unknown): string {
  const message = authErrorMessage(error);
  if (message === AUTH_MESSAGES.generic) console.error('Sign-in failed', error);
  return message;
}

/**
 * The Google popup first loads Google's own helper script (apis.google.com), even against the
 * Auth emulator; when that cannot load, the SDK reports only an internal error.
 */
export function googleAuthErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/internal-error' || code === 'auth/network-request-failed') {
    console.error('Google sign-in could not start', error);
    return AUTH_MESSAGES.googleUnavailable;
  }
  return describeAuthError(error);
}

/** True when the reader chose to stop (closed the popup): no error banner is owed, just a note. */
export const isUserCancellation = (error: unknown) =>
  ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(codeOf(error) ?? '');
