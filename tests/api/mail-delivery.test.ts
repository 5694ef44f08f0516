// The site's own mail sender against a real SMTP server whose replies the tests script
// (tests/support/smtp-test-server.ts): temporary and permanent refusals, the server going away in
// the middle of a newsletter, and two tries of one message racing. It works on a project of its own
// in the Firestore emulator, which the stack's trigger and sweep do not watch, so every try here is
// the test's own.
import '../support/env';
import { COLLECTIONS } from '@/domain/collections';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptWaitingMail,
  deliverDueMail,
  deliverMail,
  messageIdFor,
  RETRY_DELAYS_MS,
  smtpTransport,
  type MailSettings,
  type MailTransport,
} from '../../functions/src/services/mail-delivery';
import { mailDocument, queuedMail } from '../../functions/src/services/mail';
import { issueMailId, startSend } from '../../functions/src/services/newsletter-issues';
import { FIRESTORE_HOST } from '../support/env';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';

const PROJECT = 'demo-mail-faults';
const db: Firestore = getFirestore(initializeApp({ projectId: PROJECT }, 'mail-faults'));
const SETTINGS: MailSettings = { from: 'Faithful Matches <hello@faithfulmatches.test>', maxAttempts: 8 };
const MINUTE = 60_000;

let server: SmtpTestServer;
let transport: MailTransport;

beforeAll(async () => {
  server = await startSmtpTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  const response = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
  server.reset();
  transport = smtpTransport(server.uri);
});
afterEach(() => (transport as unknown as { close(): void }).close());

const mailRef = (id: string) => db.collection(COLLECTIONS.mail).doc(id);
const delivery = async (id: string) => (await mailRef(id).get()).get('delivery') as Record<string, unknown>;

async function queue(id: string, to: string, extra: Record<string, string> = {}) {
  const mail = mailDocument(to, { subject: `Hello ${to}`, text: 'Hello', html: '<p>Hello</p>' }, extra);
  await mailRef(id).create(queuedMail(mail, { now: Timestamp.fromMillis(Date.now()) }));
}

describe('temporary refusals', () => {
  it('a 451 twice, then delivered once, with one Message-ID over every try', async () => {
    server.onRcpt = (_address, count) =>
      count <= 2 ? { code: 451, message: '4.7.1 Greylisted, try again later' } : undefined;
    await queue('greylisted', 'hannah@example.test');
    const t0 = Date.now();

    expect(await deliverMail(db, 'greylisted', transport, SETTINGS, { now: t0 })).toEqual({
      id: 'greylisted',
      state: 'PENDING',
    });
    let record = await delivery('greylisted');
    expect(record).toMatchObject({ state: 'PENDING', attempts: 1, leaseExpireTime: null });
    expect(String(record.error)).toMatch(/451/);
    expect((record.nextAttemptTime as Timestamp).toMillis()).toBe(t0 + RETRY_DELAYS_MS[0]!);

    // Not due yet: neither a retried trigger nor the sweep sends it before its wait is over.
    expect((await deliverMail(db, 'greylisted', transport, SETTINGS, { now: t0 + 1000 })).state).toBeNull();
    const early = await deliverDueMail(db, transport, SETTINGS, {
      perSecond: 100,
      budgetMs: 5_000,
      now: () => t0 + 1000,
    });
    expect(early.tried).toBe(0);

    // The sweep, once each wait is over: a second 451, then the message goes.
    const t1 = t0 + MINUTE + 1;
    expect(
      await deliverDueMail(db, transport, SETTINGS, { perSecond: 100, budgetMs: 5_000, now: () => t1 }),
    ).toMatchObject({
      tried: 1,
      retrying: 1,
    });
    record = await delivery('greylisted');
    expect(record).toMatchObject({ state: 'PENDING', attempts: 2 });
    expect((record.nextAttemptTime as Timestamp).toMillis()).toBe(t1 + RETRY_DELAYS_MS[1]!);
    const t2 = t1 + RETRY_DELAYS_MS[1]! + 1;
    expect(
      await deliverDueMail(db, transport, SETTINGS, { perSecond: 100, budgetMs: 5_000, now: () => t2 }),
    ).toMatchObject({
      tried: 1,
      delivered: 1,
    });

    record = await delivery('greylisted');
    expect(record).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
    expect(server.rcptCount).toBe(3);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.messageId).toBe(messageIdFor('greylisted', SETTINGS.from));
    expect((record.info as { messageId: string }).messageId).toBe(messageIdFor('greylisted', SETTINGS.from));
  });

  it('gives up with an ERROR after MAIL_MAX_ATTEMPTS tries', async () => {
    server.onRcpt = () => ({ code: 421, message: '4.3.2 Try again later' });
    await queue('never', 'levi@example.test');
    const settings = { ...SETTINGS, maxAttempts: 3 };
    let now = Date.now();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliverMail(db, 'never', transport, settings, { now, sender: 'sweep' });
      now += RETRY_DELAYS_MS[attempt - 1]! + 1;
    }
    expect(await delivery('never')).toMatchObject({ state: 'ERROR', attempts: 3 });
    expect(
      (await deliverMail(db, 'never', transport, settings, { now: now + 24 * 60 * MINUTE, sender: 'sweep' })).state,
    ).toBeNull();
    expect(server.rcptCount).toBe(3);
  });
});

