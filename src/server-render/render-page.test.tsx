// @vitest-environment node
// The server render on its own (as the pages function runs it: Node, no DOM): each public page's
// HTML holds its content and its structured data, and the state it hands to the browser.
import { describe, expect, it } from 'vitest';
import type { FormPostResult } from '@/domain/form-post';
import { PUBLIC_READS, type ParamsOf } from '@/domain/public-reads';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { FAQ_CATEGORIES } from '@/domain/constants';
import { affiliateRedirectPath, ROUTES } from '@/domain/routes';
import type { BlogPost, Resource, Testimonial } from '@/domain/types';
import { PAGE_STATE_ID, type PageState } from './page-state';
import type { RenderOptions } from './page-shell';
import { render as renderUrl, renderAppShell, renderPage } from './render-page';
import { SAMPLE_APP_REVIEW as REVIEW, sampleImageVariants } from '@/testing/sample-content';
import { IMAGE_SIZES } from '@/components/responsive-picture';
import { affiliateLinksOf, renderMarkdown } from '@/domain/markdown';
import { ISLAND_NAMES } from '@/components/island-markup';

const SITE = 'https://faithfulmatches.example';

const POST: BlogPost = {
  id: 'p1',
  slug: 'guarding-your-heart',
  title: 'Guarding Your Heart </script><script>alert(1)</script>',
  excerpt: 'Wisdom for waiting and trusting.',
  content: 'First paragraph of the body.\nSecond paragraph.',
  category: 'Biblical Dating',
  imageUrl: 'https://images.example/heart.jpg',
  readTime: 4,
  publishedAt: '2026-11-01T23:30:00.000Z',
  status: 'published',
};
/** An article in Markdown, answered as the server's read answers it: with its HTML. */
const MARKED_CONTENT = [
  '## Where to meet',
  '',
  '- church',
  `- [${REVIEW.name}](${REVIEW.affiliateUrl})`,
  '',
  '<script>alert(1)</script>',
].join('\n');
const MARKED: BlogPost = {
  ...POST,
  id: 'p3',
  slug: 'where-to-meet',
  title: 'Where to Meet',
  content: '',
  contentHtml: renderMarkdown(MARKED_CONTENT, affiliateLinksOf([REVIEW])),
};
const OTHER: BlogPost = {
  ...POST,
  id: 'p2',
  slug: 'first-dates',
  title: 'First Dates With Purpose',
  category: 'Single Life',
};
const RESOURCE: Resource = {
  id: 'b1',
  title: 'Boundaries in Dating',
  type: 'book',
  rating: 5,
  description: 'A classic.',
  price: '$15',
};
const TESTIMONIAL: Testimonial = { id: 't1', name: 'Ruth', location: 'Austin', content: 'We met here.', rating: 5 };

/** The public reads' answers, as functions/src/services/public-reads.ts gives them; records what was asked. */
function reads() {
  const asked: string[] = [];
  const read: RenderOptions['read'] = async ({ read: asks, params }) => {
    asked.push(`${asks.path} ${JSON.stringify(params)}`);
    if (asks === PUBLIC_READS.blogPosts) {
      const { limit } = params as ParamsOf<typeof PUBLIC_READS.blogPosts>;
      return [POST, OTHER].slice(0, Number(limit ?? 12));
    }
    if (asks === PUBLIC_READS.blogList) {
      const { category } = params as ParamsOf<typeof PUBLIC_READS.blogList>;
      const posts = [POST, OTHER].filter((post) => !category || post.category === category);
      return { posts, total: posts.length, ...(category ? {} : { after: OTHER.id }) };
    }
    if (asks === PUBLIC_READS.blogPost) {
      const { slug } = params as ParamsOf<typeof PUBLIC_READS.blogPost>;
      if (slug === POST.slug) return POST;
      if (slug === MARKED.slug) return MARKED;
      throw Object.assign(new Error('Blog post not found'), { status: 404 });
    }
    if (asks === PUBLIC_READS.appReviews) return [REVIEW];
    if (asks === PUBLIC_READS.resources) return [RESOURCE];
    if (asks === PUBLIC_READS.testimonials) return [TESTIMONIAL];
    throw new Error(`unexpected read ${asks.path}`);
  };
  return { asked, read };
}

const render = (path: string, options = reads(), formPost?: FormPostResult) =>
  renderPage(new URL(path, SITE), { siteUrl: SITE, read: options.read, formPost });

