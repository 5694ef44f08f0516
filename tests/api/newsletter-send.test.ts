// The owner's newsletter: a test to the owner, and a send to every confirmed subscriber that is
// safe to repeat and leaves out whoever unsubscribes, even halfway through.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import type { NewsletterIssue } from '@/domain/types';
import { config } from '../../functions/src/config';
import { signToken } from '../../functions/src/services/newsletter-tokens';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { BASE_URL } from '../support/env';
import { api, uniqueIp } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';
import type { MailDocument } from '../../functions/src/services/mail';
import { createUser, sessionCookieFor, type TestUser } from '../support/users';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

/** Ordered by address, as a send goes through them: amos, beth and cara are mailed; dan and eve never. */
const CONFIRMED = ['amos@example.test', 'beth@example.test', 'cara@example.test'];
const PENDING = 'dan@example.test';
const UNSUBSCRIBED = 'eve@example.test';

async function seedSubscribers(): Promise<void> {
  const subscribers = adminDb.collection(COLLECTIONS.newsletterSubscribers);
  const at = new Date('2026-10-01T09:00:00Z');
  await Promise.all([
    subscribers
      .doc(CONFIRMED[0]!)
      .set({ firstName: 'Amos', email: CONFIRMED[0], status: 'confirmed', confirmedAt: at }),
    subscribers
      .doc(CONFIRMED[1]!)
      .set({ firstName: 'Beth', email: CONFIRMED[1], status: 'confirmed', confirmedAt: at }),
    // From before double opt-in: no status, welcomed at once, so confirmed.
    subscribers.doc(CONFIRMED[2]!).set({ firstName: 'Cara', email: CONFIRMED[2], subscribedAt: at }),
    subscribers.doc(PENDING).set({ firstName: 'Dan', email: PENDING, status: 'pending', requestedAt: at }),
    subscribers.doc(UNSUBSCRIBED).set({ email: UNSUBSCRIBED, status: 'unsubscribed', unsubscribedAt: at }),
  ]);
}

/** Every mail document written (what arrives is read in tests/unit/mail-message.test.ts and e2e/mail.spec.ts). */
const mails = async (): Promise<MailDocument[]> =>
  (await adminDb.collection(COLLECTIONS.mail).get()).docs.map((doc) => doc.data() as MailDocument);
const recipients = async () => (await mails()).map((mail) => mail.to).sort();
const issueDoc = async (id: string) => (await adminDb.collection(COLLECTIONS.newsletterIssues).doc(id).get()).data();

const draft = {
  subject: 'News for you, {{firstName}}',
  body: 'Dear {{firstName}},\n\nA new article: [Guarding your heart](/christian-dating-advice/guarding-your-heart).',
};
const newIssueId = () => `issue-${randomUUID()}`;

let owner: TestUser;
let ownerCookie: string;
let readerCookie: string;

const send = (issueId: string, options: { cookie?: string; baseUrl?: string } = {}) =>
  api<NewsletterIssue & ErrorBody>('POST', '/api/admin/newsletter/issues', {
    cookie: ownerCookie,
    json: { issueId, ...draft },
    ...options,
  });
const resume = (issueId: string, baseUrl?: string) =>
  api<NewsletterIssue>('POST', `/api/admin/newsletter/issues/${issueId}/resume`, { cookie: ownerCookie, baseUrl });

beforeAll(async () => {
  await clearAuth();
  owner = await createUser({ admin: true, displayName: 'Grace Owner' });
  const reader = await createUser();
  [ownerCookie, readerCookie] = await Promise.all([sessionCookieFor(owner), sessionCookieFor(reader)]);
});

beforeEach(async () => {
  await clearFirestore();
  await seedSubscribers();
});