describe('permanent refusals', () => {
  it('a 550 is an ERROR at once, never tried again; the subscriber is marked bounced and the issue counts it', async () => {
    const subscriber = db.collection(COLLECTIONS.newsletterSubscribers).doc('gone@example.test');
    await subscriber.set({ email: 'gone@example.test', firstName: 'Gone', status: 'confirmed' });
    await db
      .collection(COLLECTIONS.newsletterIssues)
      .doc('issue-1')
      .set({ subject: 'Issue', status: 'sent', total: 1, sent: 1 });
    server.onRcpt = () => ({ code: 550, message: '5.1.1 No such user here' });
    await queue('bounce', 'gone@example.test', { subscriberId: 'gone@example.test', issueId: 'issue-1' });

    expect((await deliverMail(db, 'bounce', transport, SETTINGS)).state).toBe('ERROR');
    const record = await delivery('bounce');
    expect(record).toMatchObject({ state: 'ERROR', attempts: 1, bounced: true, leaseExpireTime: null });
    expect(String(record.error)).toMatch(/550/);
    expect((await subscriber.get()).get('status')).toBe('bounced');
    const issue = (await db.collection(COLLECTIONS.newsletterIssues).doc('issue-1').get()).data();
    expect(issue).toMatchObject({ failed: 1, bounced: 1 });

    const later = await deliverDueMail(db, transport, SETTINGS, {
      perSecond: 100,
      budgetMs: 5_000,
      now: () => Date.now() + 24 * 60 * MINUTE,
    });
    expect(later.tried).toBe(0);
    expect(server.rcptCount).toBe(1);
    expect(server.received).toHaveLength(0);
  });

  it('a contact notice that cannot be delivered marks its message, so the inbox can say so', async () => {
    const contact = db.collection(COLLECTIONS.contactSubmissions).doc('message-1');
    await contact.set({ name: 'Ruth', email: 'ruth@example.test', subject: 'Hi', message: 'Hello', status: 'unread' });
    server.onRcpt = () => ({ code: 553, message: '5.1.3 Mailbox name not allowed' });
    await queue('notice', 'owner@example.test', { contactId: 'message-1' });
    expect((await deliverMail(db, 'notice', transport, SETTINGS)).state).toBe('ERROR');
    expect(String((await contact.get()).get('noticeError'))).toMatch(/553/);
  });
});

describe('a newsletter when the server goes away', () => {
  it('resumes once it is back, and no reader gets the issue twice', async () => {
    const readers = Array.from({ length: 40 }, (_, index) => `reader${String(index).padStart(2, '0')}@example.test`);
    const batch = db.batch();
    for (const email of readers) {
      batch.set(db.collection(COLLECTIONS.newsletterSubscribers).doc(email), {
        email,
        firstName: 'Reader',
        status: 'confirmed',
      });
    }
    await batch.commit();
    const issue = await startSend(
      db,
      { issueId: 'issue-down', subject: 'The server goes away', body: 'Dear {{firstName}}, hello.' },
      'owner',
      {
        links: { siteUrl: 'https://faithful.example', secret: 'x'.repeat(40) },
        dailyCeiling: 1000,
        batchSize: 200,
        sliceMs: 0,
      },
    );
    expect(issue).toMatchObject({ status: 'sent', sent: 40 });

    // The 16th message's data comes in, and the server goes: that message is never answered 250.
    // One at a time, so the 15 before it have had their 250 (with several at once, a 250 still on
    // its way when the plug goes is the one case SMTP cannot tell apart: sent, and sent again).
    server.beforeAccept = (count) => {
      if (count >= 16) server.pullPlug();
    };
    const now = Date.now();
    const first = await deliverDueMail(db, transport, SETTINGS, {
      perSecond: 200,
      budgetMs: 20_000,
      concurrency: 1,
      now: () => now,
    });
    expect(server.received).toHaveLength(15);
    expect(first).toMatchObject({ delivered: 15, retrying: 25, failed: 0 });

    // Back a while later: the sweep sends the rest once their wait is over.
    server.beforeAccept = () => undefined;
    await server.plugIn();
    const later = now + RETRY_DELAYS_MS[0]! + 1;
    const second = await deliverDueMail(db, transport, SETTINGS, {
      perSecond: 200,
      budgetMs: 20_000,
      now: () => later,
    });
    expect(second).toMatchObject({ delivered: 25, retrying: 0, failed: 0 });

    const to = server.received.map((mail) => (mail.to as { value: Array<{ address: string }> }).value[0]!.address);
    expect(to.sort()).toEqual(readers);
    for (const email of readers) {
      expect(await delivery(issueMailId('issue-down', email))).toMatchObject({ state: 'SUCCESS' });
    }
  });
});

