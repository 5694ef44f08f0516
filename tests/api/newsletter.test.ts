import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb, clearFirestore } from '../support/emulators';
import { BASE_URL } from '../support/env';
import { api, uniqueIp } from '../support/http';
import type { MailDocument } from '../../functions/src/services/mail';

const subscribe = (firstName: string, email: string) =>
  api<{ message: string; alreadySubscribed: boolean }>('POST', '/api/newsletter/subscribe', {
    json: { firstName, email },
    clientIp: uniqueIp(),
  });

/** Every mail document written (what arrives is read in tests/unit/mail-message.test.ts and e2e/mail.spec.ts). */
const mails = async (): Promise<MailDocument[]> =>
  (await adminDb.collection(COLLECTIONS.mail).get()).docs.map((doc) => doc.data() as MailDocument);
const subscriber = async (email: string) =>
  (await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc(email).get()).data();

/** The token of a link in a mail's text: `…/path?token=…`. */
function tokenFrom(mail: MailDocument, path: string): string {
  const match = new RegExp(`${BASE_URL}${path}\\?token=([^\\s]+)`).exec(mail.message.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.message.text}`);
  return decodeURIComponent(match[1]!);
}

const confirm = (token: string) =>
  api<{ message: string; error?: { message: string } }>(
    'POST',
    `/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
  );

beforeEach(async () => {
  await clearFirestore();
});

