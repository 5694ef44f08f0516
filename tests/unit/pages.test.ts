// The pages function: each path's status and head, and what the HTTP layer sends with them. The
// render itself (content, structured data, state) is src/server-render/render-page.test.tsx's.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEAD_END, PAGE_HEAD_START, PAGE_STYLES_MARKER, type PageRenderer } from '@/server-render/page-shell';
import { articleSlugOf, ROUTES } from '@/domain/routes';
import type { AppReview, BlogPost } from '@/domain/types';
import { HttpError } from '../../functions/src/http-error';
import { createPagesApp, NOT_FOUND_PAGE_CACHE, PAGE_CACHE } from '../../functions/src/pages-app';
import { pageHead, pageHeadHtml } from '@/domain/page-head';
import { config } from '../../functions/src/config';
import { configuredValue } from '../support/functions-config';
import { PUBLIC_READS } from '@/domain/public-reads';
import {
  publicReadsFrom,
  SERVED_PUBLIC_READS,
  type PublicReads,
  type PublicReadSource,
} from '../../functions/src/services/public-reads';
import { SAMPLE_APP_REVIEW as REVIEW } from '@/testing/sample-content';
import { parseCsp } from '@/domain/csp';
import firebaseJson from '../../firebase.json';
import { BROWSER_EMULATOR_ORIGINS, pageSecurityHeaders } from '../../functions/src/security-headers';

const SITE = 'https://faithfulmatches.example';
/** Pages read through `reads`; the redirect and form posts that write are tested against the emulators. */
const NO_WRITES = {
  config,
  db: () => {
    throw new Error('no Firestore in this test');
  },
};
const SHELL = `<!doctype html><html><head>${PAGE_HEAD_START}<title>Faithful Matches</title>${PAGE_HEAD_END}${PAGE_STYLES_MARKER}</head><body><div id="root"></div></body></html>`;

const POST: BlogPost = {
  id: 'p1',
  slug: 'guarding-your-heart',
  title: 'Guarding Your Heart </script><script>alert(1)</script>',
  excerpt: 'Wisdom for "waiting" & trusting.',
  content: 'Body text the head never needs.',
  category: 'Biblical Dating',
  imageUrl: 'https://images.example/heart.jpg',
  readTime: 4,
  publishedAt: '2026-11-01T09:00:00.000Z',
  status: 'published',
};

const samplePost = async (slug: string) => {
  if (slug === POST.slug) return POST;
  throw new HttpError(404, 'Blog post not found');
};

/** What Firestore would give, by the read cache's key. */
interface Stored {
  posts: () => Promise<BlogPost[]>;
  post: (slug: string) => Promise<BlogPost>;
  appReviews: () => Promise<AppReview[]>;
}

/** The real public reads (their rules, filters and shapes), over sample content instead of Firestore. */
const reads = (overrides: Partial<Stored> = {}): PublicReads => {
  const stored: Stored = {
    posts: async () => [POST],
    post: samplePost,
    appReviews: async () => [REVIEW],
    ...overrides,
  };
  const cached: PublicReadSource['cached'] = async (key) => {
    // The list's page and count, as blog-posts.ts answers them: `posts:page:<category>:<after>:<before>:<limit>`.
    const [family, kind, category, after, , limit] = key.split(':');
    if (family === 'posts' && (kind === 'page' || kind === 'count')) {
      const posts = (await stored.posts()).filter((post) => !category || post.category === category);
      if (kind === 'count') return posts.length as never;
      const start = after ? posts.findIndex((post) => post.id === after) + 1 : 0;
      const shown = posts.slice(start, start + Number(limit)).map(({ content: _body, ...summary }) => summary);
      return { posts: shown, ...(start + shown.length < posts.length ? { after: shown.at(-1)!.id } : {}) } as never;
    }
    if (key.startsWith('post:')) return stored.post(key.slice('post:'.length)) as never;
    if (key === 'app-reviews') return stored.appReviews() as never;
    return Promise.resolve([] as never);
  };
  return publicReadsFrom(SERVED_PUBLIC_READS, {
    db: () => {
      throw new Error('no Firestore here');
    },
    cached,
  });
};

/** A head as long as a real page's (compression starts at 1 KB). */
const PAGE_META = {
  description:
    'Answers to common questions about Christian dating, dating apps, biblical guidance, single life, prayer, marriage preparation and safety.',
  keywords: 'Christian dating FAQ, Christian dating questions, equally yoked, Christian dating apps',
};

/**
 * Stands in for the React render (src/server-render/render-page.test.tsx tests it, with each page's
 * status and head): answers 404 for an unknown path or post, and shows which reads it asked for and
 * which kind of body it drew.
 */
