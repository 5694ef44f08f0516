import { useEffect } from 'react';
import { pageHead, type PageMeta } from '@/domain/page-head';

export type { PageMeta } from '@/domain/page-head';

/** Writes the page's head tags (spec section 2, page metadata) into the document, creating what is missing. */
export function applyPageMeta(meta: PageMeta): void {
  const head = pageHead(meta, window.location.origin, window.location.pathname);
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
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = head.canonical;
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, keywords, exactTitle, canonicalPath, image, type } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, keywords, exactTitle, canonicalPath, image, type });
  }, [title, description, keywords, exactTitle, canonicalPath, image, type]);
}