describe('newsletter double opt-in', () => {
  it('stores a pending subscriber and sends one confirmation email holding nothing the visitor typed', async () => {
    const name = 'Hannah<script>alert(1)</script>';
    const response = await api('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: '  Hannah@Example.TEST ' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String), alreadySubscribed: false });
    expect(await subscriber('hannah@example.test')).toMatchObject({ status: 'pending', firstName: 'Hannah' });

    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toBe('hannah@example.test');
    for (const part of [mail!.message.subject, mail!.message.text, mail!.message.html]) {
      expect(part).not.toContain('Hannah');
      expect(part).not.toContain(PRAYER_JOURNAL_PATH);
    }
    expect(mail!.message.text).toContain(`${BASE_URL}/newsletter/confirm?token=`);
    // The form promised the journal: the first line says it is one press away.
    expect(mail!.message.text.split('\n')[0]).toMatch(/^Your free 30-Day Prayer Journal is one press away\b/);
    // A name the schema refuses never gets as far as an email.
    expect((await subscribe(name, 'other@example.test')).status).toBe(400);
  });

  it('answers the same whether the address is new, pending or confirmed, and sends no second email at once', async () => {
    const fresh = await subscribe('Hannah', 'hannah@example.test');
    const pending = await subscribe('Hannah', 'HANNAH@example.test');
    await confirm(tokenFrom((await mails())[0]!, '/newsletter/confirm'));
    const confirmed = await subscribe('Someone Else', 'hannah@example.test');
    for (const answer of [pending, confirmed]) {
      expect(answer.status).toBe(fresh.status);
      expect(answer.body).toEqual(fresh.body);
    }
    // One confirmation, one welcome; the confirmed subscriber keeps their name.
    expect((await mails()).map((mail) => mail.message.subject)).toHaveLength(2);
    expect(await subscriber('hannah@example.test')).toMatchObject({ status: 'confirmed', firstName: 'Hannah' });
  });

  it('never creates two subscribers for one address, even concurrently', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe('Levi', 'levi@example.test')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect((await adminDb.collection(COLLECTIONS.newsletterSubscribers).count().get()).data().count).toBe(1);
    expect(await mails()).toHaveLength(1);
  });

  it('welcomes with the prayer journal only after the link is followed, once', async () => {
    await subscribe('Hannah', 'hannah@example.test');
    const token = tokenFrom((await mails())[0]!, '/newsletter/confirm');
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await subscriber('hannah@example.test')).toMatchObject({ status: 'confirmed' });
    expect((await confirm(token)).status).toBe(200);

    const welcome = (await mails()).filter((mail) => mail.message.text.includes(PRAYER_JOURNAL_PATH));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.message.text).toContain('Hi Hannah,');
    expect(welcome[0]!.message.html).toContain(`href="${BASE_URL}${PRAYER_JOURNAL_PATH}"`);
  });

  it('refuses a forged or altered link with 400 and changes nothing', async () => {
    await subscribe('Hannah', 'hannah@example.test');
    const token = tokenFrom((await mails())[0]!, '/newsletter/confirm');
    for (const bad of [
      '',
      'nonsense',
      `${token}x`,
      token.replace(/^[^.]+/, Buffer.from('eve@x.test').toString('base64url')),
    ]) {
      const answer = await confirm(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error?.message).toMatch(/not valid/);
    }
    expect(await subscriber('hannah@example.test')).toMatchObject({ status: 'pending' });
  });

  it('puts a one-click unsubscribe link and the RFC 8058 headers on every newsletter email; following it unsubscribes', async () => {
    await subscribe('Hannah', 'hannah@example.test');
    await confirm(tokenFrom((await mails())[0]!, '/newsletter/confirm'));
    const all = await mails();
    expect(all).toHaveLength(2);
    for (const mail of all) {
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers?.['List-Unsubscribe']).toMatch(
        new RegExp(`^<${BASE_URL}/api/newsletter/unsubscribe\\?token=[^>]+>$`),
      );
      expect(mail.message.text).toContain(`${BASE_URL}/newsletter/unsubscribe?token=`);
    }
    const confirmation = all.find((mail) => mail.message.text.includes('/newsletter/confirm?'))!;
    const welcome = all.find((mail) => mail.message.text.includes(PRAYER_JOURNAL_PATH))!;
    // The mail app's one-click POST: form-encoded, the token in the URL.
    const oneClick = welcome.headers!['List-Unsubscribe']!.slice(1, -1);
    const answer = await api('POST', oneClick.replace(BASE_URL, ''), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    const after = await subscriber('hannah@example.test');
    expect(after).toMatchObject({ status: 'unsubscribed', email: 'hannah@example.test' });
    expect(after?.firstName).toBeUndefined();
    // A confirmation link cannot bring an unsubscribed address back; a new subscription can.
    expect((await confirm(tokenFrom(confirmation, '/newsletter/confirm'))).status).toBe(400);
    await subscribe('Hannah', 'hannah@example.test');
    expect(await subscriber('hannah@example.test')).toMatchObject({ status: 'pending' });
  });

  it("keeps the owner's list date and search words on every change: subscribe, confirm, unsubscribe", async () => {
    const email = 'h.wells@example.test';
    const listed = async () => {
      const data = (await subscriber(email))!;
      return { at: (data.listedAt as Timestamp).toMillis(), words: Object.keys(data.searchWords as object).sort() };
    };
    const before = Date.now();
    await subscribe('Hannah', email);
    const pending = await listed();
    expect(pending.at).toBeGreaterThanOrEqual(before - 1_000);
    expect(pending.words).toEqual(
      [
        'exa',
        'exam',
        'examp',
        'exampl',
        'example',
        'han',
        'hann',
        'hanna',
        'hannah',
        'tes',
        'test',
        'wel',
        'well',
        'wells',
      ].sort(),
    );
    await confirm(tokenFrom((await mails())[0]!, '/newsletter/confirm'));
    const confirmed = await listed();
    expect(confirmed.at).toBeGreaterThanOrEqual(pending.at);
    expect(confirmed.words).toEqual(pending.words);

    const welcome = (await mails()).find((mail) => mail.message.text.includes(PRAYER_JOURNAL_PATH))!;
    const oneClick = welcome.headers!['List-Unsubscribe']!.slice(1, -1);
    await api('POST', oneClick.replace(BASE_URL, ''), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const gone = await listed();
    expect(gone.at).toBeGreaterThanOrEqual(confirmed.at);
    // The name went with the subscription, so it no longer finds the address.
    expect(gone.words).toEqual(['exa', 'exam', 'examp', 'exampl', 'example', 'tes', 'test', 'wel', 'well', 'wells']);
  });

  it('refuses an unsubscribe link that is not signed', async () => {
    const answer = await api(
      'POST',
      `/api/newsletter/unsubscribe?token=${Buffer.from('x@y.test').toString('base64url')}..abc`,
    );
    expect(answer.status).toBe(400);
  });
});
