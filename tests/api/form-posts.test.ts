// The newsletter and contact forms as a browser sends them itself (before the page's scripts run,
// or without them): form-encoded, to the page the form is on, through Hosting to the pages
// function (functions/src/routes/form-posts.ts). Stored as the JSON API stores them, and answered
// with the page showing the outcome.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { ROUTES } from '@/domain/routes';
import { MESSAGES } from '@/domain/schemas';
import { adminDb, clearFirestore } from '../support/emulators';
import { api, uniqueIp, withRoomInRateWindow, type ApiOptions } from '../support/http';

const count = async (collection: string) => (await adminDb.collection(collection).count().get()).data().count;

/** A form post as the browser sends it from the site's own page (Origin and Sec-Fetch-Site). */
function postForm(path: string, fields: Record<string, string>, options: ApiOptions = {}) {
  return api('POST', path, {
    body: new URLSearchParams(fields).toString(),
    clientIp: uniqueIp(),
    ...options,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    },
  });
}

const signup = (email: string) => ({ form: 'newsletter', firstName: 'Hannah', email, website: '' });
const message = {
  form: 'contact',
  name: 'Ruth',
  email: 'ruth@example.test',
  subject: 'A question',
  message: 'How do I start?',
  website: '',
};

/** The text inside the page's root, tags dropped. */
const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    // What a reader sees: React writes an apostrophe as &#x27;.
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * A stored post's answer: 303 to the same page showing the success at the form, never cached, so a
 * reload asks for that page and sends nothing again. Returns the page the browser then shows.
 */
async function followSent(
  response: Awaited<ReturnType<typeof postForm>>,
  path: string,
  form: 'newsletter' | 'contact',
) {
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const location = response.headers.get('location')!;
  expect(location).toBe(`${path}?sent=${form}#${form === 'contact' ? 'contact-form' : 'newsletter'}`);
  const page = await api('GET', location.split('#')[0]!, { clientIp: uniqueIp() });
  expect(page.status).toBe(200);
  return page;
}

beforeEach(async () => {
  await clearFirestore();
});

