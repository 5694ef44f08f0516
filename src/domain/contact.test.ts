import { describe, expect, it } from 'vitest';
import { canTransition, contactSubmissionFrom, replyMailto, submissionMatchesSearch } from './contact';

describe('contact status transitions', () => {
  it('allow only the forward moves of the spec', () => {
    expect(canTransition('unread', 'read')).toBe(true);
    expect(canTransition('read', 'replied')).toBe(true);
    expect(canTransition('unread', 'replied')).toBe(true);
    expect(canTransition('read', 'unread')).toBe(false);
    expect(canTransition('replied', 'read')).toBe(false);
    expect(canTransition('replied', 'unread')).toBe(false);
    expect(canTransition('read', 'read')).toBe(false);
  });
  it("build the reply link with the subject prefixed 'Re:'", () => {
    expect(replyMailto('ruth@example.com', 'Prayer journal')).toBe(
      'mailto:ruth@example.com?subject=Re%3A%20Prayer%20journal',
    );
  });
});

describe('contact submissions as the admin screens read them', () => {
  const stored = {
    name: 'Ruth',
    email: 'ruth@example.com',
    subject: 'Prayer journal',
    message: 'Line one\nLine two',
    status: 'read',
    submittedAt: '2026-11-20T10:00:00.000Z',
  };

  it('keep the fields and fall back safely on odd stored values', () => {
    expect(contactSubmissionFrom('a1', stored)).toEqual({ id: 'a1', ...stored });
    const odd = contactSubmissionFrom('a2', { name: 7, status: 'archived', submittedAt: undefined });
    expect(odd).toMatchObject({ id: 'a2', name: '', status: 'unread', submittedAt: '1970-01-01T00:00:00.000Z' });
  });

  it("carry the mail server's words when the owner's email notice could not be delivered, and only then", () => {
    const refused = '550 5.1.1 <owner@example.com>: Mailbox unavailable';
    expect(contactSubmissionFrom('a1', { ...stored, noticeError: refused })).toEqual({
      id: 'a1',
      ...stored,
      noticeError: refused,
    });
    expect(contactSubmissionFrom('a1', stored)).not.toHaveProperty('noticeError');
    expect(contactSubmissionFrom('a1', { ...stored, noticeError: 42 })).not.toHaveProperty('noticeError');
    expect(contactSubmissionFrom('a1', { ...stored, noticeError: '' })).not.toHaveProperty('noticeError');
  });

  it('search name, email, subject and message without case', () => {
    const submission = contactSubmissionFrom('a1', stored);
    for (const needle of ['RUTH', 'example.com', 'journal', 'line two', '']) {
      expect(submissionMatchesSearch(submission, needle), needle).toBe(true);
    }
    expect(submissionMatchesSearch(submission, 'boaz')).toBe(false);
  });
});