const renderer: PageRenderer = {
  async render(url, { siteUrl, read }) {
    const path = url.pathname;
    if (path === ROUTES.dashboard) {
      return {
        status: 200,
        headHtml: '<title>Faithful Matches</title>',
        html: `<div class="loading">${path}</div>`,
        headResources: '<style>.shell{}</style>',
        stateScript: '',
        islands: false,
      };
    }
    const reviews =
      path === ROUTES.appReviews ? ((await read({ read: PUBLIC_READS.appReviews, params: {} })) as AppReview[]) : [];
    // An article's render reads its post, as the real one does; a missing one is the 404 page.
    const slug = articleSlugOf(path);
    const found =
      slug === undefined
        ? path !== '/no-such-page' && !path.startsWith('/go/')
        : await read({ read: PUBLIC_READS.blogPost, params: { slug } }).then(
            () => true,
            () => false,
          );
    return {
      status: found ? 200 : 404,
      headHtml: pageHeadHtml(pageHead({ ...PAGE_META, title: found ? 'Rendered' : 'Page Not Found' }, siteUrl, path), {
        noindex: !found,
      }),
      html: `<main data-site="${siteUrl}">${path}${url.search} ${reviews.map((review) => review.name).join()}</main>`,
      headResources: '<style>.page{}</style>',
      stateScript: '<script type="application/json" id="fm-page-state">{}</script>',
      islands: true,
    };
  },
};

