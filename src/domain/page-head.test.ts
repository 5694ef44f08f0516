import { describe, expect, it } from 'vitest';
import {
  APP_ROOT,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  PAGE_STYLES_MARKER,
  pageHead,
  pageHeadHtml,
  withPageHead,
  withRenderedBody,
} from './page-head';

const SITE = 'https://faithfulmatches.example';
const tag = (head: ReturnType<typeof pageHead>, key: string) => head.meta.find((meta) => meta.key === key)?.content;

describe('pageHead', () => {
  it("writes the spec's title and every tag a link preview reads, with absolute URLs", () => {
    const head = pageHead(
      { title: 'Guarding Your Heart', description: 'Why boundaries matter.', image: '/images/a.svg', type: 'article' },
      SITE,
      '/christian-dating-advice/guarding-your-heart',
    );
    expect(head.title).toBe('Guarding Your Heart | Faithful Matches');
    expect(head.canonical).toBe(`${SITE}/christian-dating-advice/guarding-your-heart`);
    expect(tag(head, 'og:title')).toBe(head.title);
    expect(tag(head, 'og:description')).toBe('Why boundaries matter.');
    expect(tag(head, 'og:type')).toBe('article');
    expect(tag(head, 'og:url')).toBe(head.canonical);
    expect(tag(head, 'og:image')).toBe(`${SITE}/images/a.svg`);
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head, 'keywords')).toBeUndefined();
  });

  it('falls back to the site picture, website type and the current path', () => {
    const head = pageHead({ title: 'Home', exactTitle: true, description: 'd', keywords: 'k' }, SITE, '/');
    expect(head.title).toBe('Home');
    expect(tag(head, 'og:type')).toBe('website');
    expect(tag(head, 'og:image')).toBe(`${SITE}/icons/icon-512.png`);
    expect(tag(head, 'twitter:card')).toBe('summary');
    expect(tag(head, 'keywords')).toBe('k');
    expect(pageHead({ title: 't', description: 'd', canonicalPath: '/contact' }, SITE, '/x').canonical).toBe(
      `${SITE}/contact`,
    );
  });
});

describe('pageHeadHtml and withPageHead', () => {
  const head = pageHead({ title: 'A "quoted" <b>title</b> & more', description: 'd' }, SITE, '/x');

  it('escapes every value and marks the server-only tags', () => {
    const html = pageHeadHtml(head, { noindex: true });
    expect(html).toContain(
      '<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more | Faithful Matches</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more | Faithful Matches" />',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}/x" />`);
    expect(html).toContain('<meta name="robots" content="noindex" data-server-head />');
  });

  it('replaces what is between the markers, keeps them, and refuses a shell without them', () => {
    const shell = `<head><meta charset="UTF-8" />${PAGE_HEAD_START}<title>Old</title>${PAGE_HEAD_END}<link rel="icon" /></head>`;
    const once = withPageHead(shell, '<title>New $& $1</title>');
    expect(once).toContain('<title>New $& $1</title>');
    expect(once).not.toContain('Old');
    expect(withPageHead(once, '<title>Again</title>').match(/<title>/g)).toHaveLength(1);
    expect(() => withPageHead('<head></head>', '<title>x</title>')).toThrow(/page-head markers/);
  });
});

describe('withRenderedBody', () => {
  const shell = `<head>${PAGE_STYLES_MARKER}<link rel="icon" /></head><body>${APP_ROOT}<script src="/a.js"></script></body>`;

  it('puts the styles in the head, the page in the root and its state right after it, "$" and all', () => {
    const html = withRenderedBody(shell, {
      headResources: '<style>.a{content:"$&"}</style>',
      html: '<main>$1 cost</main>',
      stateScript: '<script type="application/json" id="s">{}</script>',
    });
    expect(html).toBe(
      '<head><style>.a{content:"$&"}</style><link rel="icon" /></head><body><div id="root"><main>$1 cost</main></div>' +
        '<script type="application/json" id="s">{}</script><script src="/a.js"></script></body>',
    );
  });

  it('refuses a shell without the markers', () => {
    expect(() =>
      withRenderedBody('<body><div id="root">x</div></body>', { headResources: '', html: '', stateScript: '' }),
    ).toThrow(/page-styles marker/);
  });
});
