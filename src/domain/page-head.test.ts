import { describe, expect, it } from 'vitest';
import { pageHead, pageHeadHtml } from './page-head';

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
    expect(tag(head, 'og:image:alt')).toBe('Guarding Your Heart');
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head, 'keywords')).toBeUndefined();
    expect(
      tag(
        pageHead({ title: 't', description: 'd', image: '/a.png', imageAlt: 'Two hands' }, SITE, '/'),
        'og:image:alt',
      ),
    ).toBe('Two hands');
  });

  it("the picture's size where known, and no alt for a picture its owner left undescribed", () => {
    const head = pageHead(
      { title: 't', description: 'd', image: '/img/a/1200.jpg', imageWidth: 1200, imageHeight: 675, imageAlt: '' },
      SITE,
      '/',
    );
    expect(tag(head, 'og:image')).toBe(`${SITE}/img/a/1200.jpg`);
    expect(tag(head, 'og:image:width')).toBe('1200');
    expect(tag(head, 'og:image:height')).toBe('675');
    expect(tag(head, 'og:image:alt')).toBeUndefined();
    // The site's own picture has no size given.
    expect(
      tag(pageHead({ title: 't', description: 'd', imageWidth: 1200 }, SITE, '/'), 'og:image:width'),
    ).toBeUndefined();
  });

  it('falls back to the site picture, website type and the current path', () => {
    const head = pageHead({ title: 'Home', exactTitle: true, description: 'd', keywords: 'k' }, SITE, '/');
    expect(head.title).toBe('Home');
    expect(tag(head, 'og:type')).toBe('website');
    expect(tag(head, 'og:image')).toBe(`${SITE}/icons/icon-512.png`);
    expect(tag(head, 'og:image:alt')).toBe('Faithful Matches logo: a white heart on purple');
    expect(tag(head, 'twitter:card')).toBe('summary');
    expect(tag(head, 'keywords')).toBe('k');
    expect(pageHead({ title: 't', description: 'd', canonicalPath: '/contact' }, SITE, '/x').canonical).toBe(
      `${SITE}/contact`,
    );
  });
});

describe('pageHeadHtml', () => {
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
});