/** The form labelled `label` in the page's HTML. */
const formIn = (html: string, label: string) =>
  new RegExp(`<form[^>]*aria-label="${label}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';

/** An attribute's value as React escaped it, read back. */
const decodeEntities = (value: string) =>
  value.replace(
    /&(quot|#x27|lt|gt|amp);/g,
    (_, name: string) => ({ quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' })[name]!,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((match) => [JSON.parse(match[1]!)].flat())
    .map((block: { '@type': string }) => block['@type']);
function pageState(stateScript: string): PageState {
  const match = new RegExp(`^<script type="application/json" id="${PAGE_STATE_ID}">(.*)</script>$`).exec(stateScript);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as PageState;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** The page's status and head, rendered as the pages function asks; `post` stands in for the stored article. */
async function answer(path: string, post?: () => Promise<BlogPost>) {
  const { read } = reads();
  const page = await renderUrl(new URL(path, SITE), {
    siteUrl: SITE,
    read: (call) => (post && call.read === PUBLIC_READS.blogPost ? post() : read(call)),
  });
  return { status: page.status, headHtml: page.headHtml, body: page.stateScript ? 'page' : 'shell' };
}

describe('each page’s status and head', () => {
  it.each([
    [ROUTES.blog, 'Christian Dating Advice | Faithful Matches'],
    [ROUTES.resources, 'Christian Relationship Resources | Faithful Matches'],
    [ROUTES.contact, 'Contact Us | Faithful Matches'],
    [ROUTES.privacy, 'Privacy Policy | Faithful Matches'],
  ])('%s: 200 with its title, description, canonical and Open Graph tags', async (path, title) => {
    const { status, headHtml } = await answer(path);
    expect(status).toBe(200);
    expect(headHtml).toContain(`<title>${title}</title>`);
    expect(metaContent(headHtml, 'og:title')).toBe(title);
    expect(metaContent(headHtml, 'description')).toBeTruthy();
    expect(metaContent(headHtml, 'og:url')).toBe(`${SITE}${path}`);
    expect(metaContent(headHtml, 'og:type')).toBe('website');
    expect(metaContent(headHtml, 'og:image')).toBe(`${SITE}/icons/icon-512.png`);
    expect(metaContent(headHtml, 'og:image:alt')).toBe('Faithful Matches logo: a white heart on purple');
    expect(metaContent(headHtml, 'twitter:card')).toBe('summary');
    expect(headHtml).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
    expect(headHtml).not.toContain('noindex');
  });

  it('an article: its own title and picture as an article, nothing able to close a tag', async () => {
    const { status, headHtml } = await answer(ROUTES.article(POST.slug), async () => ({
      ...POST,
      excerpt: 'Wisdom for "waiting" & trusting.',
    }));
    expect(status).toBe(200);
    expect(headHtml).toContain(
      '<title>Guarding Your Heart &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Faithful Matches</title>',
    );
    expect(metaContent(headHtml, 'description')).toBe('Wisdom for &quot;waiting&quot; &amp; trusting.');
    expect(metaContent(headHtml, 'og:type')).toBe('article');
    expect(metaContent(headHtml, 'og:image')).toBe(POST.imageUrl);
    // The owner gave no description: none, as the page's own alt="" (the preview shows the title).
    expect(metaContent(headHtml, 'og:image:alt')).toBeUndefined();
    // Nothing is known of the size of a URL the server made no variants of.
    expect(metaContent(headHtml, 'og:image:width')).toBeUndefined();
    expect(metaContent(headHtml, 'twitter:card')).toBe('summary_large_image');
    expect(headHtml).not.toContain('</script>');
  });

  it("an article's picture at the share width, its size and the owner's description, escaped", async () => {
    const { headHtml } = await answer(ROUTES.article(POST.slug), async () => ({
      ...POST,
      image: sampleImageVariants('heart-1', 3000, 2000),
      imageAlt: 'Two hands & a "lantern"',
    }));
    expect(metaContent(headHtml, 'og:image')).toBe(`${SITE}/img/heart-1/1200.jpg`);
    expect(metaContent(headHtml, 'og:image:width')).toBe('1200');
    expect(metaContent(headHtml, 'og:image:height')).toBe('800');
    expect(metaContent(headHtml, 'og:image:alt')).toBe('Two hands &amp; a &quot;lantern&quot;');
  });

  it('an unknown path, an unpublished article and a broken escape: 404, rendered (the 404 card), kept out of search results', async () => {
    for (const path of [
      '/no-such-page',
      ROUTES.article('draft-or-missing'),
      `${ROUTES.blog}/%E0%A4%A`,
      `${ROUTES.blog}/a/b`,
    ]) {
      const { status, headHtml, body } = await answer(path);
      expect(status, path).toBe(404);
      expect(body).toBe('page');
      expect(headHtml).toContain('<title>Page Not Found | Faithful Matches</title>');
      expect(headHtml).toContain('<meta name="robots" content="noindex" data-server-head />');
      // A page that does not exist is no view to count (src/lib/page-view-beacon.ts).
      expect(pageState((await render(path)).stateScript).countsView, path).toBeUndefined();
    }
  });

  it("members' and the owner's screens: the shell, 200, out of search results", async () => {
    for (const path of [ROUTES.signIn, ROUTES.dashboard, '/admin', ROUTES.adminBlog, ROUTES.newsletterConfirm]) {
      const { status, headHtml, body } = await answer(path);
      expect(status, path).toBe(200);
      expect(body).toBe('shell');
      expect(headHtml).toContain('<title>Faithful Matches</title>');
      expect(headHtml).toContain('noindex');
    }
  });

  it('a read that fails for another reason than "not found" is not taken for a 404', async () => {
    const unavailable = Object.assign(new Error('unavailable'), { code: 14 });
    await expect(answer(ROUTES.article(POST.slug), () => Promise.reject(unavailable))).rejects.toBe(unavailable);
  });
});

/** The names of the page's islands, in the page's order. */
const islandNames = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name!);

/** The props the first island of that name carries. */
const islandProps = (html: string, name: string) =>
  JSON.parse(
    decodeEntities(new RegExp(`data-island="${name}" data-island-props="([^"]*)"`).exec(html)?.[1] ?? 'null'),
  ) as unknown;

