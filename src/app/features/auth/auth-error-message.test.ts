import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AUTH_MESSAGES, authErrorMessage, googleAuthErrorMessage, isUserCancellation } from './auth-error-message';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', AUTH_MESSAGES.wrongCredentials],
    ['auth/invalid-credential', AUTH_MESSAGES.wrongCredentials],
    ['auth/user-not-found', AUTH_MESSAGES.unknownEmail],
    ['auth/weak-password', AUTH_MESSAGES.weakPassword],
    ['auth/email-already-in-use', AUTH_MESSAGES.emailInUse],
    ['auth/popup-closed-by-user', AUTH_MESSAGES.popupClosed],
    ['auth/popup-blocked', AUTH_MESSAGES.popupBlocked],
    ['auth/network-request-failed', AUTH_MESSAGES.network],
    ['auth/too-many-requests', AUTH_MESSAGES.tooManyRequests],
  ])('%s reads as plain language', (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
  });

  it('never shows a raw code, even for one it does not know', () => {
    const message = authErrorMessage(firebaseError('auth/internal-error'));
    expect(message).toBe(AUTH_MESSAGES.generic);
    expect(message).not.toMatch(/auth\//);
  });

  it("uses the API's own message for its refusals, and plain words for outages", () => {
    const taken = new ApiError(409, 'Conflict', JSON.stringify({ error: { message: 'That username is taken.' } }));
    expect(authErrorMessage(taken)).toBe('That username is taken.');
    expect(authErrorMessage(new ApiError(503, 'Service Unavailable', ''))).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage(new ApiError(429, 'Too Many Requests', ''))).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(authErrorMessage(new ApiError(401, 'Unauthorized', ''))).toBe(AUTH_MESSAGES.sessionRefused);
  });

  it('treats a failed fetch as the network being down', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage('weird')).toBe(AUTH_MESSAGES.generic);
  });

  it("says Google could not start when its helper script cannot load (the SDK's internal error)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(googleAuthErrorMessage(firebaseError('auth/internal-error'))).toBe(AUTH_MESSAGES.googleUnavailable);
    expect(googleAuthErrorMessage(firebaseError('auth/popup-closed-by-user'))).toBe(AUTH_MESSAGES.popupClosed);
  });

  it('knows a closed popup is the reader cancelling', () => {
    expect(isUserCancellation(firebaseError('auth/popup-closed-by-user'))).toBe(true);
    expect(isUserCancellation(firebaseError('auth/wrong-password'))).toBe(false);
  });
});