describe('the newsletter form, posted', () => {
  it('subscribes (double opt-in) and answers the page with the success text, never cached', async () => {
    const response = await followSent(
      await postForm(ROUTES.home, signup('Hannah@Example.test')),
      ROUTES.home,
      'newsletter',
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(pageText(response.text)).toContain(
      'Successfully subscribed! 🎉 Check your email for your free prayer journal download link.',
    );
    // The same page, in the site's layout.
    expect(response.text).toContain('<header class="fm-header');

    // As POST /api/newsletter/subscribe stores it: pending, normalised, one confirmation email.
    const viaApi = await api('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Hannah', email: 'api@example.test' },
      clientIp: uniqueIp(),
    });
    expect(viaApi.status).toBe(201);
    const posted = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('hannah@example.test').get();
    const fromApi = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('api@example.test').get();
    expect(posted.get('status')).toBe('pending');
    expect(Object.keys(posted.data()!).sort()).toEqual(Object.keys(fromApi.data()!).sort());
    const mail = await adminDb.collection(COLLECTIONS.mail).where('to', '==', 'hannah@example.test').get();
    expect(mail.size).toBe(1);
  });

  it('is taken on Resources too, the other page the form is on', async () => {
    const response = await followSent(
      await postForm(ROUTES.resources, signup('ruth@example.test')),
      ROUTES.resources,
      'newsletter',
    );
    expect(pageText(response.text)).toContain('Successfully subscribed!');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(1);
  });

  it('answers invalid fields with 400 and the page showing each message beside what was typed, escaped', async () => {
    const response = await postForm(ROUTES.home, {
      form: 'newsletter',
      firstName: 'H',
      email: '"><script>alert(1)</script>',
      website: '',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = pageText(response.text);
    expect(text).toContain(MESSAGES.firstNameMin);
    expect(text).toContain(MESSAGES.emailInvalid);
    expect(response.text).toContain('value="H"');
    expect(response.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(response.text).not.toContain('"><script>alert(1)');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const posted = await postForm(ROUTES.home, { ...signup('bot@example.test'), website: 'http://spam.test' });
    const response = await followSent(posted, ROUTES.home, 'newsletter');
    expect(pageText(response.text)).toContain('Successfully subscribed!');
    expect(response.text).not.toContain('spam.test');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);
    expect(await count(COLLECTIONS.mail)).toBe(0);
  });

  it("shares the API's allowance: past 5 a client's post is answered 429 with the reason, keeping what was typed", async () => {
    await withRoomInRateWindow(600);
    const client = uniqueIp();
    for (let i = 0; i < 4; i += 1) {
      const ok = await api('POST', '/api/newsletter/subscribe', {
        json: { firstName: 'Hannah', email: `h${i}@example.test` },
        clientIp: client,
      });
      expect(ok.status).toBe(201);
    }
    expect((await postForm(ROUTES.home, signup('h4@example.test'), { clientIp: client })).status).toBe(303);
    const limited = await postForm(ROUTES.home, signup('h5@example.test'), { clientIp: client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(pageText(limited.text)).toContain('Subscription failed Too many requests. Please try again later.');
    expect(limited.text).toContain('value="h5@example.test"');
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(5);
  });
});

describe('the contact form, posted', () => {
  it('stores the message as the API does and answers the page with the success text', async () => {
    const response = await followSent(await postForm(ROUTES.contact, message), ROUTES.contact, 'contact');
    expect(pageText(response.text)).toContain("Message sent successfully! We'll get back to you within 24-48 hours.");

    const { form: _form, website: _website, ...fields } = message;
    const viaApi = await api<{ id: string }>('POST', '/api/contact', {
      json: { ...fields, email: 'api@example.test' },
      clientIp: uniqueIp(),
    });
    expect(viaApi.status).toBe(201);
    const stored = await adminDb.collection(COLLECTIONS.contactSubmissions).where('email', '==', message.email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({ ...fields, status: 'unread' });
    const fromApi = await adminDb.collection(COLLECTIONS.contactSubmissions).doc(viaApi.body.id).get();
    expect(Object.keys(stored.docs[0]!.data()).sort()).toEqual(Object.keys(fromApi.data()!).sort());
    // The owner's notice, as for the API: two messages, two notices.
    expect(await count(COLLECTIONS.mail)).toBe(2);
  });

  it('answers missing and invalid fields with 400, each message beside its field, the typed text kept and escaped', async () => {
    const response = await postForm(ROUTES.contact, {
      ...message,
      name: '<b>Ruth</b>',
      email: 'ruth@example',
      message: '   ',
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('value="&lt;b&gt;Ruth&lt;/b&gt;"');
    expect(response.text).not.toContain('<b>Ruth</b>');
    expect(response.text).toMatch(/id="contact-email-error">Please enter a valid email address</);
    expect(response.text).toMatch(/id="contact-message-error">Required</);
    expect(response.text).toMatch(/id="contact-subject-error"><\/div>/);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const posted = await postForm(ROUTES.contact, { ...message, website: 'http://spam.test' });
    const response = await followSent(posted, ROUTES.contact, 'contact');
    expect(pageText(response.text)).toContain('Message sent successfully!');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });

  it("limits a client to the API's 5 a window, then answers 429 with the reason", async () => {
    await withRoomInRateWindow(600);
    const client = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm(ROUTES.contact, { ...message, subject: `Try ${i}` }, { clientIp: client })).status).toBe(
        303,
      );
    }
    const limited = await postForm(ROUTES.contact, { ...message, subject: 'One more' }, { clientIp: client });
    expect(limited.status).toBe(429);
    expect(pageText(limited.text)).toContain('Error sending message Too many requests. Please try again later.');
    expect(limited.text).toContain('value="One more"');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(5);
  });
});

describe('what a form post must come with', () => {
  it('refuses a post from another site (403) and stores nothing; the site’s own Origin alone is enough', async () => {
    const foreign = await postForm(ROUTES.contact, message, {
      origin: 'https://evil.example',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await postForm(ROUTES.home, signup('x@example.test'), {
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
    expect(await count(COLLECTIONS.newsletterSubscribers)).toBe(0);

    // An older browser without Fetch Metadata still sends its Origin.
    const originOnly = await api('POST', ROUTES.contact, {
      body: new URLSearchParams(message).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      clientIp: uniqueIp(),
    });
    expect(originOnly.status).toBe(303);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(1);
  });

  it('a reload of the answer to a stored post sends nothing again: the page it shows is a GET', async () => {
    const posted = await postForm(ROUTES.contact, message);
    const location = posted.headers.get('location')!;
    for (let reload = 0; reload < 2; reload += 1) {
      const page = await api('GET', location.split('#')[0]!, { clientIp: uniqueIp() });
      expect(pageText(page.text)).toContain('Message sent successfully!');
    }
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(1);
    expect(await count(COLLECTIONS.mail)).toBe(1);
    // The success shows only for a form of that page.
    const elsewhere = await api('GET', `${ROUTES.faq}?sent=contact`, { clientIp: uniqueIp() });
    expect(pageText(elsewhere.text)).not.toContain('Message sent successfully!');
  });

  it('never takes a form as a GET (the message in the address): the page is only shown', async () => {
    const query = new URLSearchParams(message).toString();
    const response = await api('GET', `${ROUTES.contact}?${query}`, { clientIp: uniqueIp() });
    expect(response.status).toBe(200);
    expect(pageText(response.text)).not.toContain('Message sent successfully!');
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });

  it('takes a form only on a page it is on, and only form-encoded (405 otherwise)', async () => {
    expect((await postForm(ROUTES.faq, message)).status).toBe(405);
    expect((await postForm(ROUTES.home, message)).status).toBe(405);
    expect((await postForm(ROUTES.contact, { ...message, form: 'other' })).status).toBe(405);
    const json = await api('POST', ROUTES.contact, { json: message, clientIp: uniqueIp() });
    expect(json.status).toBe(405);
    expect(await count(COLLECTIONS.contactSubmissions)).toBe(0);
  });
});
