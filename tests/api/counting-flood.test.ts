// A flood of forged beacons, as once filled a day's counting document and stopped the business's
// writes with it: 6,000 from as many made-up readers, each for a made-up article, each naming a
// 250-character referring site. The api's app runs in this process with the stack's Firestore, its
// per-instance ceiling lifted so that every beacon reaches the counting (the ceiling is checked
// apart). Then a real reader's view is counted, a message, a signup and a click started on an
// article are stored and credited, no made-up path reaches the owner's Insights, and the day's
// document stays small (functions/src/services/counting-bounds.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import type { SiteInsights } from '@/domain/insights';
import { OTHER_REFERRERS, PAGE_VIEWS_PATH, REFERRERS_PER_DAY_MAX } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { config } from '../../functions/src/config';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, SITE_ORIGIN, uniqueIp } from '../support/http';
import { startInProcessApi, type InProcessApi } from '../support/in-process';
import { seedAppReview, seedPost } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';
import { USER_AGENTS } from '../support/user-agents';
import { linkInMail, readerAddress } from '../support/newsletter-mail';

const FORGED = 6_000;
const AT_ONCE = 50;
const ARTICLE = ROUTES.article('flood-proof');
const fromTheArticle = { 'user-agent': USER_AGENTS.phone, referer: `${SITE_ORIGIN}${ARTICLE}` };

let app: InProcessApi;

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  api('POST', PAGE_VIEWS_PATH, {
    baseUrl: app.baseUrl,
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENTS.phone, ...headers },
    clientIp: uniqueIp(),
  });

/** A reader's post to the API from the article. */
const startedOnTheArticle = <T = unknown>(path: string, json: unknown) =>
  api<T>('POST', path, { baseUrl: app.baseUrl, json, headers: fromTheArticle, clientIp: uniqueIp() });

/** The 250-character host of the forged beacon `i`, as long as a host may be, and unique. */
const forgedHost = (i: number) =>
  `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${String(i).padStart(5, '0')}${'d'.repeat(54)}.example`;

describe('a flood of forged beacons', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    await seedPost({ slug: 'flood-proof', title: 'Flood Proof' });
    app = await startInProcessApi({
      config: { pageViews: { ...config.pageViews, perInstance: { max: 1_000_000, windowMs: 60_000 } } },
    });
  });

  afterAll(() => app.close());

  it('leaves counting bounded and the business untouched', async () => {
    expect(forgedHost(0)).toHaveLength(250);
    const statuses = new Map<number, number>();
    for (let sent = 0; sent < FORGED; sent += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, k) =>
          beacon({ path: ROUTES.article(`made-up-${sent + k}`), referrer: forgedHost(sent + k) }),
        ),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Every forged beacon is answered as a real one is: nothing tells the sender it was not counted.
    expect(Object.fromEntries(statuses)).toEqual({ 204: FORGED });

    // A real reader, after it.
    expect((await beacon({ path: ARTICLE, referrer: 'google.com' })).status).toBe(204);
    // A message, a signup and a click started on the article.
    const appId = (await seedAppReview({ name: 'Upward' })).id;
    const reader = readerAddress('ruth');
    const message = await startedOnTheArticle<{ id: string }>('/api/contact', {
      name: 'Ruth',
      email: 'ruth@example.test',
      subject: 'After the flood',
      message: 'Still here?',
    });
    expect(message.status).toBe(201);
    expect((await startedOnTheArticle('/api/newsletter/subscribe', { firstName: 'Ruth', email: reader })).status).toBe(
      201,
    );
    // A signup counts once confirmed: the reader follows the mailed link.
    const link = new URL(await linkInMail(reader, ROUTES.newsletterConfirm), SITE_ORIGIN);
    const token = encodeURIComponent(link.searchParams.get('token')!);
    const confirmed = await api('POST', `/api/newsletter/confirm?token=${token}`, {
      baseUrl: app.baseUrl,
      clientIp: uniqueIp(),
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await startedOnTheArticle('/api/track-affiliate-click', { affiliate: 'Upward', source: 'app-reviews-page' }))
        .status,
    ).toBe(201);
    expect(appId).toBeTruthy();
    expect((await adminDb.collection(COLLECTIONS.contactSubmissions).doc(message.body.id).get()).exists).toBe(true);
    expect((await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc(reader).get()).exists).toBe(true);
    expect((await adminDb.collection(COLLECTIONS.affiliateClicks).get()).size).toBe(1);

    // The day's counts, once written.
    const dayRef = adminDb.collection(COLLECTIONS.pageViews).doc(utcDay(Date.now()));
    const deadline = Date.now() + 15_000;
    let day = (await dayRef.get()).data();
    while (Date.now() < deadline && (day?.pages?.[ARTICLE] ?? 0) < 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      day = (await dayRef.get()).data();
    }
    expect(day?.pages).toEqual({ [ARTICLE]: 1 });
    expect(day?.views).toBe(1);
    expect(day?.referrers).toEqual({ 'google.com': 1 });
    expect(day?.contacts).toEqual({ [ARTICLE]: 1 });
    expect(day?.signups).toEqual({ [ARTICLE]: 1 });
    expect(day?.clicks).toEqual({ [ARTICLE]: 1 });
    expect(day?.affiliates).toEqual({ Upward: 1 });
    expect(JSON.stringify(day).length).toBeLessThan(10_000);

    // The owner's Insights name the article alone.
    const owner = await sessionCookieFor(await createUser({ admin: true }));
    const today = utcDay(Date.now());
    const insights = await api<SiteInsights>('GET', `/api/admin/insights?from=${today}&to=${today}`, {
      baseUrl: app.baseUrl,
      cookie: owner,
    });
    expect(insights.status).toBe(200);
    expect(JSON.stringify(insights.body)).not.toContain('made-up-');
    expect(JSON.stringify(insights.body)).toContain(ARTICLE);
  }, 180_000);

  it('names at most the day’s most referring sites, the rest as one', async () => {
    const dayRef = adminDb.collection(COLLECTIONS.pageViews).doc(utcDay(Date.now()));
    const referrersNow = async () => ((await dayRef.get()).get('referrers') ?? {}) as Record<string, number>;
    const before = Object.values(await referrersNow()).reduce((sum, n) => sum + n, 0);
    const sites = REFERRERS_PER_DAY_MAX + 50;
    for (let sent = 0; sent < sites; sent += AT_ONCE)
      await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, sites - sent) }, (_, k) =>
          beacon({ path: ROUTES.faq, referrer: `site${sent + k}.example` }),
        ),
      );
    const deadline = Date.now() + 15_000;
    let referrers = await referrersNow();
    const total = () => Object.values(referrers).reduce((sum, n) => sum + n, 0);
    while (Date.now() < deadline && total() < before + sites) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      referrers = await referrersNow();
    }
    expect(total()).toBe(before + sites);
    expect(Object.keys(referrers).length).toBeLessThanOrEqual(REFERRERS_PER_DAY_MAX + 1);
    expect(referrers[OTHER_REFERRERS]).toBeGreaterThanOrEqual(sites - REFERRERS_PER_DAY_MAX);
  });

  it('answers 429 past the instance’s ceiling, whoever sends the beacons', async () => {
    const ceiling = await startInProcessApi({
      config: { pageViews: { ...config.pageViews, perInstance: { max: 5, windowMs: 60_000 } } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const answer = await api('POST', PAGE_VIEWS_PATH, {
          baseUrl: ceiling.baseUrl,
          body: JSON.stringify({ path: ROUTES.home, referrer: '' }),
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENTS.phone },
          clientIp: uniqueIp(),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    } finally {
      await ceiling.close();
    }
  });
});
