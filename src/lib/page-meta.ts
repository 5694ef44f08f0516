import { useEffect } from 'react';
import { pageHead, SERVER_HEAD_ATTRIBUTE, type PageMeta } from '@/domain/page-head';

export type { PageMeta } from '@/domain/page-head';

/** Open Graph tags a page may go without, removed when the next page has none. */
const OPTIONAL_TAGS = ['og:image:width', 'og:image:height', 'og:image:alt'];

/** Writes the page's head tags (title, description, social and canonical) into the document, creating what is missing. */
export function applyPageMeta(meta: PageMeta): void {
  const head = pageHead(meta, window.location.origin, window.location.pathname);
  // The server's structured data and robots tag describe the page the HTML was for; from here on
  // the pages render their own (JsonLd, the 404 card's noindex), also after client navigation.
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) element.remove();
  document.title = head.title;
  for (const { attribute, key, content } of head.meta) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.appendChild(element);
    }
    element.content = content;
  }
  // A tag only some pages have (an article's picture size) goes with the page that had it.
  const written = new Set(head.meta.map(({ key }) => key));
  for (const key of OPTIONAL_TAGS) {
    if (!written.has(key)) document.head.querySelector(`meta[property="${key}"]`)?.remove();
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = head.canonical;
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, keywords, exactTitle, canonicalPath, image, imageAlt, imageWidth, imageHeight, type } =
    meta;
  useEffect(() => {
    applyPageMeta({
      title,
      description,
      keywords,
      exactTitle,
      canonicalPath,
      image,
      imageAlt,
      imageWidth,
      imageHeight,
      type,
    });
  }, [title, description, keywords, exactTitle, canonicalPath, image, imageAlt, imageWidth, imageHeight, type]);
}
