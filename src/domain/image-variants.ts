// Responsive featured images: what the server makes of every picture (an upload, or a URL the
// owner gives), and the one rule for the addresses of its files. Public pages build `<picture>`
// from this alone, so it imports nothing (no schemas, no zod in a page's script).

/**
 * Widths made of every picture, in device pixels, never above the picture's own width. They cover
 * a card on a phone (about 380 CSS px at DPR 2.6 → 1000) up to the article's hero on a wide 2×
 * screen (→ 2000); IMAGE_SIZES (src/components/responsive-picture.tsx) has the layout of each slot.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1000, 1200, 1600, 2000] as const;

/** Modern formats first: a browser takes the first `<source>` whose type it knows. */
export const IMAGE_MODERN_FORMATS = ['avif', 'webp'] as const;
export type ImageModernFormat = (typeof IMAGE_MODERN_FORMATS)[number];
/** The fallback every browser shows: JPEG, or PNG for a picture with transparency. */
export type ImageFallbackFormat = 'jpeg' | 'png';
export type ImageVariantFormat = ImageModernFormat | ImageFallbackFormat;

export const IMAGE_VARIANT_EXTENSIONS: Record<ImageVariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

export const IMAGE_VARIANT_CONTENT_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The fixed width of the picture in RSS, Open Graph and the newsletter mail (Open Graph's 1200). */
export const SHARE_IMAGE_WIDTH = 1200;

/** Where the site serves picture files from, on its own origin: `/img/{id}/{file}`. */
export const IMAGE_FILES_PREFIX = '/img/';

/** What the server made of one picture, stored beside the URL it was made from. */
export interface ImageVariants {
  /** The folder of its files (`/img/{id}/…`). */
  id: string;
  /** The size of the largest variant (the picture's own, up to the largest width), upright. */
  width: number;
  height: number;
  /** Widths made, smallest first; the largest is min(picture's width, the largest of IMAGE_VARIANT_WIDTHS). */
  widths: number[];
  fallback: ImageFallbackFormat;
  /** A tiny blurred copy as a data: URI, shown until the picture arrives. */
  placeholder: string;
}

/** The file name of one variant. */
export const imageVariantFile = (width: number, format: ImageVariantFormat) =>
  `${width}.${IMAGE_VARIANT_EXTENSIONS[format]}`;

/** The site path of one variant. */
export const imageVariantUrl = (image: Pick<ImageVariants, 'id'>, width: number, format: ImageVariantFormat) =>
  `${IMAGE_FILES_PREFIX}${encodeURIComponent(image.id)}/${imageVariantFile(width, format)}`;

/** `srcset` of one format: every width made. */
export const imageSrcSet = (image: ImageVariants, format: ImageVariantFormat) =>
  image.widths.map((width) => `${imageVariantUrl(image, width, format)} ${width}w`).join(', ');

/** The width to use where one size fits all: the smallest made at or above `wanted`, else the largest. */
export function imageWidthFor(image: Pick<ImageVariants, 'widths'>, wanted: number): number {
  return image.widths.find((width) => width >= wanted) ?? image.widths[image.widths.length - 1] ?? wanted;
}

/**
 * The picture's URL for RSS, Open Graph and mail: its fallback variant at SHARE_IMAGE_WIDTH when
 * variants exist, else the URL as the owner gave it.
 */
export function shareImageUrl(imageUrl: string, image: ImageVariants | undefined): string {
  if (!image) return imageUrl;
  return imageVariantUrl(image, imageWidthFor(image, SHARE_IMAGE_WIDTH), image.fallback);
}

/** The height of the variant `width` pixels wide, the picture's proportions kept. */
export const imageVariantHeight = (image: Pick<ImageVariants, 'width' | 'height'>, width: number) =>
  Math.max(1, Math.round((image.height * width) / image.width));

/**
 * The size and type of shareImageUrl's file (og:image:width and height, RSS's media:content);
 * nothing is known of a URL the server has made nothing of.
 */
export function shareImageFacts(
  image: ImageVariants | undefined,
): { width: number; height: number; type: string } | undefined {
  if (!image || image.widths.length === 0) return undefined;
  const width = imageWidthFor(image, SHARE_IMAGE_WIDTH);
  return { width, height: imageVariantHeight(image, width), type: IMAGE_VARIANT_CONTENT_TYPES[image.fallback] };
}

/** The widths to make of a picture `width` pixels wide: the standard ones below it, and its own. */
export function variantWidthsFor(width: number): number[] {
  const top = Math.min(width, IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]);
  return [...IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < top), top];
}
