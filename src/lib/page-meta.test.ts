// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageMeta', () => {
  it("takes over the head the server wrote: updates the shared tags, drops the server's structured data and robots tag", () => {
    document.head.innerHTML = `
      <title>Page Not Found | Faithful Matches</title>
      <meta name="description" content="old" />
      <meta name="robots" content="noindex" data-server-head />
      <script type="application/ld+json" data-server-head>{"@type":"FAQPage"}</script>
      <link rel="icon" href="/favicon.svg" />`;
    applyPageMeta({ title: 'Christian Dating FAQ', description: 'Answers.' });
    expect(document.title).toBe('Christian Dating FAQ | Faithful Matches');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Answers.');
    expect(document.head.querySelector('[data-server-head]')).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("writes an article's picture size and alt, and takes them away on a page that has none", () => {
    applyPageMeta({
      title: 'Waiting Well',
      description: 'd',
      image: '/img/a/1200.jpg',
      imageWidth: 1200,
      imageHeight: 675,
      imageAlt: 'A bench at dawn',
      type: 'article',
    });
    const content = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"]`)?.content;
    expect([content('og:image:width'), content('og:image:height'), content('og:image:alt')]).toEqual([
      '1200',
      '675',
      'A bench at dawn',
    ]);
    applyPageMeta({ title: 'Another', description: 'd', image: '/images/seed/a.svg', imageAlt: '' });
    expect([content('og:image:width'), content('og:image:height'), content('og:image:alt')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    applyPageMeta({ title: 'FAQ', description: 'd' });
    expect(content('og:image:alt')).toBe('Faithful Matches logo: a white heart on purple');
  });
});
