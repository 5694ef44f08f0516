// A reader's page view, through Hosting as the page's beacon sends it (src/lib/page-view-beacon.ts):
// counted into the day's document with nothing about the reader (functions/src/services/page-views.ts);
// not counted for a crawler, under Do Not Track or Global Privacy Control, or for a path that is no page.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { adminDb, clearFirestore } from '../support/emulators';
import { api, uniqueIp, withRoomInRateWindow } from '../support/http';
import { seedPost } from '../support/seed';
import { USER_AGENTS } from '../support/user-agents';

const ARTICLE = ROUTES.article('what-biblical-dating-really-looks-like');

/** A beacon as the page posts it (src/lib/page-view-beacon.ts): a string, so text/plain. */
const beacon = (path: string, referrer: string, headers: Record<string, string>, clientIp = uniqueIp()) =>
  api('POST', PAGE_VIEWS_PATH, {
    body: JSON.stringify({ path, referrer }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    clientIp,
  });

/** Every day's document (a test may straddle midnight UTC). */
const stored = async () => (await adminDb.collection(COLLECTIONS.pageViews).get()).docs.map((doc) => doc.data());
const totalViews = async () => (await stored()).reduce((sum, day) => sum + (day.views as number), 0);

/**
 * The day's counts once `views` are written. The route decides before it answers, so by then every
 * view is counted or not; the test stack writes them a quarter second later (PAGE_VIEWS_FLUSH_MS), and
 * a second more shows no view still to come.
 */
async function countsOnceWritten(views: number) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await totalViews()) < views) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1_000));
  return stored();
}

beforeEach(async () => {
  await clearFirestore();
  // Only a page that exists is counted: the article's post holds its slug.
  await seedPost({ slug: 'what-biblical-dating-really-looks-like' });
});

