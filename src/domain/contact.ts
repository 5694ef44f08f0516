import { CONTACT_STATUSES } from './constants';
import type { ContactStatus, ContactSubmission } from './types';

/** A message's status only moves forward: unread → read, read → replied, unread → replied. */
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A stored message as the admin screens show it, from the document's fields with its dates as ISO
 * strings: the API (Admin SDK) and the live inbox (web SDK) read documents through this one mapping.
 * `noticeError` is there only when the owner's email notice of it could not be delivered (the mail
 * server's words, written by functions/src/services/mail-delivery.ts).
 */
export function contactSubmissionFrom(id: string, data: Record<string, unknown>): ContactSubmission {
  const status = (CONTACT_STATUSES as readonly unknown[]).includes(data.status)
    ? (data.status as ContactStatus)
    : 'unread';
  const submittedAt = text(data.submittedAt);
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    subject: text(data.subject),
    message: text(data.message),
    status,
    submittedAt: submittedAt && !Number.isNaN(Date.parse(submittedAt)) ? submittedAt : new Date(0).toISOString(),
    ...(text(data.noticeError) ? { noticeError: text(data.noticeError) } : {}),
  };
}

/** The inbox's search: name, email, subject and message, case-insensitive. */
export function submissionMatchesSearch(submission: ContactSubmission, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [submission.name, submission.email, submission.subject, submission.message].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