describe('sending an issue', () => {
  it('writes exactly one email per confirmed subscriber, each with its own unsubscribe link and the top-level headers', async () => {
    const issueId = newIssueId();
    const answer = await send(issueId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: issueId, status: 'sent', total: 3, sent: 3, subject: draft.subject });
    expect(answer.body.sentAt).toEqual(expect.any(String));

    const all = await mails();
    expect(all.map((mail) => mail.to).sort()).toEqual(CONFIRMED);
    const links = new Set<string>();
    for (const mail of all) {
      const firstName = { 'amos@example.test': 'Amos', 'beth@example.test': 'Beth', 'cara@example.test': 'Cara' }[
        mail.to as string
      ];
      expect(mail.message.subject).toBe(`News for you, ${firstName}`);
      expect(mail.message.text).toContain(`Dear ${firstName},`);
      expect(mail.message.text).toContain(`(${BASE_URL}/christian-dating-advice/guarding-your-heart)`);
      expect(mail.message.html).toContain(`href="${BASE_URL}/christian-dating-advice/guarding-your-heart"`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = mail.headers?.['List-Unsubscribe'];
      expect(oneClick).toMatch(new RegExp(`^<${BASE_URL}/api/newsletter/unsubscribe\\?token=[^>]+>$`));
      const footer = new RegExp(`Unsubscribe: (${BASE_URL}/newsletter/unsubscribe\\?token=\\S+)`).exec(
        mail.message.text,
      )?.[1];
      expect(footer).toBeDefined();
      expect(mail.message.html).toContain(`href="${footer}"`);
      links.add(footer!);
      links.add(oneClick!);
    }
    // Every reader's links are their own.
    expect(links.size).toBe(6);
    expect(await issueDoc(issueId)).toMatchObject({ status: 'sent', total: 3, sent: 3 });
  });

  it('writes nothing more when the same send is pressed again, retried or resumed', async () => {
    const issueId = newIssueId();
    await send(issueId);
    const again = await send(issueId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'sent', sent: 3 });
    expect((await resume(issueId)).body).toMatchObject({ status: 'sent', sent: 3 });
    expect(await recipients()).toEqual(CONFIRMED);
  });

  it('writes each email once when the same send is pressed twice at once', async () => {
    const issueId = newIssueId();
    const answers = await Promise.all([send(issueId), send(issueId)]);
    // Neither press is refused; at worst the emulator gives up on one under contention, and the other carries on.
    expect(answers.map((answer) => answer.status)).toContain(200);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status < 500)).toEqual([]);
    expect(await recipients()).toEqual(CONFIRMED);
    expect(await issueDoc(issueId)).toMatchObject({ status: 'sent', sent: 3 });
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(1);
  });

  it('refuses other words under the id of a send already made, and writes nothing', async () => {
    const issueId = newIssueId();
    await send(issueId);
    const other = await api<ErrorBody>('POST', '/api/admin/newsletter/issues', {
      cookie: ownerCookie,
      json: { issueId, subject: 'Something else', body: 'Other words.' },
    });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toMatch(/different subject or body/);
    expect(await recipients()).toEqual(CONFIRMED);
  });

  it('lists past sends, newest first, for the history', async () => {
    const first = newIssueId();
    await send(first);
    const second = newIssueId();
    await send(second);
    const history = await api<NewsletterIssue[]>('GET', '/api/admin/newsletter/issues', { cookie: ownerCookie });
    expect(history.status).toBe(200);
    expect(history.headers.get('cache-control')).toBe('private, no-store');
    expect(history.body.map((issue) => issue.id)).toEqual([second, first]);
    expect(history.body[0]).toEqual({
      id: second,
      subject: draft.subject,
      status: 'sent',
      total: 3,
      sent: 3,
      // Counted by the mail sender as it gives messages up (tests/api/mail-delivery.test.ts).
      failed: 0,
      bounced: 0,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
    // The body is not part of the list.
    expect(history.body[0]).not.toHaveProperty('body');
  });

  it('refuses a send when no one is confirmed', async () => {
    await clearFirestore();
    const answer = await send(newIssueId());
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/no confirmed subscribers/);
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(0);
  });

  it('refuses a send without a valid id or words, with the field messages', async () => {
    const answer = await api<ErrorBody>('POST', '/api/admin/newsletter/issues', {
      cookie: ownerCookie,
      json: { issueId: 'short', subject: ' ', body: '' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields ?? {}).sort()).toEqual(['body', 'issueId', 'subject']);
    expect(await mails()).toEqual([]);
  });
});

describe('the test send', () => {
  it('writes one email, to the signed-in owner only', async () => {
    const answer = await api<{ to: string }>('POST', '/api/admin/newsletter/test', {
      cookie: ownerCookie,
      json: draft,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ to: owner.email });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toBe(owner.email);
    expect(mail!.message.subject).toMatch(/^\[Test\] News for you, /);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(0);
  });

  it('takes no address from the request', async () => {
    const answer = await api<ErrorBody>('POST', '/api/admin/newsletter/test', {
      cookie: ownerCookie,
      json: { ...draft, to: 'someone@elsewhere.test' },
    });
    expect(answer.status).toBe(400);
    expect(await mails()).toEqual([]);
  });
});

describe('who may send', () => {
  it('answers 401 without a session and 403 to a reader, and writes nothing', async () => {
    const issueId = newIssueId();
    const calls = [
      ['POST', '/api/admin/newsletter/issues', { issueId, ...draft }],
      ['POST', `/api/admin/newsletter/issues/${issueId}/resume`, undefined],
      ['POST', '/api/admin/newsletter/test', draft],
      ['GET', '/api/admin/newsletter/issues', undefined],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await api(method, path, { json, cookie: readerCookie })).status, `${method} ${path}`).toBe(403);
    }
    expect(await mails()).toEqual([]);
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(0);
  });

  it("refuses the owner's own cookie sent from another site (CSRF), and writes nothing", async () => {
    const foreign = { origin: 'https://evil.example', headers: { 'sec-fetch-site': 'cross-site' } };
    const sent = await api<ErrorBody>('POST', '/api/admin/newsletter/issues', {
      cookie: ownerCookie,
      json: { issueId: newIssueId(), ...draft },
      ...foreign,
    });
    const test = await api<ErrorBody>('POST', '/api/admin/newsletter/test', {
      cookie: ownerCookie,
      json: draft,
      ...foreign,
    });
    for (const answer of [sent, test]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe('This request must come from the site itself');
    }
    expect(await mails()).toEqual([]);
  });
});

