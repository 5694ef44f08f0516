// The tracking redirect behind Try Now, Visit, Get Now and Download (functions/src/routes/affiliate-redirect.ts),
// through Hosting as a reader's browser reaches it: a plain link that counts the click as
// POST /api/track-affiliate-click does and sends the reader on.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import { affiliateRedirectPath } from '@/domain/routes';
import { adminDb, clearFirestore } from '../support/emulators';
import { api, uniqueIp, withRoomInRateWindow } from '../support/http';
import { seedAppReview, seedResource } from '../support/seed';
import { USER_AGENTS } from '../support/user-agents';

const clicks = async () => (await adminDb.collection(COLLECTIONS.affiliateClicks).get()).docs.map((doc) => doc.data());

/** A reader's press: a GET from a browser, as a distinct client. */
const press = (path: string, userAgent = USER_AGENTS.chromeLinux) =>
  api('GET', path, { headers: { 'user-agent': userAgent }, clientIp: uniqueIp() });

beforeEach(async () => {
  await clearFirestore();
});

describe('GET /go/{id}?source=…', () => {
  it("answers 302 to an app's affiliate link, never cached, and records the click as the POST does", async () => {
    const review = await seedAppReview({ name: 'Christian Mingle' });
    const response = await press(affiliateRedirectPath(review.id, 'app-reviews-page'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(review.affiliateUrl);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    // The document POST /api/track-affiliate-click writes for { affiliate: name, source }.
    const posted = await api('POST', '/api/track-affiliate-click', {
      json: { affiliate: review.name, source: 'app-reviews-page' },
      headers: { 'user-agent': USER_AGENTS.chromeLinux },
      clientIp: uniqueIp(),
    });
    expect(posted.status).toBe(201);
    const recorded = await clicks();
    expect(recorded).toHaveLength(2);
    const [first, second] = recorded;
    expect(Object.keys(first!).sort()).toEqual(Object.keys(second!).sort());
    for (const click of recorded) {
      expect(click).toMatchObject({ affiliate: 'Christian Mingle', source: 'app-reviews-page', bot: false });
      expect(click.clickedAt.toDate()).toBeInstanceOf(Date);
    }
  });

  it("sends a resource's Get Now to its shop, recorded with the resource's title and resources-page", async () => {
    const resource = await seedResource({ title: 'The Meaning of Marriage' });
    const response = await press(affiliateRedirectPath(resource.id, 'resources-page'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(resource.affiliateUrl);
    expect(await clicks()).toEqual([
      expect.objectContaining({ affiliate: 'The Meaning of Marriage', source: 'resources-page', bot: false }),
    ]);
  });

  it("follows an article's own link (`/go/{id}`, no source) to an app's or a resource's partner, recorded as the article's", async () => {
    const review = await seedAppReview({ name: 'Christian Mingle' });
    const resource = await seedResource({ title: 'The Meaning of Marriage' });
    for (const item of [review, resource]) {
      const response = await press(`/go/${item.id}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(item.affiliateUrl);
    }
    expect((await clicks()).map(({ affiliate, source }) => [affiliate, source]).sort()).toEqual([
      ['Christian Mingle', 'article'],
      ['The Meaning of Marriage', 'article'],
    ]);
  });

  it('sends a free download on this site to its path, so the reader stays on the https site', async () => {
    const resource = await seedResource({ price: 'Free', affiliateUrl: PRAYER_JOURNAL_PATH });
    const response = await press(affiliateRedirectPath(resource.id, 'resources-page'));
    expect(response.status).toBe(302);
    // Never made absolute from SITE_URL, which is http in the emulators.
    expect(response.headers.get('location')).toBe(PRAYER_JOURNAL_PATH);
    expect(await clicks()).toHaveLength(1);
  });

  it('answers the 404 page, recording nothing, for a stored link the stored-URL rule refuses', async () => {
    // Written straight to Firestore, as a document from before the rule (or edited by hand) may be.
    for (const affiliateUrl of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '/\\evil.example',
      '//evil.example',
      'http://books.example',
      'https://books.example/a b',
      'javascript:alert(1)',
      '/downloads/a\u0000.pdf',
    ]) {
      const resource = await seedResource({ price: 'Free', affiliateUrl });
      const response = await press(affiliateRedirectPath(resource.id, 'resources-page'));
      expect(response.status, JSON.stringify(affiliateUrl)).toBe(404);
      expect(response.headers.get('location'), JSON.stringify(affiliateUrl)).toBeNull();
    }
    expect(await clicks()).toEqual([]);
  });

  it("flags a crawler's or a scripted client's visit as a bot click, and still redirects", async () => {
    const review = await seedAppReview();
    const path = affiliateRedirectPath(review.id, 'app-reviews-page');
    expect((await press(path, USER_AGENTS.crawler)).status).toBe(302);
    expect((await press(path, 'curl/8.5.0')).status).toBe(302);
    expect((await clicks()).map((click) => click.bot)).toEqual([true, true]);
  });

  it('answers the 404 page, never cached and recording nothing, for an unknown id or a wrong source', async () => {
    const review = await seedAppReview();
    for (const path of [
      affiliateRedirectPath('no-such-app', 'app-reviews-page'),
      // An app's id is no resource's: the source says where the id belongs.
      affiliateRedirectPath(review.id, 'resources-page'),
      `/go/no-such-app`,
      `/go/${review.id}?source=elsewhere`,
      // Never an open redirect: nothing in the address is ever the destination.
      `/go/${encodeURIComponent('https://evil.example')}?source=app-reviews-page`,
    ]) {
      const response = await press(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.text, path).toContain('<header class="fm-header');
    }
    expect(await clicks()).toEqual([]);
  });

  it(
    'counts up to the per-client limit of the POST (30 a minute), then still redirects without counting',
    {
      timeout: 60_000,
    },
    async () => {
      const review = await seedAppReview();
      const path = affiliateRedirectPath(review.id, 'app-reviews-page');
      // 31 presses must fall in one 60 s window; on a loaded machine they take several seconds.
      await withRoomInRateWindow(60, 25_000);
      const client = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await api('GET', path, {
          headers: { 'user-agent': USER_AGENTS.chromeLinux },
          clientIp: client,
        });
        statuses.push(response.status);
      }
      expect(statuses.every((status) => status === 302)).toBe(true);
      expect(await clicks()).toHaveLength(30);
    },
  );

  it('robots.txt keeps crawlers off the redirect', async () => {
    const response = await api('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text.split('\n')).toContain('Disallow: /go/');
  });
});
