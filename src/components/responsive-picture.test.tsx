import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleImageVariants } from '@/testing/sample-content';
import { IMAGE_SIZES, ResponsivePicture } from './responsive-picture';

const PHOTO = sampleImageVariants('lantern-1', 2400, 1600);

/** The server's HTML for `element`, parsed as the browser parses it. */
function parsed(element: React.ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  return host;
}

describe('ResponsivePicture', () => {
  it('with variants: AVIF, then WebP, then the JPEG, each at every width, for the slot, in the picture’s own size', () => {
    const host = parsed(
      <ResponsivePicture
        src="/uploads/lantern.jpg"
        image={PHOTO}
        alt="A lantern on a path"
        sizes={IMAGE_SIZES.postCard}
      />,
    );
    const sources = [...host.querySelectorAll('picture > source')];
    const set = (format: string) =>
      [400, 800, 1000, 1200, 1600, 2000].map((width) => `/img/lantern-1/${width}.${format} ${width}w`).join(', ');
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', set('avif')],
      ['image/webp', set('webp')],
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === IMAGE_SIZES.postCard)).toBe(true);
    const img = host.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/img/lantern-1/800.jpg');
    expect(img.getAttribute('srcset')).toBe(set('jpg'));
    expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.postCard);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2400', '1600']);
    expect(img.getAttribute('alt')).toBe('A lantern on a path');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // The blurred placeholder behind it until it arrives.
    expect((img as HTMLImageElement).style.backgroundImage).toBe(`url("${PHOTO.placeholder}")`);
    expect((img as HTMLImageElement).style.backgroundSize).toBe('cover');
  });

  it('priority: fetched at once and first', () => {
    const img = parsed(
      <ResponsivePicture src="/uploads/lantern.jpg" image={PHOTO} alt="" sizes={IMAGE_SIZES.articleHero} priority />,
    ).querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('a PNG (transparent parts) or a letterboxed slot has no placeholder behind it', () => {
    const { container, rerender } = render(
      <ResponsivePicture
        src="/uploads/logo.png"
        image={sampleImageVariants('logo-1', 512, 512, 'png')}
        alt="Upward logo"
        sizes={IMAGE_SIZES.appLogo}
      />,
    );
    const img = () => screen.getByRole('img', { name: 'Upward logo' });
    expect(img().getAttribute('src')).toBe('/img/logo-1/512.png');
    expect(img().style.backgroundImage).toBe('');
    rerender(
      <ResponsivePicture
        src="/uploads/logo.jpg"
        image={sampleImageVariants('logo-2', 512, 512)}
        alt="Upward logo"
        sizes={IMAGE_SIZES.appLogo}
        placeholder={false}
      />,
    );
    expect(img().style.backgroundImage).toBe('');
    expect(container.querySelectorAll('source')).toHaveLength(2);
  });

  it('without variants (older content, SVG drawings): the plain <img> as given, lazy unless priority', () => {
    const { container, rerender } = render(
      <ResponsivePicture
        src="/images/seed/open-bible.svg"
        alt="Ruth"
        sizes={IMAGE_SIZES.avatar}
        width={48}
        height={48}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Ruth' });
    expect(img.getAttribute('src')).toBe('/images/seed/open-bible.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['48', '48']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('srcset')).toBe(false);
    rerender(<ResponsivePicture src="/images/seed/open-bible.svg" alt="" sizes={IMAGE_SIZES.articleHero} priority />);
    expect(container.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });
});
