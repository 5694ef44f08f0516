import { useEffect } from 'react';
import { BRAND } from '@/domain/constants';

export interface PageMeta {
  /** Shown as '{title} | Faithful Matches'; the home page may pass the full title with `exactTitle`. */
  title: string;
  description: string;
  keywords?: string;
  exactTitle?: boolean;
  /** Path for the canonical link; defaults to the current path. */
  canonicalPath?: string;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Spec section 2, page metadata: title, description, keywords, og:title, og:description (created when missing), plus a canonical link. */
export function applyPageMeta({ title, description, keywords, exactTitle, canonicalPath }: PageMeta): void {
  const fullTitle = exactTitle ? title : `${title} | ${BRAND}`;
  document.title = fullTitle;
  upsertMeta('name', 'description', description);
  if (keywords) upsertMeta('name', 'keywords', keywords);
  upsertMeta('property', 'og:title', fullTitle);
  upsertMeta('property', 'og:description', description);
  upsertCanonical(new URL(canonicalPath ?? window.location.pathname, window.location.origin).href);
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, keywords, exactTitle, canonicalPath } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, keywords, exactTitle, canonicalPath });
  }, [title, description, keywords, exactTitle, canonicalPath]);
}
