import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidthFor, shareImageUrl, variantWidthsFor, type ImageVariants } from './image-variants';

const image: ImageVariants = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  width: 2000,
  height: 1500,
  widths: [400, 800, 1000, 1200, 1600, 2000],
  fallback: 'jpeg',
  placeholder: 'data:image/webp;base64,AAAA',
};

describe('image variants', () => {
  it('makes the standard widths below a picture, and its own width, never more', () => {
    expect(variantWidthsFor(4032)).toEqual([400, 800, 1000, 1200, 1600, 2000]);
    expect(variantWidthsFor(2000)).toEqual([400, 800, 1000, 1200, 1600, 2000]);
    expect(variantWidthsFor(1100)).toEqual([400, 800, 1000, 1100]);
    expect(variantWidthsFor(400)).toEqual([400]);
    expect(variantWidthsFor(64)).toEqual([64]);
  });

  it('writes a srcset per format from the files on the site', () => {
    expect(imageSrcSet(image, 'avif')).toBe(
      image.widths.map((width) => `/img/${image.id}/${width}.avif ${width}w`).join(', '),
    );
    expect(imageSrcSet({ ...image, widths: [64] }, 'jpeg')).toBe(`/img/${image.id}/64.jpg 64w`);
  });

  it('shares the fallback at 1200 wide, the largest below that, or the URL the owner gave', () => {
    expect(shareImageUrl('/img/x/original.jpg', image)).toBe(`/img/${image.id}/1200.jpg`);
    expect(shareImageUrl('/a.png', { ...image, widths: [400, 640], fallback: 'png' })).toBe(`/img/${image.id}/640.png`);
    expect(shareImageUrl('https://example.com/a.svg', undefined)).toBe('https://example.com/a.svg');
    expect(imageWidthFor(image, 900)).toBe(1000);
  });
});
