import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/schemas';
import { adminDb, clearFirestore } from '../support/emulators';
import { FUNCTIONS_URL } from '../support/env';
import { api, uniqueIp, withRoomInRateWindow } from '../support/http';
import type { MailDocument } from '../../functions/src/services/mail';
import { COLLECTIONS } from '@/domain/collections';
import { DEMO_ACCOUNTS } from '../../scripts/lib/local-stack';
import { USER_AGENTS } from '../support/user-agents';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

const count = async (collection: string) => (await adminDb.collection(collection).count().get()).data().count;

beforeEach(async () => {
  await clearFirestore();
});

describe('POST /api/newsletter/subscribe', () => {
  // Subscribing, confirming and unsubscribing: tests/api/newsletter.test.ts.
  it('rejects invalid fields with the spec messages and stores nothing', async () => {
    const response = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'H', email: 'not-an-email' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ firstName: MESSAGES.firstNameMin, email: MESSAGES.emailInvalid });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const wrongTypes = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 42, email: ['a@b.c'] },
      clientIp: uniqueIp(),
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.error.fields).toEqual({ firstName: MESSAGES.firstNameMin, email: MESSAGES.emailInvalid });
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
  });

  it('rejects unknown fields, malformed JSON, a wrong content type, a non-object and an oversized body', async () => {
    const unknown = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: 'h@example.test', admin: true },
      clientIp: uniqueIp(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('_');

    const malformed = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      body: '{"firstName": "Hannah",',
      headers: { 'content-type': 'application/json' },
      clientIp: uniqueIp(),
    });
    // The Functions runtime parses JSON before our app runs and answers malformed JSON itself
    // (functions-framework-nodejs issue 686; the emulator even with an HTML stack trace). Our
    // handler never sees the request: a 400 and nothing stored is all that can be asserted here.
    expect(malformed.status).toBe(400);

    const text = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      body: 'firstName=Hannah&email=h@example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      clientIp: uniqueIp(),
    });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Content-Type must be application/json');

    const list = await api<ErrorBody>('POST', '/api/newsletter/subscribe', { json: ['x'], clientIp: uniqueIp() });
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe('Request body must be a JSON object');

    const huge = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: 'h@example.test', padding: 'x'.repeat(150 * 1024) },
      clientIp: uniqueIp(),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('Request body is too large');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
  });

  it('answers a filled honeypot like success without storing', async () => {
    const response = await api<{ alreadySubscribed: boolean }>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Bot', email: 'bot@example.test', website: 'http://spam.test' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(201);
    expect(response.body.alreadySubscribed).toBe(false);
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
    expect(await count(COLLECTIONS.mail)).toBe(0);
  });

  it('limits each client to 5 attempts per window with 429 and Retry-After, other clients unaffected', async () => {
    await withRoomInRateWindow(600);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const ok = await api('POST', '/api/newsletter/subscribe', {
        json: { firstName: 'Hannah', email: `h${i}@example.test` },
        clientIp: ip,
      });
      expect(ok.status).toBe(201);
    }
    const limited = await api<ErrorBody>('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: 'h6@example.test' },
      clientIp: ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Too many requests. Please try again later.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(5);

    const other = await api('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: 'h6@example.test' },
      clientIp: uniqueIp(),
    });
    expect(other.status).toBe(201);
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Ruth', email: 'ruth@example.test', subject: 'A question', message: 'How do I start?' };

  it('stores the message as unread with a server timestamp', async () => {
    const before = Date.now();
    const response = await api<{ id: string }>('POST', '/api/contact', { json: message, clientIp: uniqueIp() });
    expect(response.status).toBe(201);
    expect(response.body.id).toEqual(expect.any(String));
    const doc = await adminDb.collection(COLLECTIONS.contactSubmissions).doc(response.body.id).get();
    expect(doc.data()).toMatchObject({ ...message, status: 'unread' });
    const submittedAt = doc.get('submittedAt').toMillis();
    expect(submittedAt).toBeGreaterThanOrEqual(before - 5000);
    expect(submittedAt).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it("queues the owner's notice in the mail collection, with the message as text and escaped HTML", async () => {
    const marked = { ...message, name: 'Ruth <b>', message: 'Line one\n<script>x</script>' };
    const response = await api<{ id: string }>('POST', '/api/contact', { json: marked, clientIp: uniqueIp() });
    expect(response.status).toBe(201);
    const mail = await adminDb.collection(COLLECTIONS.mail).get();
    expect(mail.size).toBe(1);
    const notice = mail.docs[0]!.data() as MailDocument;
    expect(notice.to).toBe(DEMO_ACCOUNTS.admin.email);
    expect(notice.message.subject).toBe('New contact message from Ruth <b>: A question');
    expect(notice.message.text).toContain('Line one\n<script>x</script>');
    expect(notice.message.html).toContain('Line one\n&lt;script&gt;x&lt;/script&gt;');
    expect(notice.message.html).not.toContain('<script>');
    // Replying reaches the visitor (the Reply-To header as it arrives: tests/unit/mail-message.test.ts).
    expect(notice.replyTo).toBe(message.email);
  });

  it('rejects missing, blank, overlong and unknown fields with field messages', async () => {
    const missing = await api<ErrorBody>('POST', '/api/contact', { json: {}, clientIp: uniqueIp() });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      name: MESSAGES.required,
      email: MESSAGES.emailInvalid,
      subject: MESSAGES.required,
      message: MESSAGES.required,
    });

    const blank = await api<ErrorBody>('POST', '/api/contact', {
      json: { ...message, name: '   ', message: 'x'.repeat(5001) },
      clientIp: uniqueIp(),
    });
    expect(blank.body.error.fields).toEqual({ name: MESSAGES.required, message: 'Must be at most 5000 characters' });

    const unknown = await api<ErrorBody>('POST', '/api/contact', {
      json: { ...message, status: 'replied' },
      clientIp: uniqueIp(),
    });
    expect(unknown.status).toBe(400);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });

  it('drops a filled honeypot silently with 201 {}', async () => {
    const response = await api('POST', '/api/contact', {
      json: { ...message, website: 'spam' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({});
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
    expect(await count(COLLECTIONS.mail)).toBe(0);
  });

  it('rate limits per client on the function URL too', async () => {
    await withRoomInRateWindow(600);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await api('POST', '/api/contact', { json: message, clientIp: ip, baseUrl: FUNCTIONS_URL })).status).toBe(
        201,
      );
    }
    const limited = await api('POST', '/api/contact', { json: message, clientIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(5);
  });
});

describe('POST /api/track-affiliate-click', () => {
  it('appends a click with a server timestamp', async () => {
    const response = await api('POST', '/api/track-affiliate-click', {
      json: { affiliate: 'Christian Mingle', source: 'app-reviews-page' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const clicks = await adminDb.collection(COLLECTIONS.affiliateClicks).get();
    expect(clicks.size).toBe(1);
    expect(clicks.docs[0]!.data()).toMatchObject({ affiliate: 'Christian Mingle', source: 'app-reviews-page' });
    expect(clicks.docs[0]!.get('clickedAt').toDate()).toBeInstanceOf(Date);
  });

  it('flags clicks from crawler user agents as bot clicks when they arrive, and browsers as not', async () => {
    const click = { affiliate: 'eHarmony', source: 'resources-page' };
    for (const userAgent of [USER_AGENTS.chromeLinux, USER_AGENTS.crawler]) {
      const response = await api('POST', '/api/track-affiliate-click', {
        json: click,
        headers: { 'user-agent': userAgent },
        clientIp: uniqueIp(),
      });
      expect(response.status).toBe(201);
    }
    const clicks = await adminDb.collection(COLLECTIONS.affiliateClicks).get();
    const botByAgent = clicks.docs.map((doc) => doc.get('bot')).sort();
    expect(botByAgent).toEqual([false, true]);
  });

  it('rejects an unknown source, a missing affiliate and unknown fields', async () => {
    const response = await api<ErrorBody>('POST', '/api/track-affiliate-click', {
      json: { source: 'home-page' },
      clientIp: uniqueIp(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      affiliate: MESSAGES.required,
      source: 'Source must be one of: app-reviews-page, resources-page',
    });
    const unknown = await api('POST', '/api/track-affiliate-click', {
      json: { affiliate: 'X', source: 'resources-page', extra: 1 },
      clientIp: uniqueIp(),
    });
    expect(unknown.status).toBe(400);
    expect(await count(COLLECTIONS.affiliateClicks)).toBe(0);
  });

  it('ignores a filled honeypot and rate limits at 30 clicks a minute per client', { timeout: 60_000 }, async () => {
    // 31 requests must fall in one 60 s window; on a loaded machine they take several seconds.
    await withRoomInRateWindow(60, 25_000);
    const bot = await api('POST', '/api/track-affiliate-click', {
      json: { affiliate: 'X', source: 'resources-page', website: 'x' },
      clientIp: uniqueIp(),
    });
    expect(bot.status).toBe(201);
    expect(await count(COLLECTIONS.affiliateClicks)).toBe(0);

    const ip = uniqueIp();
    const results = [];
    for (let i = 0; i < 31; i += 1) {
      results.push(
        await api('POST', '/api/track-affiliate-click', {
          json: { affiliate: 'X', source: 'resources-page' },
          clientIp: ip,
        }),
      );
    }
    expect(results.slice(0, 30).every((r) => r.status === 201)).toBe(true);
    expect(results[30]!.status).toBe(429);
    expect(Number(results[30]!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await count(COLLECTIONS.affiliateClicks)).toBe(30);
  });
});
