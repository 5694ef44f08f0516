// Counting never stops the business: with today's counting document unable to take one more byte
// (Firestore's 1 MiB, as forged beacons once filled it, or an honest site with many pages), a
// contact message, a newsletter signup and an affiliate click started on an article are all stored
// and answered as ever, through the JSON API, the forms posted without scripts and the tracking
// redirect; only their credit to the article is lost (functions/src/services/insights.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { adminDb, clearAuth, clearFirestore } from '../support/emulators';
import { api, SITE_ORIGIN, uniqueIp } from '../support/http';
import { seedAppReview, seedPost } from '../support/seed';
import { USER_AGENTS } from '../support/user-agents';

const ARTICLE = ROUTES.article('counting-apart');
const fromTheArticle = { 'user-agent': USER_AGENTS.phone, referer: `${SITE_ORIGIN}${ARTICLE}` };

/**
 * Grows `ref` with filler fields, halving the size of the next one each time a write is refused,
 * until it is a few bytes short of Firestore's limit: no new field fits any more.
 */
async function fillToTheLimit(ref: DocumentReference): Promise<void> {
  await ref.set({ day: ref.id, views: 1 });
  let chunk = 512 * 1024;
  let field = 0;
  while (chunk >= 8) {
    try {
      await ref.update({ [`filler${field}`]: 'x'.repeat(chunk) });
      field += 1;
    } catch {
      chunk = Math.floor(chunk / 2);
    }
  }
}

describe('counting apart from the business', () => {
  let day: DocumentReference;
  let appId: string;

  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    await seedPost({ slug: 'counting-apart', title: 'Counting Apart' });
    appId = (await seedAppReview({ name: 'Upward' })).id;
    day = adminDb.collection(COLLECTIONS.pageViews).doc(utcDay(Date.now()));
    await fillToTheLimit(day);
    // The document takes no credit now: an increment of a new page's count is refused.
    await expect(day.set({ contacts: { [ARTICLE]: 1 } }, { merge: true })).rejects.toThrow();
  }, 120_000);

  it('stores a message, a signup and a click sent from an article, and answers them as ever', async () => {
    const before = (await day.get()).updateTime;
    const message = await api<{ id: string }>('POST', '/api/contact', {
      json: { name: 'Ruth', email: 'ruth@example.test', subject: 'A question', message: 'Where do I start?' },
      headers: fromTheArticle,
      clientIp: uniqueIp(),
    });
    expect(message.status).toBe(201);
    expect((await adminDb.collection(COLLECTIONS.contactSubmissions).doc(message.body.id).get()).exists).toBe(true);

    const signup = await api('POST', '/api/newsletter/subscribe', {
      json: { firstName: 'Ruth', email: 'ruth@example.test' },
      headers: fromTheArticle,
      clientIp: uniqueIp(),
    });
    expect(signup.status).toBe(201);
    expect((await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc('ruth@example.test').get()).exists).toBe(
      true,
    );

    const click = await api('POST', '/api/track-affiliate-click', {
      json: { affiliate: 'Upward', source: 'app-reviews-page' },
      headers: fromTheArticle,
      clientIp: uniqueIp(),
    });
    expect(click.status).toBe(201);
    const redirect = await api('GET', `/go/${appId}?source=article`, { headers: fromTheArticle, clientIp: uniqueIp() });
    expect(redirect.status).toBe(302);
    const clicks = await adminDb.collection(COLLECTIONS.affiliateClicks).where('affiliate', '==', 'Upward').get();
    expect(clicks.size).toBe(2);

    // The counting document was never written: the credits were lost, alone.
    expect((await day.get()).updateTime?.isEqual(before!)).toBe(true);
  });

  it('stores the forms posted without scripts too', async () => {
    const posted = await api('POST', ROUTES.contact, {
      body: new URLSearchParams({
        form: 'contact',
        name: 'Naomi',
        email: 'naomi@example.test',
        subject: 'Without scripts',
        message: 'Sent as a plain form.',
        website: '',
      }).toString(),
      headers: { ...fromTheArticle, 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
      clientIp: uniqueIp(),
    });
    expect(posted.status).toBe(303);
    const stored = await adminDb
      .collection(COLLECTIONS.contactSubmissions)
      .where('email', '==', 'naomi@example.test')
      .get();
    expect(stored.size).toBe(1);
  });
});
