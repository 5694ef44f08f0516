import { describe, expect, it } from 'vitest';
import { affiliateLinksOf, markdownToText, renderMarkdown } from './markdown';

const affiliate = { isAffiliate: (href: string) => href === 'https://app.example/join' };

describe('renderMarkdown', () => {
  it('renders CommonMark with tables and autolinks', () => {
    const html = renderMarkdown(
      '## Heading\n\n- one\n- *two*\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee https://example.org/x',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li><em>two</em></li>\n</ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener">https://example.org/x</a>');
  });

  it('keeps a plain-text post reading as before: a single line break stays a break', () => {
    expect(renderMarkdown('First line\nSecond line\n\nNew paragraph')).toBe(
      '<p>First line<br />\nSecond line</p>\n<p>New paragraph</p>\n',
    );
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops links and images of any scheme but http(s) and site paths', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example',
    ]) {
      const html = renderMarkdown(`[x](${href}) ![y](${href})`);
      expect(html, href).not.toContain('<a ');
      expect(html, href).not.toContain('<img');
    }
    expect(renderMarkdown('[in](/blog/a) [top](#top)')).toContain('<a href="/blog/a">in</a> <a href="#top">top</a>');
  });

  it('marks affiliate links and the tracking redirect sponsored, and off-site links noopener', () => {
    const html = renderMarkdown(
      '[join](https://app.example/join) [go](/go/app-1) [other](https://other.example)',
      affiliate,
    );
    expect(html).toContain('<a href="https://app.example/join" rel="sponsored noopener">join</a>');
    expect(html).toContain('<a href="/go/app-1" rel="sponsored">go</a>');
    expect(html).toContain('<a href="https://other.example" rel="noopener">other</a>');
  });
});

describe('affiliateLinksOf', () => {
  it("knows every app's and resource's affiliateUrl, as written or as the renderer encodes it", () => {
    const links = affiliateLinksOf([
      { affiliateUrl: 'https://app.example/join?ref=fm' },
      { affiliateUrl: ' https://books.example/s?k=Sacred Marriage ' },
      {},
    ]);
    const html = renderMarkdown(
      '[a](https://app.example/join?ref=fm) [b](<https://books.example/s?k=Sacred Marriage>) [c](https://app.example/join)',
      links,
    );
    expect(html).toContain('<a href="https://app.example/join?ref=fm" rel="sponsored noopener">a</a>');
    expect(html).toContain('<a href="https://books.example/s?k=Sacred%20Marriage" rel="sponsored noopener">b</a>');
    expect(html).toContain('<a href="https://app.example/join" rel="noopener">c</a>');
  });
});

describe('markdownToText', () => {
  it('keeps the words and drops the markup', () => {
    const text = markdownToText('## Title\n\nSome **bold** and [a link](https://x.example).\n\n- one\n- two');
    expect(text).toBe('Title\n\nSome bold and a link.\n\n- one\n- two');
  });

  it('adds link addresses for an email text part', () => {
    expect(markdownToText('[Read it](https://x.example/a)', { withUrls: true })).toBe('Read it (https://x.example/a)');
  });
});
