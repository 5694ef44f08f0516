// Pure rules about members, shared by the PWA and the functions.
import type { User } from './types';

/** Usernames are unique without regard to case: `Grace_A` and `grace_a` are one name. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** The name in 'Welcome back, {first name or username}!' and on the header's account button. */
export function displayName(user: Pick<User, 'firstName' | 'username' | 'email'>): string {
  return user.firstName?.trim() || user.username?.trim() || user.email?.split('@')[0] || 'friend';
}