describe(`POST ${PAGE_VIEWS_PATH}`, () => {
  it("counts a reader's views by page, referrer host and device in the day's one document, and nothing about them", async () => {
    const readerIp = uniqueIp();
    const notCounted = await Promise.all([
      beacon(ARTICLE, 'google.com', { 'user-agent': USER_AGENTS.crawler }),
      beacon(ARTICLE, 'google.com', { 'user-agent': USER_AGENTS.phone, dnt: '1' }),
      beacon(ARTICLE, 'google.com', { 'user-agent': USER_AGENTS.phone, 'sec-gpc': '1' }),
      beacon('/no-such-page', '', { 'user-agent': USER_AGENTS.phone }),
      // An article's path no post holds.
      beacon(ROUTES.article('made-up-article'), '', { 'user-agent': USER_AGENTS.phone }),
      beacon(ROUTES.dashboard, '', { 'user-agent': USER_AGENTS.phone }),
    ]);
    const counted = await Promise.all([
      beacon(ARTICLE, 'google.com', { 'user-agent': USER_AGENTS.phone, cookie: '__session=member-session' }, readerIp),
      beacon(ARTICLE, 'google.com', { 'user-agent': USER_AGENTS.phone }),
      beacon(ROUTES.home, '', { 'user-agent': USER_AGENTS.desktop }),
    ]);
    // A beacon's answer is never read: every one is 204, counted or not.
    expect([...notCounted, ...counted].map((response) => response.status)).toEqual(Array(9).fill(204));

    const days = await countsOnceWritten(3);
    expect(days).toHaveLength(1);
    const [day] = days;
    expect(Object.keys(day!).sort()).toEqual(['day', 'devices', 'expiresAt', 'pages', 'referrers', 'views']);
    expect(day).toMatchObject({
      views: 3,
      pages: { [ARTICLE]: 2, [ROUTES.home]: 1 },
      referrers: { 'google.com': 2, '(none)': 1 },
      devices: { phone: 2, desktop: 1 },
    });
    const text = JSON.stringify(day);
    for (const personal of [readerIp, 'Pixel', 'Firefox', 'member-session']) expect(text).not.toContain(personal);
  });

  it('refuses a referrer that is more than a host, a body past its size or of another type, and counts none', async () => {
    const full = await beacon(ARTICLE, 'https://www.google.com/search?q=name', { 'user-agent': USER_AGENTS.phone });
    expect(full.status).toBe(400);
    const form = await api('POST', PAGE_VIEWS_PATH, {
      body: `path=${encodeURIComponent(ARTICLE)}&referrer=`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': USER_AGENTS.phone },
      clientIp: uniqueIp(),
    });
    expect(form.status).toBe(415);
    const large = await api('POST', PAGE_VIEWS_PATH, {
      json: { path: `/${'a'.repeat(2_000)}`, referrer: '' },
      headers: { 'user-agent': USER_AGENTS.phone },
      clientIp: uniqueIp(),
    });
    expect(large.status).toBe(413);
    await beacon(ROUTES.faq, '', { 'user-agent': USER_AGENTS.phone });
    const [day] = await countsOnceWritten(1);
    expect(day).toMatchObject({ views: 1, pages: { [ROUTES.faq]: 1 } });
  });

  it("counts a page load's Web Vitals into the day's histograms, beside its views, and nothing about the reader", async () => {
    const vitals = (body: unknown, headers: Record<string, string>) =>
      api('POST', PAGE_VIEWS_PATH, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        clientIp: uniqueIp(),
      });
    const answers = await Promise.all([
      vitals({ path: ARTICLE, vitals: { LCP: 1234.5, INP: 88, CLS: 0.03 } }, { 'user-agent': USER_AGENTS.phone }),
      vitals({ path: ARTICLE, vitals: { LCP: 3100 } }, { 'user-agent': USER_AGENTS.phone }),
      vitals({ path: ARTICLE, vitals: { LCP: 700 } }, { 'user-agent': USER_AGENTS.desktop }),
      vitals({ path: ARTICLE, vitals: { LCP: 700 } }, { 'user-agent': USER_AGENTS.crawler }),
      vitals({ path: ARTICLE, vitals: { LCP: 700 } }, { 'user-agent': USER_AGENTS.phone, 'sec-gpc': '1' }),
      beacon(ARTICLE, '', { 'user-agent': USER_AGENTS.phone }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(204));
    const refused = await vitals({ path: ARTICLE, vitals: { LCP: -5 } }, { 'user-agent': USER_AGENTS.phone });
    expect(refused.status).toBe(400);

    await countsOnceWritten(1);
    const days = (await adminDb.collection(COLLECTIONS.webVitals).get()).docs.map((doc) => doc.data());
    expect(days).toHaveLength(1);
    expect(Object.keys(days[0]!).sort()).toEqual(['day', 'expiresAt', 'pages', 'site']);
    const histograms = {
      phone: { LCP: { '1500': 1, '4000': 1 }, INP: { '100': 1 }, CLS: { '0.05': 1 } },
      desktop: { LCP: { '1000': 1 } },
    };
    expect(days[0]!.pages).toEqual({ [ARTICLE]: histograms });
    // One page measured: the site's histograms are its.
    expect(days[0]!.site).toEqual(histograms);
    expect(JSON.stringify(days[0])).not.toContain('1234.5');
  });

  it('limits one client to 60 beacons a minute, answering 429 past them', async () => {
    await withRoomInRateWindow(60, 15_000);
    const client = uniqueIp();
    const answers = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await beacon(ROUTES.blog, '', { 'user-agent': USER_AGENTS.phone }, client)).status);
    expect(answers.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(answers[60]).toBe(429);
    // Another reader is counted still.
    expect((await beacon(ROUTES.blog, '', { 'user-agent': USER_AGENTS.phone })).status).toBe(204);
    const [day] = await countsOnceWritten(61);
    expect(day).toMatchObject({ views: 61 });
  });
});