describe('renderPage', () => {
  it('Home: the hero, the latest posts, the top reviews and the testimonials, with Organization and WebSite', async () => {
    const { html, headResources, stateScript, islands } = await render(ROUTES.home);
    const content = text(html);
    expect(html).toContain('id="hero-title"');
    expect(content).toContain('First Dates With Purpose');
    expect(content).toContain('Upward');
    expect(content).toContain('We met here.');
    expect(html).not.toMatch(/Loading (latest articles|top app reviews|testimonials)/);
    expect(jsonLdTypes(html)).toEqual(['Organization', 'WebSite']);
    // No antd component: the page hydrates without antd's code (src/components/ui/README.md), so
    // antd's styles have nothing to style (the theme's variables are in the entry's stylesheet).
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    expect(headResources).not.toContain('--ant-color-primary');
    // It comes alive by its islands: the header, the hero's button, a heart on each card, the
    // testimonials' slides; the newsletter form and the footer's social links once the reader nears them.
    expect(islands).toBe(true);
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    const names = islandNames(html);
    expect(new Set(names)).toEqual(
      new Set([
        'site-header',
        'newsletter-button',
        'favorite-toggle',
        'testimonials',
        'newsletter-form',
        'social-links',
      ]),
    );
    const near = [...html.matchAll(/data-island="([^"]+)"[^>]*data-island-when="near"/g)].map(([, name]) => name);
    expect(near).toEqual(['newsletter-form', 'social-links']);
    // The testimonials' controls are the island, given the slides' ids: the cards are the track's HTML.
    const { trackId, ids } = islandProps(html, 'testimonials') as { trackId: string; ids: string[] };
    expect(ids).toEqual([TESTIMONIAL.id]);
    expect(html).toContain(`<div id="${trackId}" class="fm-carousel__track"`);
    // Drawn once, in the track before the island, not inside it.
    expect(html.split(TESTIMONIAL.content)).toHaveLength(2);
    expect(html.indexOf(TESTIMONIAL.content)).toBeLessThan(html.indexOf('data-island="testimonials"'));
  });

  it('an article: its text, BlogPosting and BreadcrumbList, its date in UTC, and nothing in it can end a script', async () => {
    const { html, stateScript } = await render(ROUTES.article(POST.slug));
    expect(text(html)).toContain('First paragraph of the body.');
    expect(text(html)).toContain('November 1, 2026');
    expect(jsonLdTypes(html)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(html).toContain(`"url":"${SITE}${ROUTES.article(POST.slug)}"`);
    // The title's '</script>' is escaped in the structured data and in the state alike.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(stateScript.match(/<\/script>/g)).toHaveLength(1);
  });

  it('an article comes alive by its islands alone: the heart, the share buttons and the header, each with its props', async () => {
    const { html, stateScript, islands } = await render(ROUTES.article(POST.slug));
    expect(islands).toBe(true);
    // Nothing to hydrate the page with: its text is in the HTML once, not again as data.
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    const props = (name: string) => islandProps(html, name);
    expect(props('site-header')).toEqual({});
    expect(props('favorite-toggle')).toEqual({
      kind: 'blog-posts',
      id: POST.id,
      title: POST.title,
      page: ROUTES.article(POST.slug),
    });
    expect(props('share-buttons')).toEqual({ slug: POST.slug, title: POST.title });
    // Every island a page writes is one the browser's runtime knows.
    for (const name of islandNames(html)) expect(ISLAND_NAMES).toContain(name);
  });

  it('App Reviews comes alive by its islands alone: the header, a heart on each review, the footer once near', async () => {
    const { html, stateScript, islands } = await render(ROUTES.appReviews);
    expect(islands).toBe(true);
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    const names = islandNames(html);
    expect(new Set(names)).toEqual(new Set(['site-header', 'favorite-toggle', 'social-links']));
    expect(islandProps(html, 'favorite-toggle')).toEqual({
      kind: 'app-reviews',
      id: REVIEW.id,
      title: REVIEW.name,
      page: ROUTES.appReviews,
    });
    // Its affiliate links are plain links through /go/, counted by the server: no script needed.
    expect(html).toContain(`href="${affiliateRedirectPath(REVIEW.id, 'app-reviews-page')}"`);
  });

  it('Resources comes alive by its islands alone: the tab strip, a heart on each card, the newsletter form once near', async () => {
    const { html, stateScript, islands } = await render(`${ROUTES.resources}?type=book`);
    expect(islands).toBe(true);
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    expect(new Set(islandNames(html))).toEqual(
      new Set(['site-header', 'newsletter-button', 'tab-list', 'favorite-toggle', 'newsletter-form', 'social-links']),
    );
    const library = `#resource-library`;
    expect(islandProps(html, 'tab-list')).toEqual({
      id: 'resource-type',
      label: 'Resource type',
      items: [
        { key: 'all', label: 'All' },
        { key: 'book', label: 'Books' },
        { key: 'devotional', label: 'Devotionals' },
        { key: 'course', label: 'Courses' },
      ],
      activeKey: 'book',
      hrefs: {
        all: `${ROUTES.resources}${library}`,
        book: `${ROUTES.resources}?type=book${library}`,
        devotional: `${ROUTES.resources}?type=devotional${library}`,
        course: `${ROUTES.resources}?type=course${library}`,
      },
    });
    // The chosen tab's list is the server's HTML, outside any island.
    expect(text(html)).toContain(RESOURCE.title);
    expect(islandProps(html, 'favorite-toggle')).toMatchObject({ kind: 'resources', id: RESOURCE.id });
    expect(html).toContain(`id="resource-library"`);
  });

  it('the blog list comes alive by its islands alone: the search and chips, a heart on each card; its results a frame', async () => {
    const { html, stateScript, islands } = await render(ROUTES.blog);
    expect(islands).toBe(true);
    // No list as data: another search's results come as the server's HTML (src/lib/page-frame.ts).
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    expect(new Set(islandNames(html))).toEqual(
      new Set(['site-header', 'blog-search', 'favorite-toggle', 'social-links']),
    );
    expect(islandProps(html, 'blog-search')).toEqual({});
    // The results are the frame, outside the search's island, and hold the cards.
    const frame = /<div aria-live="polite" aria-busy="false" data-page-frame="blog-results"[^>]*>([\s\S]*)$/.exec(
      html,
    )?.[1];
    expect(frame).toContain('data-testid="post-card"');
    expect(frame).toContain('data-island="favorite-toggle"');
    expect(frame).not.toContain('data-island="blog-search"');
  });

  it("an article's Markdown as HTML: a heading, a list, the app's link sponsored, and a script line as text", async () => {
    const { html } = await render(ROUTES.article(MARKED.slug));
    const body = /<div data-testid="article-content" class="fm-article-body">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(body).toContain('<h2>Where to meet</h2>');
    expect(body).toMatch(/<ul>\s*<li>church<\/li>/);
    expect(body).toContain(`<a href="${REVIEW.affiliateUrl}" rel="sponsored noopener">${REVIEW.name}</a>`);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it("fetches the largest picture first: the article's and the list's first card's, hinted in the head", async () => {
    const preload = `<link rel="preload" as="image" href="${POST.imageUrl}" fetchPriority="high"/>`;
    for (const path of [ROUTES.article(POST.slug), ROUTES.blog]) {
      const { html, headResources } = await render(path);
      expect(headResources.startsWith(preload), path).toBe(true);
      expect(html, path).not.toContain(preload);
      expect(html.match(/<img [^>]*>/g)?.[0], path).toContain('fetchPriority="high"');
    }
    // The list's other cards wait until they near the screen; Home's cards are below its hero.
    expect((await render(ROUTES.blog)).html.match(/<img [^>]*>/g)?.[1]).toContain('loading="lazy"');
    expect((await render(ROUTES.home)).headResources).toMatch(/^<style/);
  });

  it('the blog list reads with the filters in its URL', async () => {
    const options = reads();
    const { html } = await render(`${ROUTES.blog}?category=Single%20Life`, options);
    expect(options.asked).toEqual(['/api/blog-list {"category":"Single Life"}']);
    expect(text(html)).toContain('First Dates With Purpose');
    expect(text(html)).not.toContain('Guarding Your Heart');
    expect(text(html)).toContain('1 article');
    expect(html, 'the last page links to no next one').not.toContain('rel="next"');
  });

  it('the blog list links to its next and previous pages, plain links keeping the filters', async () => {
    const first = await render(ROUTES.blog);
    const next = /<a[^>]*rel="next"[^>]*>/.exec(first.html)?.[0];
    expect(next).toContain(`href="${ROUTES.blog}?after=${OTHER.id}"`);
    expect(first.html).not.toContain('rel="prev"');
    const options = reads();
    await render(`${ROUTES.blog}?search=heart&after=${POST.id}`, options);
    expect(options.asked).toEqual([`/api/blog-list {"search":"heart","after":"${POST.id}"}`]);
  });

  it("reads a page's data together, not one after another (Home: three reads)", async () => {
    let inFlight = 0;
    let most = 0;
    const { read } = reads();
    await render(ROUTES.home, {
      asked: [],
      read: async (call) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return read(call);
      },
    });
    expect(most).toBe(3);
  });

  it('App Reviews, Resources and the FAQ: their content and structured data', async () => {
    const reviews = await render(ROUTES.appReviews);
    expect(text(reviews.html)).toContain('Faith-first matching');
    expect(jsonLdTypes(reviews.html)).toContain('ItemList');
    expect(text((await render(ROUTES.resources)).html)).toContain('Boundaries in Dating');
    const faq = await render(ROUTES.faq);
    expect(jsonLdTypes(faq.html)).toEqual(['FAQPage']);
  });

  it('an unpublished article says so, in HTML the browser keeps as it is', async () => {
    const { html, islands } = await render(ROUTES.article('draft'));
    expect(text(html)).toContain('Blog Post Not Found');
    expect(islands).toBe(true);
  });

  it('Home and Resources: the newsletter form is in the HTML, a live form posting to its own page', async () => {
    for (const path of [ROUTES.home, ROUTES.resources]) {
      const { html } = await render(path);
      const form = formIn(html, 'Newsletter signup');
      expect(form, path).toContain('action="#newsletter" method="post"');
      expect(form, path).toContain('<input type="hidden" name="form" value="newsletter"/>');
      for (const field of ['firstName', 'email', 'website']) expect(form, path).toContain(`name="${field}"`);
      expect(form, path).toMatch(/<button[^>]*type="submit"/);
      expect(form, path).not.toMatch(/<button[^>]*disabled/);
      expect(html, path).not.toContain('Loading the signup form');
      // Not the app's until it hydrates: the browser sends it itself meanwhile.
      expect(form, path).not.toContain('data-live');
    }
  });

  it('Contact: the form posts to its own page and Send is live before the page hydrates', async () => {
    const { html } = await render(ROUTES.contact);
    const form = formIn(html, 'Contact form');
    expect(form).toMatch(/^<form id="contact-form" [^>]*action="#contact-form" method="post">/);
    expect(form).toContain('<input type="hidden" name="form" value="contact"/>');
    for (const field of ['name', 'email', 'subject', 'message', 'website']) expect(form).toContain(`name="${field}"`);
    expect(form).not.toMatch(/<button[^>]*disabled/);
    expect(form).not.toContain('<noscript>');
    // In view from the start, but only a reader who uses it needs its code: it comes once they reach into it.
    expect(html).toMatch(/data-island="contact-form"[^>]*data-island-when="interaction"/);
  });

  it('answers a post with the page showing the field errors beside what was typed (escaped), handed to the browser', async () => {
    const formPost: FormPostResult = {
      form: 'contact',
      outcome: 'invalid',
      values: { name: '<b>Ruth</b>', email: 'not-an-email', subject: 'Hi', message: '' },
      fields: { email: 'Please enter a valid email address', message: 'Required' },
    };
    const { html, stateScript } = await render(ROUTES.contact, reads(), formPost);
    const form = formIn(html, 'Contact form');
    expect(form).toContain('value="&lt;b&gt;Ruth&lt;/b&gt;"');
    expect(form).not.toContain('<b>Ruth</b>');
    expect(text(form)).toContain('Please enter a valid email address');
    expect(text(form)).toContain('Required');
    expect(form).toMatch(/id="contact-email" aria-invalid="true" aria-describedby="contact-email-error"/);
    expect(pageState(stateScript).formPost).toEqual(formPost);
    // The form's answer is no second view of the page it was sent from.
    expect(pageState(stateScript).countsView).toBeUndefined();
  });

  it('answers a sent form with its success text, and a refused one with the reason', async () => {
    const sent = await render(ROUTES.home, reads(), { form: 'newsletter', outcome: 'sent', values: {}, fields: {} });
    expect(text(formIn(sent.html, 'Newsletter signup'))).toContain(
      'Successfully subscribed! 🎉 Check your email for your free prayer journal download link.',
    );
    const refused = await render(ROUTES.contact, reads(), {
      form: 'contact',
      outcome: 'refused',
      values: { name: 'Ruth' },
      fields: {},
      message: 'Too many requests. Please try again later.',
    });
    const form = formIn(refused.html, 'Contact form');
    expect(form).toContain('role="alert"');
    expect(text(form)).toContain('Error sending message Too many requests. Please try again later.');
    expect(form).toContain('value="Ruth"');
    // A post of one form leaves the other as it is.
    expect(
      (await render(ROUTES.home, reads(), { form: 'contact', outcome: 'sent', values: {}, fields: {} })).html,
    ).not.toContain('Successfully subscribed!');
  });

  it('an unknown path is the 404 card', async () => {
    expect(text((await render('/no-such-page')).html)).toContain('Page Not Found');
  });
});

// What works before the app is live is what the server's HTML already does (docs/architecture.md,
// 'Controls before scripts'); e2e/before-scripts.spec.ts presses each of them with JavaScript off.
describe('pictures at the size and in the format the screen needs', () => {
  const PICTURED: BlogPost = { ...POST, image: sampleImageVariants('heart-1'), imageAlt: 'Two hands round a lantern' };
  /** A post whose owner gave no description of its picture. */
  const UNDESCRIBED: BlogPost = { ...OTHER, image: sampleImageVariants('dates-1', 1200, 800) };
  const pictured = () => {
    const options = reads();
    const read: RenderOptions['read'] = async (request) => {
      const swap = (post: BlogPost) => (post.id === POST.id ? PICTURED : post.id === OTHER.id ? UNDESCRIBED : post);
      if (request.read === PUBLIC_READS.blogPost) {
        const { slug } = request.params as ParamsOf<typeof PUBLIC_READS.blogPost>;
        return slug === OTHER.slug ? UNDESCRIBED : swap((await options.read(request)) as BlogPost);
      }
      if (request.read === PUBLIC_READS.blogPosts) return ((await options.read(request)) as BlogPost[]).map(swap);
      if (request.read === PUBLIC_READS.blogList) {
        const page = (await options.read(request)) as { posts: BlogPost[] };
        return { ...page, posts: page.posts.map(swap) };
      }
      if (request.read === PUBLIC_READS.appReviews)
        return [{ ...REVIEW, logo: sampleImageVariants('upward-1', 512, 512, 'png') }];
      if (request.read === PUBLIC_READS.resources) {
        return [
          { ...RESOURCE, imageUrl: '/uploads/boundaries.jpg', image: sampleImageVariants('boundaries-1', 800, 1200) },
        ];
      }
      if (request.read === PUBLIC_READS.testimonials) {
        return [{ ...TESTIMONIAL, imageUrl: '/uploads/ruth.jpg', image: sampleImageVariants('ruth-1', 400, 400) }];
      }
      return options.read(request);
    };
    return { asked: options.asked, read };
  };
  /** The attributes of every `<img>` of the HTML, parsed as a browser parses them (names in lower case). */
  const images = (html: string) =>
    [...html.matchAll(/<img ([^>]*)\/?>/g)].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
      ),
    );
  const sources = (html: string) =>
    [...html.matchAll(/<source ([^>]*)\/?>/g)].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
      ),
    );
  const setOf = (id: string, format: string, widths: number[]) =>
    widths.map((width) => `/img/${id}/${width}.${format} ${width}w`).join(', ');

  it("the article's hero: AVIF, WebP and JPEG at every width, its size, the owner's words, fetched first and hinted in the head", async () => {
    const { html, headResources } = await render(ROUTES.article(POST.slug), pictured());
    const widths = [400, 800, 1000, 1200, 1600];
    expect(sources(html)).toEqual([
      { type: 'image/avif', srcset: setOf('heart-1', 'avif', widths), sizes: IMAGE_SIZES.articleHero },
      { type: 'image/webp', srcset: setOf('heart-1', 'webp', widths), sizes: IMAGE_SIZES.articleHero },
    ]);
    const [hero] = images(html);
    expect(hero).toMatchObject({
      src: '/img/heart-1/800.jpg',
      srcset: setOf('heart-1', 'jpg', widths),
      sizes: IMAGE_SIZES.articleHero,
      width: '1600',
      height: '900',
      alt: 'Two hands round a lantern',
      fetchpriority: 'high',
      loading: 'eager',
      decoding: 'async',
    });
    // The placeholder shows until the picture arrives.
    expect(hero!.style).toContain('background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)');
    expect(hero!.style).toContain('background-size:cover');
    // React hints no <img> inside <picture>: the first format's set is hinted, by its type.
    const hint = /<link rel="preload"[^>]*>/.exec(headResources)?.[0] ?? '';
    expect(hint).toContain('as="image"');
    expect(hint).toContain('type="image/avif"');
    expect(hint).toContain(`imageSrcSet="${setOf('heart-1', 'avif', widths)}"`);
    expect(hint).toContain(`imageSizes="${IMAGE_SIZES.articleHero}"`);
    expect(hint).toContain('fetchPriority="high"');
    expect(html).not.toContain('rel="preload"');
  });

  it('a picture its owner left undescribed is decorative (alt=""), never the title the heading says', async () => {
    const { html } = await render(ROUTES.article(OTHER.slug), pictured());
    expect(images(html)[0]).toMatchObject({ alt: '', width: '1200', height: '800', fetchpriority: 'high' });
  });

  it("the blog list: the first card's picture first, the others lazy, each at the card's width", async () => {
    const { html } = await render(ROUTES.blog, pictured());
    const [first, second] = images(html);
    expect(first).toMatchObject({
      alt: 'Two hands round a lantern',
      sizes: IMAGE_SIZES.postCard,
      fetchpriority: 'high',
      loading: 'eager',
    });
    expect(second).toMatchObject({ alt: '', sizes: IMAGE_SIZES.postCard, loading: 'lazy', width: '1200' });
    expect(second).not.toHaveProperty('fetchpriority');
  });

  it('Home: every picture lazy (its cards are below the hero), logos and avatars at their own size and alt', async () => {
    const { html, headResources } = await render(ROUTES.home, pictured());
    const shown = images(html);
    expect(shown.map((image) => [image.alt, image.sizes, image.loading])).toEqual([
      ['Two hands round a lantern', IMAGE_SIZES.postCard, 'lazy'],
      ['', IMAGE_SIZES.postCard, 'lazy'],
      ['Upward logo', IMAGE_SIZES.appLogoSmall, 'lazy'],
      ['Ruth', IMAGE_SIZES.avatar, 'lazy'],
    ]);
    expect(shown.some((image) => 'fetchpriority' in image)).toBe(false);
    expect(headResources).not.toContain('rel="preload"');
    // A logo in PNG has no placeholder behind it (its transparent parts would show it for good).
    expect(shown[2]).toMatchObject({ src: '/img/upward-1/512.png', width: '512', height: '512' });
    expect(shown[2]!.style).not.toContain('background-image');
  });

  it('Resources and App Reviews: the cover and the logo in their slots, with their alt', async () => {
    const resources = images((await render(ROUTES.resources, pictured())).html);
    expect(resources[0]).toMatchObject({
      alt: `Cover of ${RESOURCE.title}`,
      sizes: IMAGE_SIZES.resourceCover,
      width: '800',
      height: '1200',
      loading: 'lazy',
    });
    const reviews = images((await render(ROUTES.appReviews, pictured())).html);
    expect(reviews).toContainEqual(
      expect.objectContaining({ alt: 'Upward logo', sizes: IMAGE_SIZES.appLogo, class: 'fm-review__logo' }),
    );
  });
});