describe('the pages app', () => {
  let base = '';
  let slowBase = '';
  let postReads = 0;
  const servers: Array<{ close: () => void }> = [];

  beforeAll(async () => {
    const listen = (app: ReturnType<typeof createPagesApp>) =>
      new Promise<string>((resolve) => {
        const server = app.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        );
        servers.push(server);
      });
    base = await listen(
      createPagesApp({
        siteUrl: SITE,
        reads: reads({ post: (slug) => ((postReads += 1), samplePost(slug)) }),
        renderer: () => renderer,
        shell: () => SHELL,
        writes: NO_WRITES,
      }),
    );
    slowBase = await listen(
      createPagesApp({
        siteUrl: SITE,
        reads: reads({ appReviews: () => new Promise<never>(() => undefined) }),
        renderer: () => renderer,
        shell: () => SHELL,
        // The deadline is the config's (PAGE_READ_DEADLINE_MS), shortened for the test.
        writes: { ...NO_WRITES, config: { ...config, pageReadDeadlineMs: 50 } },
      }),
    );
  });
  afterAll(() => servers.forEach((server) => server.close()));

  it('answers the rendered page in the shell, with its head, styles and state, cached by the CDN for minutes', async () => {
    const response = await fetch(`${base}${ROUTES.faq}?utm_source=chat`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE);
    const html = await response.text();
    expect(html).toContain('<title>Rendered | Faithful Matches</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${ROUTES.faq}" />`);
    expect(html).toContain('<style>.page{}</style></head>');
    expect(html).toContain(
      `<div id="root" data-islands><main data-site="${SITE}">${ROUTES.faq}?utm_source=chat </main></div><script type="application/json" id="fm-page-state">{}</script>`,
    );
  });

  it("sends Hosting's security headers itself, from firebase.json, on every kind of answer", async () => {
    const siteWide = firebaseJson.hosting.headers.find((rule) => rule.source === '**')!.headers;
    expect(siteWide.map((header) => header.key)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options']),
    );
    const answers = [
      await fetch(`${base}${ROUTES.faq}`),
      await fetch(`${base}/no-such-page`),
      await fetch(`${base}${ROUTES.dashboard}`),
      await fetch(`${base}${ROUTES.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
        body: 'form=contact',
      }),
      await fetch(`${base}${ROUTES.faq}`, { method: 'DELETE' }),
      await fetch(`${base}/go/x?source=nowhere`),
      await fetch(`${slowBase}${ROUTES.appReviews}`),
    ];
    for (const response of answers) {
      for (const { key, value } of siteWide) expect(response.headers.get(key), `${response.url} ${key}`).toBe(value);
    }
  });

  it('lets a page on the emulators reach them, as the local Hosting copy does', () => {
    const local = pageSecurityHeaders({ emulator: true }).find((header) => header.key === 'Content-Security-Policy')!;
    expect(parseCsp(local.value).get('connect-src')).toEqual(expect.arrayContaining([...BROWSER_EMULATOR_ORIGINS]));
    const deployed = pageSecurityHeaders({ emulator: false }).find(
      (header) => header.key === 'Content-Security-Policy',
    )!;
    expect(deployed.value).not.toContain('127.0.0.1');
  });

  it('compresses what it sends (the CDN keeps it compressed)', async () => {
    const response = await fetch(`${base}${ROUTES.faq}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('renders with the data the page shows, read through the public reads', async () => {
    const html = await (await fetch(`${base}${ROUTES.appReviews}`)).text();
    expect(html).toContain(`${ROUTES.appReviews} Upward</main>`);
  });

  it("reads an article's post once for its status and its render, even with no instance cache", async () => {
    postReads = 0;
    const response = await fetch(`${base}${ROUTES.blog}/${POST.slug}`);
    expect(response.status).toBe(200);
    expect(postReads).toBe(1);
    // A missing one too.
    postReads = 0;
    expect((await fetch(`${base}${ROUTES.blog}/no-such-post`)).status).toBe(404);
    expect(postReads).toBe(1);
  });

  it("answers a member's screen with the rendered shell and no state: the PWA draws it", async () => {
    const response = await fetch(`${base}${ROUTES.dashboard}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div id="root"><div class="loading">${ROUTES.dashboard}</div></div>`);
    expect(html).not.toContain('fm-page-state');
  });

  it('answers 404 for an unknown path with the rendered page (the 404 card), cached briefly', async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NOT_FOUND_PAGE_CACHE);
    expect(await response.text()).toContain('<div id="root" data-islands><main');
  });

  it('answers HEAD like GET, and refuses other methods', async () => {
    expect((await fetch(`${base}${ROUTES.contact}`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${base}${ROUTES.contact}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a form post from another site before anything is counted or stored, and a post of no form of the page', async () => {
    const form = (path: string, body: string, headers: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    // This app's Firestore throws: a 403 here touched none.
    const foreign = await form(ROUTES.contact, 'form=contact&name=Ruth', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('cache-control')).toBe('private, no-store');
    expect((await form(ROUTES.faq, 'form=contact&name=Ruth', { 'sec-fetch-site': 'same-origin' })).status).toBe(405);
    expect((await form(ROUTES.contact, 'form=newsletter', { 'sec-fetch-site': 'same-origin' })).status).toBe(405);
  });

  // A redirect with no source is an article's own link, which reads Firestore (tests/api/affiliate-redirect.test.ts).
  it('answers the 404 page, never cached, for a tracking redirect with an unknown source or no id', async () => {
    for (const path of ['/go/upward?source=home-page', '/go/upward/more', '/go/']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await response.text(), path).toContain('<div id="root" data-islands><main');
    }
  });

  it('sends the bare shell at once with the site’s own head when the data does not come in time (503, not cached)', async () => {
    const started = Date.now();
    const response = await fetch(`${slowBase}${ROUTES.appReviews}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Faithful Matches</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits 3 s for a page’s reads unless PAGE_READ_DEADLINE_MS says otherwise (the test stack does)', async () => {
    expect(await configuredValue('pageReadDeadlineMs', { PAGE_READ_DEADLINE_MS: '' })).toBe('3000');
    expect(await configuredValue('pageReadDeadlineMs', { PAGE_READ_DEADLINE_MS: '15000' })).toBe('15000');
    expect(await configuredValue('pageReadDeadlineMs', { PAGE_READ_DEADLINE_MS: '0' })).toBe('3000');
  });
});

describe('the public reads, as the render asks them', () => {
  const OTHER: BlogPost = {
    ...POST,
    id: 'p2',
    slug: 'single-and-content',
    title: 'Single and Content',
    category: 'Single Life',
  };
  const all = reads({ posts: async () => [POST, OTHER] });

  it('answers a list as GET on its path would: posts without their bodies, a page at a time', async () => {
    const { content: _post, ...postSummary } = POST;
    const { content: _other, ...otherSummary } = OTHER;
    expect(await all.answer(PUBLIC_READS.blogPosts, {})).toEqual([postSummary, otherSummary]);
    expect(await all.answerWithNext(PUBLIC_READS.blogPosts, { limit: '1' })).toEqual({
      answer: [postSummary],
      next: { limit: '1', cursor: POST.id },
    });
    expect(await all.answerWithNext(PUBLIC_READS.blogPosts, { limit: '1', cursor: POST.id })).toEqual({
      answer: [otherSummary],
    });
    expect(await all.inPage({ read: PUBLIC_READS.blogList, params: { category: 'Single Life' } })).toEqual({
      posts: [otherSummary],
      total: 1,
    });
    await expect(all.answer(PUBLIC_READS.blogPosts, { limit: '51' })).rejects.toMatchObject({ status: 400 });
    await expect(all.answer(PUBLIC_READS.blogList, { after: '../x' })).rejects.toMatchObject({ status: 400 });
    expect(await all.inPage({ read: PUBLIC_READS.appReviews, params: {} })).toEqual([REVIEW]);
  });

  it("answers an article with its Markdown rendered, an app's affiliate link sponsored; the page carries only the HTML", async () => {
    const marked: BlogPost = {
      ...POST,
      content: `## Where\n\n- [the app](${REVIEW.affiliateUrl})\n- [elsewhere](https://other.example)`,
    };
    const article = reads({ post: async () => marked });
    const contentHtml = [
      '<h2>Where</h2>',
      '<ul>',
      `<li><a href="${REVIEW.affiliateUrl}" rel="sponsored noopener">the app</a></li>`,
      '<li><a href="https://other.example" rel="noopener">elsewhere</a></li>',
      '</ul>',
      '',
    ].join('\n');
    expect(await article.answer(PUBLIC_READS.blogPost, { slug: POST.slug })).toEqual({ ...marked, contentHtml });
    expect(await article.inPage({ read: PUBLIC_READS.blogPost, params: { slug: POST.slug } })).toEqual({
      ...marked,
      content: '',
      contentHtml,
    });
  });

  it('refuses what the API would refuse, and reads it does not have', async () => {
    await expect(
      all.inPage({ read: PUBLIC_READS.blogPosts, params: { search: 'x'.repeat(500) } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      all.inPage({ read: { path: '/api/favorites', cacheControl: 'no-store' }, params: {} }),
    ).rejects.toThrow(/no public read/);
  });
});
