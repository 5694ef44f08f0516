// What the mail sender records of a message it gives up (functions/src/services/mail-delivery.ts,
// recordFailure), as the owner's screens read it: a send's failed and bounced counts, a bounced
// subscriber never mailed (and confirmed afresh when they sign up again), and a contact message
// whose email notice never reached the owner.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_STATUSES } from '@/domain/constants';
import { submissionFromDoc } from '../../functions/src/services/contact';
import { confirmationIsDue, subscriberStatus } from '../../functions/src/services/newsletter';
import { countSubscribers, listIssues, NOT_MAILED_STATUSES } from '../../functions/src/services/newsletter-issues';

/** A stored document as the services read it. */
function snapshot(id: string, data: Record<string, unknown> | undefined): DocumentSnapshot {
  return {
    id,
    exists: data !== undefined,
    data: () => data,
    get: (field: string) => data?.[field],
  } as unknown as DocumentSnapshot;
}

/** Firestore as countSubscribers asks it: a count of the whole list, and of `status in [...]`. */
function subscriberCounts(statuses: Array<string | undefined>): Firestore {
  const counted = (count: number) => ({ count: () => ({ get: async () => ({ data: () => ({ count }) }) }) });
  return {
    collection: () => ({
      ...counted(statuses.length),
      where: (field: string, op: string, values: unknown[]) => {
        expect([field, op]).toEqual(['status', 'in']);
        return counted(statuses.filter((status) => values.includes(status)).length);
      },
    }),
  } as unknown as Firestore;
}

describe('a bounced subscriber', () => {
  const bounced = snapshot('ruth@example.test', {
    email: 'ruth@example.test',
    status: 'bounced',
    bouncedAt: Timestamp.now(),
    bounceError: '550 5.1.1 <ruth@example.test>: Recipient address rejected',
  });

  it('reads as bounced, not as confirmed: a send mails only confirmed readers', () => {
    expect(NEWSLETTER_STATUSES).toContain('bounced');
    expect(subscriberStatus(bounced)).toBe('bounced');
    // One from before double opt-in (no status) is still confirmed.
    expect(subscriberStatus(snapshot('old@example.test', { email: 'old@example.test' }))).toBe('confirmed');
  });

  it('is counted out of the subscribers a send mails', async () => {
    expect(NOT_MAILED_STATUSES).toContain('bounced');
    const db = subscriberCounts(['confirmed', 'confirmed', undefined, 'pending', 'unsubscribed', 'bounced']);
    expect(await countSubscribers(db)).toEqual({ total: 6, confirmed: 3 });
  });

  it('is sent a new confirmation when they subscribe again', () => {
    expect(confirmationIsDue(bounced)).toBe(true);
    // Even one bounced just after a confirmation was sent: the old one never arrived.
    const justSent = snapshot('ruth@example.test', { status: 'bounced', confirmationSentAt: Timestamp.now() });
    expect(confirmationIsDue(justSent)).toBe(true);
    expect(confirmationIsDue(snapshot('ruth@example.test', { status: 'confirmed' }))).toBe(false);
    expect(
      confirmationIsDue(snapshot('ruth@example.test', { status: 'pending', confirmationSentAt: Timestamp.now() })),
    ).toBe(false);
  });
});

describe("a newsletter send's failures", () => {
  function issues(docs: Array<Record<string, unknown>>): Firestore {
    const query = {
      orderBy: () => query,
      limit: () => query,
      get: async () => ({ docs: docs.map((data, index) => snapshot(`issue-${index}`, data)) }),
    };
    return { collection: () => query } as unknown as Firestore;
  }
  const base = {
    subject: 'News',
    status: 'sent',
    total: 10,
    sent: 10,
    createdAt: Timestamp.now(),
    sentAt: Timestamp.now(),
  };

  it('are read from the issue as the mail sender counts them, and are none until it has counted any', async () => {
    const [counted, none] = await listIssues(issues([{ ...base, failed: 3, bounced: 2 }, base]));
    expect(counted).toMatchObject({ id: 'issue-0', sent: 10, failed: 3, bounced: 2 });
    expect(none).toMatchObject({ id: 'issue-1', sent: 10, failed: 0, bounced: 0 });
  });
});

describe('a contact message whose email notice could not be delivered', () => {
  it("carries the mail server's words in the API's list, as in the live inbox", () => {
    const error = '550 5.7.1 Message rejected as spam';
    const doc = snapshot('m1', {
      name: 'Ruth',
      email: 'ruth@example.test',
      subject: 'Hello',
      message: 'Hi',
      status: 'unread',
      submittedAt: Timestamp.fromDate(new Date('2026-11-20T10:00:00.000Z')),
      noticeError: error,
    });
    expect(submissionFromDoc(doc)).toMatchObject({
      id: 'm1',
      noticeError: error,
      submittedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(submissionFromDoc(snapshot('m2', { name: 'Boaz', status: 'read' }))).not.toHaveProperty('noticeError');
  });
});
