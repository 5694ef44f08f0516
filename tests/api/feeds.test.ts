// The feeds through Hosting's rewrites, as crawlers and feed readers fetch them.
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore } from '../support/emulators';
import { BASE_URL as SITE_URL } from '../support/env';
import { api } from '../support/http';
import { seedPost } from '../support/seed';

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  await clearFirestore();
  await Promise.all([
    seedPost({ id: 'live-post', slug: 'live-post', title: 'Courtship & <Trust>' }),
    seedPost({ id: 'draft-post', slug: 'draft-post', status: 'draft' }),
    seedPost({ id: 'future-post', slug: 'future-post', publishedAt: new Date(Date.now() + 24 * HOUR) }),
  ]);
});

describe('the feeds', () => {
  it('GET /sitemap.xml lists the public pages and the published articles only, cached by the CDN', async () => {
    const response = await api('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect(response.text).toContain(`<loc>${SITE_URL}/christian-dating-faq</loc>`);
    expect(response.text).toMatch(/<loc>[^<]*\/christian-dating-advice\/live-post<\/loc><lastmod>\d{4}-/);
    expect(response.text).not.toContain('draft-post');
    expect(response.text).not.toContain('future-post');
  });

  it('GET /rss.xml is the RSS feed of published articles, their titles escaped', async () => {
    const response = await api('GET', '/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
    expect(response.text).toContain('<rss version="2.0"');
    expect(response.text).toContain('<title>Courtship &amp; &lt;Trust&gt;</title>');
    expect(response.text).not.toContain('draft-post');
    expect(response.text).not.toContain('future-post');
  });

  it('sends both feeds compressed to a reader that takes gzip', async () => {
    // Past compression's 1 KB threshold: a sitemap of a few addresses is sent as it is.
    await Promise.all(Array.from({ length: 20 }, (_, index) => seedPost({ id: `more-${index}` })));
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const response = await api('GET', path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.text, path).toContain('<?xml');
    }
  });

  it('GET /robots.txt is the built file, keeping crawlers off the private screens', async () => {
    const response = await api('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).toContain('Disallow: /admin/');
    expect(response.text).toContain('Disallow: /api/');
  });
});