describe('a send in parts (one subscriber per batch, one batch per request)', () => {
  let app: InProcessApi;

  beforeAll(async () => {
    app = await startInProcessApi({
      config: { newsletterSendBatchSize: 1, newsletterSendSliceMs: 0, newsletterDailyRecipientCeiling: 5 },
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Resumes until the send is done, as the admin screen does (and its Resume button after a failure). */
  async function finish(issueId: string): Promise<NewsletterIssue> {
    for (let step = 0; step < 20; step += 1) {
      const answer = await resume(issueId, app.baseUrl);
      if (answer.body.status === 'sent') return answer.body;
    }
    throw new Error('the send did not finish');
  }

  it('leaves out a reader who unsubscribes while the send is under way; coming back needs double opt-in again', async () => {
    const issueId = newIssueId();
    const started = await send(issueId, { baseUrl: app.baseUrl });
    expect(started.body).toMatchObject({ status: 'sending', total: 3, sent: 1 });
    expect(await recipients()).toEqual([CONFIRMED[0]]);
    // An interrupted send is picked up where it stopped: the history shows it under way.
    expect(await issueDoc(issueId)).toMatchObject({ status: 'sending', sent: 1 });

    // Cara, not yet mailed, presses the unsubscribe link in an earlier email.
    const token = signToken(config.newsletterTokenSecret, 'unsubscribe', CONFIRMED[2]!);
    const left = await api('POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      baseUrl: app.baseUrl,
      clientIp: uniqueIp(),
    });
    expect(left.status).toBe(200);

    expect(await finish(issueId)).toMatchObject({ status: 'sent', total: 3, sent: 2 });
    expect(await recipients()).toEqual([CONFIRMED[0], CONFIRMED[1]]);

    // Subscribing again makes her pending, with a confirmation email: the next send still leaves her out.
    const firstSend = await adminDb.collection(COLLECTIONS.mail).get();
    await Promise.all(firstSend.docs.map((doc) => doc.ref.delete()));
    const back = await api('POST', '/api/newsletter/subscribe', {
      baseUrl: app.baseUrl,
      json: { firstName: 'Cara', email: CONFIRMED[2] },
      clientIp: uniqueIp(),
    });
    expect(back.status).toBe(201);
    expect((await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc(CONFIRMED[2]!).get()).get('status')).toBe(
      'pending',
    );
    const next = newIssueId();
    await send(next, { baseUrl: app.baseUrl });
    expect(await finish(next)).toMatchObject({ status: 'sent', total: 2, sent: 2 });
    const toCara = (await mails()).filter((mail) => mail.to === CONFIRMED[2]);
    expect(toCara.map((mail) => mail.message.subject)).toEqual([expect.stringMatching(/confirm/i)]);
    expect((await recipients()).filter((to) => to !== CONFIRMED[2])).toEqual([CONFIRMED[0], CONFIRMED[1]]);
  });

  it('carries on from where a stopped send got to, and never writes an email twice', async () => {
    const issueId = newIssueId();
    await send(issueId, { baseUrl: app.baseUrl });
    // Two tabs, or a retry after a timeout, resuming at the same time.
    await Promise.all([
      resume(issueId, app.baseUrl),
      resume(issueId, app.baseUrl),
      send(issueId, { baseUrl: app.baseUrl }),
    ]);
    expect(await finish(issueId)).toMatchObject({ status: 'sent', sent: 3 });
    expect(await recipients()).toEqual(CONFIRMED);
  });

  it('refuses a send over the daily limit of recipients with a clear message, and writes nothing', async () => {
    const first = newIssueId();
    await send(first, { baseUrl: app.baseUrl });
    await finish(first);
    const over = await send(newIssueId(), { baseUrl: app.baseUrl });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      'This send would mail 3 subscribers, and 3 have been mailed in the last 24 hours: together that is over the ' +
        'daily limit of 5. Send it tomorrow, or raise NEWSLETTER_DAILY_RECIPIENT_CEILING if your email provider allows more.',
    );
    expect(await recipients()).toEqual(CONFIRMED);
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(1);
  });

  it('counts two different sends started at the same moment against the same daily limit', async () => {
    // Two tabs, each with its own newsletter: 3 + 3 is over the limit of 5, so one of them must wait.
    const answers = await Promise.all([
      send(newIssueId(), { baseUrl: app.baseUrl }),
      send(newIssueId(), { baseUrl: app.baseUrl }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect((await adminDb.collection(COLLECTIONS.newsletterIssues).count().get()).data().count).toBe(1);
  });
});
