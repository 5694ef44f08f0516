import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  const sample = `Tom & Jerry's <b>"best"</b> > all`;

  it('escapes the four characters an element or a double-quoted attribute needs, leaving the apostrophe', () => {
    expect(escapeMarkup(sample)).toBe("Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt; &gt; all");
  });

  it('writes the apostrophe as the entity it is given', () => {
    expect(escapeMarkup(sample, '&#39;')).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &gt; all');
    expect(escapeMarkup(sample, '&apos;')).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &gt; all');
  });

  it('escapes an ampersand once, so an entity already in the text shows as typed', () => {
    expect(escapeMarkup('&amp; &#39;', '&#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves text without markup characters unchanged', () => {
    expect(escapeMarkup('Plain text, 100% safe', '&apos;')).toBe('Plain text, 100% safe');
  });
});
