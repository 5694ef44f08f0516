import type { ContactStatus } from './types';

/** Spec section 4: unread → read, read → replied, unread → replied. No way back. */
const FORWARD: Record<ContactStatus, readonly ContactStatus[]> = {
  unread: ['read', 'replied'],
  read: ['replied'],
  replied: [],
};

export function canTransition(from: ContactStatus, to: ContactStatus): boolean {
  return FORWARD[from].includes(to);
}

/** The 'Reply via Email' link: subject prefixed 'Re:'. */
export function replyMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
