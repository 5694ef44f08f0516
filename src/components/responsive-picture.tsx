import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import {
  IMAGE_MODERN_FORMATS,
  IMAGE_VARIANT_CONTENT_TYPES,
  imageSrcSet,
  imageVariantUrl,
  imageWidthFor,
  type ImageVariants,
} from '@/domain/image-variants';

/**
 * Every slot's width in its layout, as `sizes`: the browser picks the file from these before it has
 * laid the page out, so they follow the CSS (antd's breakpoints sm 576, md 768, lg 992 px).
 * - Public pages' content column (PageContainer, Home's sections): 16 px padding each side, at most
 *   1200 px wide (so full from 1232 px); Columns' gap 24 px.
 * - The 1 px card border is left out: a file 2 px wider is never a different pick.
 */
export const IMAGE_SIZES = {
  /**
   * A post card (Home's latest, the blog list, the dashboard): Column xs 24 / md 12 / lg 8, gap 24:
   * one card across a phone, two from 768 px, three from 992 px, 384 px each from 1232 px.
   */
  postCard:
    '(min-width: 1232px) 384px, (min-width: 992px) calc((100vw - 80px) / 3), (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)',
  /**
   * A resource cover (the resources page): Column xs 24 / sm 12 / lg 8, gap 24, so two across from
   * 576 px. It is 180 px high (resource-card.css), cropped to the card's width. The dashboard's
   * saved resources sit in the post cards' columns (md 12 / lg 8) and pass `postCard`.
   */
  resourceCover:
    '(min-width: 1232px) 384px, (min-width: 992px) calc((100vw - 80px) / 3), (min-width: 576px) calc(50vw - 28px), calc(100vw - 32px)',
  /** The article's hero: the full width of the narrow PageContainer, 820 px at most (from 852 px). */
  articleHero: '(min-width: 852px) 820px, calc(100vw - 32px)',
  /** An app's logo on its summary card (Home's top apps, the dashboard): 56 px square. */
  appLogoSmall: '56px',
  /** An app's logo on its full review (the app reviews page, .fm-review__logo): 64 px square. */
  appLogo: '64px',
  /** A testimonial's avatar: 48 px round. */
  avatar: '48px',
} as const;

/** The `src` of the fallback `<img>` (browsers without `srcset`): a width that suits most slots. */
const FALLBACK_SRC_WIDTH = 800;

export interface ResponsivePictureProps {
  /** The URL as the owner gave it: shown as it is when no variants have been made (older content, SVG drawings). */
  src: string;
  /** What the server made of `src`; absent until it has been made. */
  image?: ImageVariants;
  /** The owner's words for it; `''` for a decorative picture. */
  alt: string;
  /** The slot's width in the layout, as a `sizes` list (IMAGE_SIZES above). */
  sizes: string;
  /**
   * The page's largest paint: fetched at once and first (`fetchpriority="high"`, eager, hinted in
   * the head). Everything else waits until it nears the screen (`loading="lazy"`).
   */
  priority?: boolean;
  /**
   * The blurred placeholder behind the picture until it arrives. Off for slots that letterbox it
   * (`object-fit: contain`), where it would stay visible around the picture; never for a PNG, whose
   * transparent parts would show it for good.
   */
  placeholder?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The size attributes when there are no variants (with variants: the picture's own). */
  width?: number;
  height?: number;
}

/** A CSS `url()` of a data: URI, its quotes kept from closing the string. */
const cssUrl = (uri: string) => `url("${uri.replaceAll('"', '%22')}")`;

/**
 * A featured picture at the size and in the format the reader's screen needs: AVIF, then WebP,
 * then the JPEG/PNG fallback, each at every width made, chosen by the browser from `sizes`. The
 * `width`/`height` attributes are the picture's own, so its box is reserved before it arrives
 * (style the `<img>` with `height: auto` or a fixed height where CSS sets its width). Without
 * variants, the plain `<img>` as the owner gave it.
 *
 * React writes `srcSet` and `fetchPriority` in camel case into the server's HTML; HTML attribute
 * names are case-insensitive, so the browser reads them as `srcset` and `fetchpriority`.
 */
export function ResponsivePicture({
  src,
  image,
  alt,
  sizes,
  priority = false,
  placeholder = true,
  className,
  style,
  width,
  height,
}: ResponsivePictureProps) {
  // What the picture's <img> is whichever files it offers.
  const described = {
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className,
  } as const;
  if (!image || image.widths.length === 0) {
    return <img src={src} width={width} height={height} {...described} style={style} />;
  }
  const [modern] = IMAGE_MODERN_FORMATS;
  if (priority) {
    // React hints a plain eager <img> in the head by itself, but never one inside <picture> (the
    // browser, not the page, picks its file). The first format's set is hinted instead: a browser
    // that cannot show it skips the hint by its type and takes the picture's next source.
    preload(imageVariantUrl(image, imageWidthFor(image, FALLBACK_SRC_WIDTH), modern), {
      as: 'image',
      type: IMAGE_VARIANT_CONTENT_TYPES[modern],
      imageSrcSet: imageSrcSet(image, modern),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const showPlaceholder = placeholder && image.fallback === 'jpeg' && image.placeholder.startsWith('data:');
  return (
    // `display: contents`: the <img> lays out as the slot's own child (a card's cover, a flex row).
    <picture style={{ display: 'contents' }}>
      {IMAGE_MODERN_FORMATS.map((format) => (
        <source
          key={format}
          type={IMAGE_VARIANT_CONTENT_TYPES[format]}
          srcSet={imageSrcSet(image, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={imageVariantUrl(image, imageWidthFor(image, FALLBACK_SRC_WIDTH), image.fallback)}
        srcSet={imageSrcSet(image, image.fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        decoding="async"
        {...described}
        style={
          showPlaceholder
            ? {
                backgroundImage: cssUrl(image.placeholder),
                backgroundSize: 'cover',
                backgroundPosition: 'center',
                ...style,
              }
            : style
        }
      />
    </picture>
  );
}