describe('two tries of one message at once', () => {
  it('sends it once: one takes the lease, the other finds it taken', async () => {
    await queue('raced', 'naomi@example.test');
    const other = smtpTransport(server.uri);
    try {
      const results = await Promise.all([
        deliverMail(db, 'raced', transport, SETTINGS),
        deliverMail(db, 'raced', other, SETTINGS, { sender: 'sweep' }),
        deliverMail(db, 'raced', other, SETTINGS),
      ]);
      expect(results.map((result) => result.state).sort()).toEqual(['SUCCESS', null, null]);
    } finally {
      (other as unknown as { close(): void }).close();
    }
    expect(server.received).toHaveLength(1);
    expect(await delivery('raced')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('takes up a try whose lease ran out (an instance that stopped mid-send)', async () => {
    await queue('stalled', 'boaz@example.test');
    const t0 = Date.now();
    await mailRef('stalled').update({
      'delivery.state': 'PROCESSING',
      'delivery.attempts': 1,
      'delivery.leaseExpireTime': Timestamp.fromMillis(t0 + 5 * MINUTE),
    });
    expect(
      (await deliverDueMail(db, transport, SETTINGS, { perSecond: 100, budgetMs: 5_000, now: () => t0 })).tried,
    ).toBe(0);
    const after = t0 + 5 * MINUTE + 1;
    expect(
      (await deliverDueMail(db, transport, SETTINGS, { perSecond: 100, budgetMs: 5_000, now: () => after })).delivered,
    ).toBe(1);
    expect(await delivery('stalled')).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(server.received).toHaveLength(1);
  });
});

describe('moving over from the Trigger Email extension (mail:adopt)', () => {
  it('makes due what waits where the sweep cannot see it, and leaves the finished alone', async () => {
    const message = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await Promise.all([
      // Written while neither sender was installed.
      mailRef('unseen').create({ to: 'a@example.test', message }),
      // Left by the extension: pending, a retry asked for, delivered.
      mailRef('extension-pending').create({
        to: 'b@example.test',
        message,
        delivery: { state: 'PENDING', attempts: 0 },
      }),
      mailRef('extension-retry').create({ to: 'c@example.test', message, delivery: { state: 'RETRY', attempts: 1 } }),
      mailRef('extension-done').create({ to: 'd@example.test', message, delivery: { state: 'SUCCESS', attempts: 1 } }),
    ]);
    const now = Date.now();
    expect(await adoptWaitingMail(db, { write: false, now })).toEqual({ read: 4, adopted: 3 });
    expect(await delivery('extension-retry')).toEqual({ state: 'RETRY', attempts: 1 });

    expect(await adoptWaitingMail(db, { write: true, now })).toEqual({ read: 4, adopted: 3 });
    expect(
      await deliverDueMail(db, transport, SETTINGS, { perSecond: 100, budgetMs: 5_000, now: () => now }),
    ).toMatchObject({
      delivered: 3,
    });
    const to = server.received.map((mail) => (mail.to as { value: Array<{ address: string }> }).value[0]!.address);
    expect(to.sort()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
    expect(await delivery('extension-retry')).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    // Run again: nothing waits any more.
    expect(await adoptWaitingMail(db, { write: true, now })).toEqual({ read: 4, adopted: 0 });
  });
});

describe("the provider's rate", () => {
  it('hands a newsletter to the server at MAIL_PER_SECOND, however many are due', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        mailRef(`paced-${index}`).create(
          queuedMail(mailDocument(`reader${index}@example.test`, { subject: 'Paced', text: 'Hi', html: '<p>Hi</p>' }), {
            paced: true,
          }),
        ),
      ),
    );
    const started = performance.now();
    const result = await deliverDueMail(db, transport, SETTINGS, { perSecond: 10, budgetMs: 20_000 });
    const seconds = (performance.now() - started) / 1000;
    expect(result.delivered).toBe(12);
    // Twelve starts a tenth of a second apart: the last begins 1.1 s after the first.
    expect(seconds).toBeGreaterThanOrEqual(1.1);
    expect(server.received).toHaveLength(12);
  });

  it('leaves a newsletter to the sweep: the trigger does not send a paced message', async () => {
    await mailRef('paced-only').create(
      queuedMail(mailDocument('reader@example.test', { subject: 'Paced', text: 'Hi', html: '<p>Hi</p>' }), {
        paced: true,
      }),
    );
    expect((await deliverMail(db, 'paced-only', transport, SETTINGS)).state).toBeNull();
    expect(server.rcptCount).toBe(0);
  });
});