describe('controls in the HTML, working before scripts', () => {
  it("the phone menu is a popover its button toggles, the button's name for each state in the markup", async () => {
    const { html } = await render(ROUTES.home);
    expect(html).toMatch(/<nav id="mobile-menu" aria-label="Mobile" class="[^"]*" popover="auto">/);
    // (React writes the attribute as `popoverTarget`; HTML's attribute names are case-insensitive.)
    const button = /<button[^>]*popovertarget="mobile-menu"[^>]*>[\s\S]*?<\/button>/i.exec(html)?.[0] ?? '';
    expect(text(button)).toContain('Open menu');
    expect(text(button)).toContain('Close menu');
    expect(button).not.toContain('aria-expanded');
  });

  it("the FAQ's questions are <details>, one name per group, none open", async () => {
    const { html } = await render(ROUTES.faq);
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(FAQ_ITEMS.length);
    for (const tag of details) {
      expect(tag).toMatch(/ name="faq-[a-z-]+"/);
      expect(tag).not.toContain(' open');
    }
    expect(new Set(details.map((tag) => / name="([^"]+)"/.exec(tag)![1])).size).toBe(
      new Set(FAQ_ITEMS.map((item) => item.category)).size,
    );
  });

  it('the FAQ comes alive by its islands alone: its search and categories, which filter the questions the server drew', async () => {
    const { html, stateScript, islands } = await render(ROUTES.faq);
    expect(islands).toBe(true);
    expect(pageState(stateScript)).toEqual({ siteUrl: SITE, countsView: true });
    const names = islandNames(html);
    expect(new Set(names)).toEqual(new Set(['site-header', 'faq-filter', 'social-links']));
    // The categories to choose from, not the questions: those stay the server's HTML, outside any island.
    expect(islandProps(html, 'faq-filter')).toEqual({
      options: ['All', ...FAQ_CATEGORIES.filter((category) => FAQ_ITEMS.some((item) => item.category === category))],
    });
    const island = new RegExp(`data-island="faq-filter"[\\s\\S]*?</fieldset>`).exec(html)![0];
    expect(island).not.toContain('<details');
    expect(html).toMatch(/<div hidden="" data-faq-empty="">.*No questions found matching your search\./);
    // Its radios are named by the island, not by an id the server's whole tree would number differently.
    expect(html).toMatch(/<input type="radio" class="fm-radio-buttons__input" name="faq-category"/);
  });

  it("the blog's chips link to their query, keeping the search, and the search is a GET form", async () => {
    const { html } = await render(`${ROUTES.blog}?category=Single+Life&search=dates`);
    expect(html).toMatch(/<a[^>]*href="\/christian-dating-advice\?category=Boundaries&amp;search=dates"/);
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*href="\/christian-dating-advice\?category=Single\+Life&amp;search=dates"|<a[^>]*href="\/christian-dating-advice\?category=Single\+Life&amp;search=dates"[^>]*aria-current="true"/,
    );
    const form = /<form[^>]*method="get"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/christian-dating-advice"');
    expect(form).toMatch(/<input type="hidden" name="category" value="Single Life"\/>/);
    expect(form).toMatch(/<input[^>]*name="search"[^>]*value="dates"/);
  });

  it('the blog search and the forms of Home and Contact pass HTML_CodeSniffer: a submit button, typed inputs', async () => {
    const blog = /<form[^>]*method="get"[^>]*>[\s\S]*?<\/form>/.exec((await render(ROUTES.blog)).html)?.[0] ?? '';
    // A submit button of its own (H32.2), named for those who cannot see its magnifier.
    expect(blog).toMatch(/<button type="submit"[^>]*aria-label="Search"/);
    // An autocomplete naming a person counts only on an input typed text (H98).
    expect(formIn((await render(ROUTES.home)).html, 'Newsletter signup')).toMatch(
      /<input[^>]*type="text"[^>]*autoComplete="given-name"|<input[^>]*autoComplete="given-name"[^>]*type="text"/i,
    );
    expect(formIn((await render(ROUTES.contact)).html, 'Contact form')).toMatch(
      /<input[^>]*type="text"[^>]*autoComplete="name"|<input[^>]*autoComplete="name"[^>]*type="text"/i,
    );
  });

  it("the resources' tab in the URL is rendered chosen, its panel named by it and controlled by every tab", async () => {
    const options = reads();
    const { html } = await render(`${ROUTES.resources}?type=devotional`, options);
    const tabs = html.match(/<a[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs).toHaveLength(4);
    const panel = /<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"/.exec(html);
    expect(panel).not.toBeNull();
    for (const tab of tabs) expect(tab).toContain(`aria-controls="${panel![1]}"`);
    const chosen = tabs.find((tab) => tab.includes('aria-selected="true"'))!;
    expect(chosen).toContain('href="/christian-relationship-resources?type=devotional#resource-library"');
    expect(chosen).toContain(`id="${panel![2]}"`);
    // The one resource is a book: the devotionals' tab is empty.
    expect(text(html)).toContain('No resources found');
  });

  it('the carousel holds every testimonial as a slide, previous/next and the dots linking to slides', async () => {
    const { html } = await render(ROUTES.home);
    expect(html).toContain('id="testimonial-t1"');
    expect(html).toMatch(/<a[^>]*href="#testimonial-t1"[^>]*aria-label="Testimonial 1 of 1"/);
    // One testimonial: nowhere to go. Each step link is named by hidden text inside it (a disabled
    // one has no href, and an anchor named only by aria-label is an empty one to HTML_CodeSniffer).
    const steps =
      html.match(
        /<a[^>]*>(?:(?!<\/a>).)*<span class="fm-visually-hidden">(?:Previous|Next) testimonials<\/span><\/a>/g,
      ) ?? [];
    expect(steps).toHaveLength(6);
    for (const step of steps) expect(step).toMatch(/^<a role="link" aria-disabled="true"/);
  });
});

describe('renderAppShell', () => {
  it('the header and the loading column, no state and no islands: the PWA draws the screen', async () => {
    const { html, headResources, stateScript, islands } = await renderAppShell(new URL(ROUTES.dashboard, SITE), {
      siteUrl: SITE,
    });
    expect(html).toContain('class="fm-header');
    expect(html).toContain('aria-label="Loading page"');
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    expect(headResources).not.toContain('--ant-color-primary');
    expect(stateScript).toBe('');
    expect(islands).toBe(false);
  });
});
