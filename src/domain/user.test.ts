import { describe, expect, it } from 'vitest';
import { signUpSchema, profileSchema, MESSAGES, fieldErrors } from './schemas';
import { displayName, usernameKey } from './user';

describe('displayName', () => {
  it('prefers the first name, then the username, then the email name', () => {
    expect(displayName({ firstName: 'Ruth', username: 'ruth_m', email: 'r@example.com' })).toBe('Ruth');
    expect(displayName({ firstName: '  ', username: 'ruth_m', email: 'r@example.com' })).toBe('ruth_m');
    expect(displayName({ firstName: null, username: null, email: 'boaz@example.com' })).toBe('boaz');
    expect(displayName({ firstName: null, username: null, email: null })).toBe('friend');
  });
});

describe('usernameKey', () => {
  it('ignores case and surrounding space', () => {
    expect(usernameKey(' Grace_A ')).toBe('grace_a');
  });
});

describe('sign-up and profile schemas', () => {
  const valid = { firstName: 'Ruth', username: 'ruth_m', email: 'ruth@example.com', password: 'long-enough' };

  it('accepts a complete sign-up', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('says what is wrong with each field', () => {
    const result = signUpSchema.safeParse({ firstName: ' ', username: 'a b', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: MESSAGES.firstNameRequired,
      username: MESSAGES.usernameInvalid,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordShort,
    });
  });

  it('keeps usernames to letters, numbers and underscores, 3 to 30 long', () => {
    for (const bad of ['ab', 'x'.repeat(31), 'ruth-m', 'ruth.m', '<b>', 'ruth m']) {
      expect(profileSchema.safeParse({ firstName: 'Ruth', username: bad }).success, bad).toBe(false);
    }
    expect(profileSchema.safeParse({ firstName: 'Ruth', username: 'R_2' }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(profileSchema.safeParse({ firstName: 'Ruth', username: 'ruth_m', admin: true }).success).toBe(false);
  });
});
