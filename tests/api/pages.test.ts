// Each page's HTML as crawlers, link previews and readers without script get it through Hosting (no
// browser): its head, its content and structured data rendered by the pages function, and its status.
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@/domain/constants';
import { PUBLIC_PAGES, ROUTES, SPECULATION_RULES_PATH, speculationRules } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { NOT_FOUND_PAGE_CACHE, PAGE_CACHE } from '../../functions/src/pages-app';
import { clearAuth, clearFirestore } from '../support/emulators';
import { BASE_URL } from '../support/env';
import { api } from '../support/http';
import { seedAppReview, seedPost } from '../support/seed';
import { createUser, sessionCookieFor } from '../support/users';

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The visible text of the rendered page (what is inside #root, tags dropped). */
const rootText = (html: string) =>
  (/<div id="root"(?: data-islands)?>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .flatMap((match) => [JSON.parse(match[1]!)].flat() as Array<{ '@type': string }>)
    .map((block) => block['@type']);

let adminCookie: string;

/** The seeded app's affiliate address (tests/support/seed.ts): a link to it is sponsored. */
let APP_AFFILIATE_URL: string;

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  ({ affiliateUrl: APP_AFFILIATE_URL } = await seedAppReview({ id: 'upward', name: 'Upward', rating: 4.5 }));
  adminCookie = await sessionCookieFor(await createUser({ admin: true }));
});

