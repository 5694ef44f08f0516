import { describe, expect, it } from 'vitest';
import {
  imageSrcSet,
  imageWidthFor,
  shareImageFacts,
  shareImageUrl,
  variantWidthsFor,
  type ImageVariants,
} from './image-variants';

const image: ImageVariants = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  width: 2000,
  height: 1500,
  widths: [400, 800, 1000, 1200, 1600, 2000],
  fallback: 'jpeg',
  placeholder: 'data:image/webp;base64,AAAA',
};

describe('image variants', () => {
  it('writes a srcset per format from the files on the site', () => {
    expect(imageSrcSet(image, 'avif')).toBe(
      image.widths.map((width) => `/img/${image.id}/${width}.avif ${width}w`).join(', '),
    );
    expect(imageSrcSet({ ...image, widths: [64] }, 'jpeg')).toBe(`/img/${image.id}/64.jpg 64w`);
  });

  it('uses the smallest width at or above the one wanted, else the largest', () => {
    expect(imageWidthFor(image, 900)).toBe(1000);
    expect(imageWidthFor(image, 3000)).toBe(2000);
  });
});

const variants = (width: number, height: number, fallback: ImageVariants['fallback'] = 'jpeg'): ImageVariants => ({
  id: 'a b',
  width,
  height,
  widths: variantWidthsFor(width),
  fallback,
  placeholder: 'data:image/webp;base64,AA==',
});

describe('variantWidthsFor', () => {
  it('the standard widths below the picture and its own, each once, never above the largest', () => {
    expect(variantWidthsFor(900)).toEqual([400, 800, 900]);
    expect(variantWidthsFor(1200)).toEqual([400, 800, 1000, 1200]);
    expect(variantWidthsFor(2000)).toEqual([400, 800, 1000, 1200, 1600, 2000]);
    expect(variantWidthsFor(4032)).toEqual([400, 800, 1000, 1200, 1600, 2000]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });
});

describe('shareImageUrl and shareImageFacts', () => {
  it('the fallback file at 1200 px, with its height in proportion', () => {
    const image = variants(3000, 2000);
    expect(shareImageUrl('https://images.example/a.jpg', image)).toBe('/img/a%20b/1200.jpg');
    expect(shareImageFacts(image)).toEqual({ width: 1200, height: 800, type: 'image/jpeg' });
  });

  it('a picture narrower than 1200 px: its own width, never enlarged; a PNG stays a PNG', () => {
    const image = variants(900, 600, 'png');
    expect(shareImageUrl('/uploads/a.png', image)).toBe('/img/a%20b/900.png');
    expect(shareImageFacts(image)).toEqual({ width: 900, height: 600, type: 'image/png' });
    // Between two standard widths: the one at or above 1200 when the picture has it.
    expect(shareImageFacts(variants(1500, 1001))).toEqual({ width: 1200, height: 801, type: 'image/jpeg' });
  });

  it('without variants (older posts, SVG drawings): the URL as the owner gave it, its size unknown', () => {
    expect(shareImageUrl('/images/seed/open-bible.svg', undefined)).toBe('/images/seed/open-bible.svg');
    expect(shareImageFacts(undefined)).toBeUndefined();
  });
});
