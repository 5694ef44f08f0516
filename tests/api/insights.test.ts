// The owner's Insights through Hosting on the emulators: conversions credited to the page the reader
// pressed on (the request's Referer), with page views, summed by GET /api/admin/insights
// (functions/src/services/insights.ts). A crawler's click and a signup under Global Privacy Control
// are stored as ever and credited to no page.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { daysBetween, lastDays, type SiteInsights } from '@/domain/insights';
import type { SiteWebVitals } from '@/domain/web-vitals';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, SITE_ORIGIN, uniqueIp } from '../support/http';
import { seedAppReview, seedPost } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';
import { USER_AGENTS } from '../support/user-agents';
import { linkInMail, readerAddress } from '../support/newsletter-mail';

const ARTICLE = ROUTES.article('first-dates-with-purpose');
const reader = (page: string, more: Record<string, string> = {}) => ({
  'user-agent': USER_AGENTS.phone,
  referer: `${SITE_ORIGIN}${page}`,
  ...more,
});

let adminCookie: string;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  adminCookie = await sessionCookieFor(await createUser({ admin: true }));
});

/** Follows the confirmation link mailed to `email`, as the reader's press on its page does. */
async function confirmFromMail(email: string) {
  const link = new URL(await linkInMail(email, ROUTES.newsletterConfirm), SITE_ORIGIN);
  const token = link.searchParams.get('token')!;
  const answer = await api('POST', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
    clientIp: uniqueIp(),
  });
  expect(answer.status).toBe(200);
}

const insights = (from: string, to: string, cookie = adminCookie) =>
  api<SiteInsights>('GET', `/api/admin/insights?from=${from}&to=${to}`, { cookie });