async function createPostNow(fields: Partial<BlogPost>): Promise<BlogPost> {
  const response = await api<BlogPost>('POST', '/api/admin/blog-posts', {
    cookie: adminCookie,
    json: {
      title: 'Praying Together Before You Date',
      slug: `praying-together-${Date.now()}`,
      excerpt: 'Why a shared prayer life comes first.',
      content: 'Start with prayer.',
      imageUrl: 'https://images.example/praying.jpg',
      imageAlt: 'Two people praying at a kitchen table',
      category: BLOG_CATEGORIES[0],
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      readTime: 3,
      status: 'published',
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('rendered pages through Hosting', () => {
  it.each(PUBLIC_PAGES)(
    '%s answers 200 rendered, with its own title, description, canonical and Open Graph tags, cached by the CDN',
    async (path) => {
      const response = await api('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe(PAGE_CACHE);
      // Its own title (each page's exact head is src/server-render/render-page.test.tsx's), not the app's bare name.
      expect(title(response.text)).toMatch(/^\S.* \| Faithful Matches$/);
      expect(title(response.text)).toBe(meta(response.text, 'og:title'));
      expect(meta(response.text, 'description')).toBeTruthy();
      expect(meta(response.text, 'og:url')).toBe(`${BASE_URL}${path}`);
      expect(meta(response.text, 'og:image')).toBe(`${BASE_URL}/icons/icon-512.png`);
      expect(response.text).toContain(`<link rel="canonical" href="${BASE_URL}${path}" />`);
      expect(response.text).not.toContain('noindex');
      // The page itself, not an empty root: its header, an h1 and its footer, in the HTML.
      expect(response.text).toContain('<header class="fm-header');
      expect(response.text).toMatch(/<h1[ >]/);
      expect(response.text).toContain('id="fm-page-state"');
    },
  );

  it("Home's content and its Organization and WebSite blocks", async () => {
    const response = await api('GET', ROUTES.home);
    expect(response.status).toBe(200);
    expect(meta(response.text, 'og:url')).toBe(`${BASE_URL}/`);
    expect(jsonLdTypes(response.text)).toEqual(['Organization', 'WebSite']);
    expect(rootText(response.text)).toContain('Upward');
  });

  it('the FAQ and App Reviews: their content, FAQPage and the reviewed apps', async () => {
    const faq = (await api('GET', ROUTES.faq)).text;
    expect(jsonLdTypes(faq)).toEqual(['FAQPage']);
    expect(rootText(faq)).toContain('Frequently Asked Questions');
    const reviews = (await api('GET', ROUTES.appReviews)).text;
    expect(jsonLdTypes(reviews)).toEqual(['ItemList']);
    expect(reviews).toContain('"name":"Upward"');
    expect(rootText(reviews)).toContain('Upward');
  });

  it('a post published through the admin API a moment ago is rendered at its URL with its head, on the blog list, in the sitemap and the feed', async () => {
    const post = await createPostNow({ title: 'Praying Together </script> Before You Date' });
    const response = await api('GET', ROUTES.article(post.slug));
    expect(response.status).toBe(200);
    expect(title(response.text)).toBe('Praying Together &lt;/script&gt; Before You Date | Faithful Matches');
    expect(meta(response.text, 'og:type')).toBe('article');
    expect(meta(response.text, 'og:image')).toBe('https://images.example/praying.jpg');
    expect(meta(response.text, 'og:image:alt')).toBe('Two people praying at a kitchen table');
    expect(meta(response.text, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdTypes(response.text)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(rootText(response.text)).toContain('Start with prayer.');
    const list = await api('GET', `${ROUTES.blog}?search=${encodeURIComponent('Praying Together')}`);
    expect(rootText(list.text)).toContain('Why a shared prayer life comes first.');
    expect((await api('GET', '/sitemap.xml')).text).toContain(`${ROUTES.article(post.slug)}</loc>`);
    expect((await api('GET', '/rss.xml')).text).toContain(ROUTES.article(post.slug));
  });

  it("an article's Markdown is HTML in its page, its API answer and its feed item alike: a sponsored app link, raw HTML as text", async () => {
    const post = await createPostNow({
      title: 'Where Christian Singles Meet',
      slug: `where-singles-meet-${Date.now()}`,
      content: [
        '## Where to start',
        '',
        '- your own church',
        `- [Upward](${APP_AFFILIATE_URL}), our top pick`,
        '',
        'A line of its own:\n<script>alert(1)</script>',
      ].join('\n'),
    });
    const page = await api('GET', ROUTES.article(post.slug));
    expect(page.status).toBe(200);
    const body = /data-testid="article-content"[^>]*>([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? '';
    expect(body).toContain('<h2>Where to start</h2>');
    expect(body).toMatch(/<ul>\s*<li>your own church<\/li>/);
    expect(body).toContain(`<a href="${APP_AFFILIATE_URL}" rel="sponsored noopener">Upward</a>`);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).not.toContain('<script>alert(1)');

    const answer = await api<BlogPost>('GET', `/api/blog-posts/${post.slug}`);
    expect(answer.body.contentHtml).toBe(body);
    const feed = (await api('GET', '/rss.xml')).text;
    const item = feed.split('<item>').find((entry) => entry.includes(`${ROUTES.article(post.slug)}</link>`));
    expect(item).toContain(`<content:encoded><![CDATA[${body}]]></content:encoded>`);
  });

  it('a post stored before Markdown reads as it did: its single line breaks stay breaks', async () => {
    const old = await seedPost({ slug: `an-old-post-${Date.now()}`, content: 'First line\nSecond line\n\n- a dash' });
    const page = await api('GET', ROUTES.article(old.slug));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p>First line<br />\nSecond line</p>');
  });

  it('a draft is in none of them: 404 at its URL, briefly cached, kept out of search results', async () => {
    const draft = await createPostNow({ slug: `a-draft-${Date.now()}`, status: 'draft' });
    const response = await api('GET', ROUTES.article(draft.slug));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NOT_FOUND_PAGE_CACHE);
    expect(title(response.text)).toBe('Page Not Found | Faithful Matches');
    expect(response.text).toContain('<meta name="robots" content="noindex"');
    expect(rootText(response.text)).toContain('Blog Post Not Found');
    expect(rootText(response.text)).not.toContain('Start with prayer.');
    expect((await api('GET', ROUTES.blog)).text).not.toContain(draft.slug);
    expect((await api('GET', '/sitemap.xml')).text).not.toContain(draft.slug);
    expect((await api('GET', '/rss.xml')).text).not.toContain(draft.slug);
  });

  it('a path with a trailing slash moves, 301 with its query, to the one address of its page, never to another site', async () => {
    for (const [asked, address] of [
      [`${ROUTES.faq}/`, ROUTES.faq],
      [`${ROUTES.signIn}/?next=%2Fsign-in%2F`, `${ROUTES.signIn}?next=%2Fsign-in%2F`],
      [`${ROUTES.blog}/?category=Single+Life`, `${ROUTES.blog}?category=Single+Life`],
      ['//example.com/', '/example.com'],
    ]) {
      const response = await api('GET', asked!);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(address);
    }
    // The sign-in screen's own link back to it keeps the return path as it was: no page links to a
    // longer and longer address.
    const signIn = await api('GET', `${ROUTES.signIn}?next=%2Fchristian-dating-faq`);
    expect(signIn.status).toBe(200);
    for (const [, href] of signIn.text.matchAll(/href="(\/sign-in[^"]*)"/g))
      expect(href).toBe(`${ROUTES.signIn}?next=%2Fchristian-dating-faq`);
  });

  it('an unknown path answers 404 with the 404 card rendered', async () => {
    const response = await api('GET', '/no-such-page');
    expect(response.status).toBe(404);
    expect(rootText(response.text)).toContain('Page Not Found');
    expect(response.text).toContain('<meta name="robots" content="noindex"');
  });

  it('before its first paint a page fetches a few KB of script, not the app (src/app/main.tsx loads it after)', async () => {
    const page = await api('GET', ROUTES.home);
    // What the browser fetches before it runs any of it: the module scripts and modulepreloads the
    // HTML names, and everything those import statically.
    const queue = [
      ...page.text.matchAll(/<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((match) => new URL(match[1] ?? match[2]!, BASE_URL).href);
    const sizes = new Map<string, number>();
    while (queue.length > 0) {
      const url = queue.pop()!;
      if (sizes.has(url)) continue;
      const script = await fetch(url).then((response) => response.text());
      sizes.set(url, script.length);
      for (const match of script.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]([^"'`]+)["'`]/g))
        queue.push(new URL(match[1]!, url).href);
    }
    expect(sizes.size).toBeGreaterThan(0);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    // The entry and Vite's chunk loader: about 2.2 KB. React and the app are about 470 KB.
    expect(total, JSON.stringify(Object.fromEntries(sizes))).toBeLessThan(8_000);
  });

  it("the entry runs as it arrives (async): it holds presses while a long page is still parsed, not from the parse's end (vite.config.ts)", async () => {
    const page = await api('GET', ROUTES.home);
    expect(page.text).toMatch(/<script type="module" async [^>]*src="\/assets\/[^"]+\.js"><\/script>/);
  });

  it('after the paint a page loads the islands runtime on Preact, or React and then the app; neither loads the other (src/app/main.tsx)', async () => {
    const page = await api('GET', ROUTES.home);
    const entryUrl = new URL(page.text.match(/<script type="module"[^>]* src="([^"]+)"/)![1]!, BASE_URL).href;
    const entry = await fetch(entryUrl).then((response) => response.text());
    const imported = [...entry.matchAll(/import\(\s*[`'"]([^`'"]+)[`'"]\s*\)/g)].map(
      (match) => new URL(match[1]!, entryUrl).href,
    );
    expect(imported).toHaveLength(4);
    const named = (name: string) => imported.find((url) => url.includes(`/${name}-`))!;
    const [reactUrl, islandsUrl, appUrl, vitalsUrl] = ['react', 'start-islands', 'start-app', 'web-vitals-beacon'].map(
      named,
    ) as [string, string, string, string];
    expect(reactUrl).toBeDefined();
    expect(islandsUrl).toBeDefined();
    expect(appUrl).toBeDefined();
    expect(vitalsUrl).toBeDefined();
    /** A chunk and every chunk it imports statically, by URL. */
    const loaded = async (url: string, found = new Map<string, string>()): Promise<Map<string, string>> => {
      if (found.has(url)) return found;
      const text = await fetch(url).then((response) => response.text());
      found.set(url, text);
      for (const [, chunk] of text.matchAll(/(?:^|;|\})import(?:[^'"]*?from)?\s*["'](\.\/[^"']+)["']/g))
        await loaded(new URL(chunk!, url).href, found);
      return found;
    };
    const [react, app, islands] = await Promise.all([loaded(reactUrl), loaded(appUrl), loaded(islandsUrl)]);
    const holdsReactDom = (chunks: Map<string, string>) =>
      [...chunks].filter(([, text]) => text.includes('__reactFiber')).map(([url]) => url);
    // React DOM (its fibers) is in React's chunk alone, with none of antd; the app imports it, not a copy.
    const reactChunks = holdsReactDom(react);
    expect(reactChunks).toHaveLength(1);
    expect(react.get(reactChunks[0]!)).not.toContain('anticon');
    expect(holdsReactDom(app)).toEqual(reactChunks);
    // The islands run on Preact (scripts/lib/preact-islands.ts): no React DOM, no app, no router.
    expect(holdsReactDom(islands)).toEqual([]);
    expect(islands.has(appUrl)).toBe(false);
    expect([...app.keys()].filter((url) => url !== appUrl && url.includes('/shell-'))).toHaveLength(1);
    expect([...islands.keys()].filter((url) => url.includes('/shell-'))).toEqual([]);
    // What measures a page's Web Vitals, loaded last, brings neither React nor the app: only `web-vitals`.
    const vitals = await loaded(vitalsUrl);
    expect([...vitals.keys()].filter((url) => url === appUrl || url.includes('/shell-'))).toEqual([]);
    expect([...vitals.values()].some((text) => text.includes('__reactFiber'))).toBe(false);
  });

  it('every page names the Speculation Rules, served as such, which never prefetch the affiliate redirect', async () => {
    const page = await api('GET', ROUTES.article('no-such-article'));
    expect(page.headers.get('speculation-rules')).toBe(`"${SPECULATION_RULES_PATH}"`);
    const rules = await fetch(new URL(SPECULATION_RULES_PATH, BASE_URL));
    expect(rules.headers.get('content-type')).toContain('application/speculationrules+json');
    const body = (await rules.json()) as ReturnType<typeof speculationRules>;
    expect(body).toEqual(speculationRules());
    expect(JSON.stringify(body)).toContain('"/go/*"');
  });

  it("members' and the owner's screens answer 200 with the shell the PWA draws them in, out of search results", async () => {
    for (const path of [ROUTES.signIn, ROUTES.dashboard, ROUTES.adminBlog]) {
      const response = await api('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain('aria-label="Loading page"');
      expect(response.text, path).not.toContain('id="fm-page-state"');
      expect(title(response.text), path).toBe('Faithful Matches');
      expect(response.text, path).toContain('<meta name="robots" content="noindex"');
    }
  });
});