describe('GET /api/admin/insights', () => {
  it("credits each conversion to the page it started on, beside the pages' views", async () => {
    const ruth = readerAddress('ruth');
    const gpc = readerAddress('gpc');
    await seedPost({ slug: 'first-dates-with-purpose', title: 'First Dates With Purpose' });
    const app = await seedAppReview({ name: 'Upward' });
    // An article's own affiliate link (`/go/{id}` in its Markdown), followed by a reader and a crawler.
    const click = await api('GET', `/go/${app.id}`, { headers: reader(ARTICLE), clientIp: uniqueIp() });
    expect(click.status).toBe(302);
    await api('GET', `/go/${app.id}`, {
      headers: { ...reader(ARTICLE), 'user-agent': USER_AGENTS.crawler },
      clientIp: uniqueIp(),
    });
    const signup = (email: string, headers: Record<string, string>) =>
      api('POST', '/api/newsletter/subscribe', { json: { firstName: 'Ruth', email }, headers, clientIp: uniqueIp() });
    expect((await signup(ruth, reader(ARTICLE))).status).toBe(201);
    expect((await signup(gpc, reader(ARTICLE, { 'sec-gpc': '1' }))).status).toBe(201);
    // The same address again is no new signup.
    expect((await signup(ruth, reader(ARTICLE))).status).toBe(201);
    // A signup counts once confirmed, for the page it started on, whoever follows the link (and once).
    await confirmFromMail(ruth);
    await confirmFromMail(ruth);
    await confirmFromMail(gpc);
    // The contact form posted without scripts, from its own page.
    const posted = await api('POST', ROUTES.contact, {
      body: new URLSearchParams({
        form: 'contact',
        name: 'Ruth',
        email: ruth,
        subject: 'A question',
        message: 'How do I start?',
        website: '',
      }).toString(),
      headers: {
        ...reader(ROUTES.contact),
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      clientIp: uniqueIp(),
    });
    expect(posted.status).toBe(303);
    for (const path of [ARTICLE, ARTICLE, ROUTES.contact]) {
      await api('POST', PAGE_VIEWS_PATH, {
        body: JSON.stringify({ path, referrer: '' }),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENTS.phone },
        clientIp: uniqueIp(),
      });
    }

    const today = utcDay(Date.now());
    const deadline = Date.now() + 15_000;
    let answer = await insights(today, today);
    while (Date.now() < deadline && answer.body.totals.views < 3) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await insights(today, today);
    }
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.totals).toMatchObject({ views: 3, clicks: 1, signups: 1, contacts: 1 });
    expect(answer.body.pages).toEqual([
      { path: ARTICLE, title: 'First Dates With Purpose', views: 2, clicks: 1, signups: 1, contacts: 0 },
      { path: ROUTES.contact, title: expect.any(String), views: 1, clicks: 0, signups: 0, contacts: 1 },
    ]);
    expect(answer.body.affiliates).toEqual([{ name: 'Upward', count: 1 }]);
    // Both clicks and both new addresses are stored as before; only the credit is left out.
    expect((await adminDb.collection(COLLECTIONS.affiliateClicks).get()).size).toBe(2);
    expect((await adminDb.collection(COLLECTIONS.newsletterSubscribers).get()).size).toBe(2);
  });

  it('is for the owner alone, and refuses a range that is not two days in order within 400 days', async () => {
    const today = utcDay(Date.now());
    expect((await insights(today, today, '')).status).toBe(401);
    const member = await sessionCookieFor(await createUser());
    expect((await insights(today, today, member)).status).toBe(403);
    const backwards = await insights(today, '2020-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('The range must start before it ends');
    expect((await insights('2020-01-01', today)).text).toContain('Choose at most 400 days');
    expect((await insights('yesterday', today)).text).toContain('Use a day written YYYY-MM-DD');
  });

  it("reads real readers' Web Vitals for at most 28 days, each read page's and the site's, for the owner alone", async () => {
    await seedPost({ slug: 'first-dates-with-purpose', title: 'First Dates With Purpose' });
    // A draft's page is counted (its slug is a post's), for the site alone: readers cannot reach it.
    await seedPost({ slug: 'not-published-yet', status: 'draft' });
    const beacon = (body: unknown) =>
      api('POST', PAGE_VIEWS_PATH, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENTS.phone },
        clientIp: uniqueIp(),
      });
    // Each page load's view, then its vitals, as the browser sends them; an unpublished article's
    // count for the site alone.
    const answers = await Promise.all([
      beacon({ path: ARTICLE, referrer: '' }),
      beacon({ path: ARTICLE, referrer: '' }),
      beacon({ path: ROUTES.home, referrer: '' }),
      beacon({ path: ARTICLE, vitals: { LCP: 1800, CLS: 0.02 } }),
      beacon({ path: ARTICLE, vitals: { LCP: 2300, INP: 120 } }),
      beacon({ path: ROUTES.home, vitals: { LCP: 900 } }),
      beacon({ path: ROUTES.article('not-published-yet'), vitals: { LCP: 5000 } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(204));
    const today = utcDay(Date.now());
    const read = (from: string, cookie = adminCookie) =>
      api<SiteWebVitals>('GET', `/api/admin/web-vitals?from=${from}&to=${today}`, { cookie });
    const last28 = lastDays(28).from;
    let answer = await read(last28);
    const deadline = Date.now() + 15_000;
    // Each API worker writes what it gathered a quarter second later (TEST_STACK_SETTINGS).
    const allWritten = (vitals: SiteWebVitals) =>
      (vitals.site[0]?.loads ?? 0) >= 4 &&
      [ARTICLE, ROUTES.home].every((path) => vitals.pages.some((row) => row.path === path));
    while (Date.now() < deadline && !allWritten(answer.body)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await read(last28);
    }
    expect(answer.status).toBe(200);
    expect(answer.body.site.find((row) => row.device === 'phone')).toMatchObject({
      title: 'Whole site',
      loads: 4,
      LCP: { p75: 2500, rating: 'good', samples: 4 },
    });
    expect(answer.body.pages.find((row) => row.path === ROUTES.home && row.device === 'phone')).toMatchObject({
      loads: 1,
      LCP: { p75: 1000, rating: 'good', samples: 1 },
    });
    expect(answer.body.pages.some((row) => row.path === ROUTES.article('not-published-yet'))).toBe(false);
    expect(answer.body.pages.find((row) => row.path === ARTICLE && row.device === 'all')).toMatchObject({
      title: 'First Dates With Purpose',
      loads: 2,
      INP: { p75: 150, rating: 'good', samples: 1 },
    });
    expect((await read(lastDays(29).from)).text).toContain('Choose at most 28 days');
    expect((await read(last28, '')).status).toBe(401);
  });

  it('keeps the sums of closed spans of days, and sums a span again when one of its days changed', async () => {
    await seedPost({ slug: 'first-dates-with-purpose', title: 'First Dates With Purpose' });
    const range = lastDays(28);
    // Every day of the range but today, as flushes wrote them: 2 views of the article on each.
    const closedDays = daysBetween(range.from, range.to).slice(0, -1);
    const dayDoc = (day: string, views: number) => ({
      day,
      views,
      pages: { [ARTICLE]: views },
      referrers: { '(none)': views },
      devices: { phone: views },
    });
    await Promise.all(closedDays.map((day) => adminDb.collection(COLLECTIONS.pageViews).doc(day).set(dayDoc(day, 2))));
    const read = async () => {
      const answer = await insights(range.from, range.to);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const first = await read();
    expect(first.totals.views).toBe(2 * closedDays.length);
    expect(first.pages).toEqual([expect.objectContaining({ path: ARTICLE, views: 2 * closedDays.length })]);

    // The read kept its spans: a few documents, together every closed day, each naming its days' versions.
    const kept = await adminDb.collection(COLLECTIONS.pageViewSpans).get();
    expect(kept.size).toBeGreaterThan(1);
    expect(kept.size).toBeLessThanOrEqual(7);
    const summedDays = kept.docs.flatMap((doc) => Object.keys(doc.get('sources') as Record<string, string>));
    expect(summedDays.length).toBeGreaterThanOrEqual(closedDays.length - 2);
    expect(new Set(summedDays).size).toBe(summedDays.length);
    expect(await read()).toEqual(first);

    // The next read takes its sums from the kept spans (seen here by changing one by hand)...
    const largest = kept.docs.reduce((a, b) =>
      (a.get('days') as unknown[]).length >= (b.get('days') as unknown[]).length ? a : b,
    );
    await largest.ref.update({ [`pages`]: { [ARTICLE]: 1_000 } });
    expect((await read()).pages[0]!.views).toBe(2 * closedDays.length - 2 * largest.get('days').length + 1_000);

    // ...until a day it summed is written again (a conversion, a late flush, a restore): then that
    // span is summed from its days once more.
    const changed = Object.keys(largest.get('sources') as Record<string, string>)[0]!;
    await adminDb.collection(COLLECTIONS.pageViews).doc(changed).set(dayDoc(changed, 5));
    const after = await read();
    expect(after.totals.views).toBe(2 * closedDays.length + 3);
    expect(after.pages[0]!.views).toBe(2 * closedDays.length + 3);
    expect(after.days.find((row) => row.day === changed)!.views).toBe(5);
  });
});
