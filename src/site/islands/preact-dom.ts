// React DOM as the islands import it (scripts/lib/preact-islands.ts): what Preact's compat layer
// has of it, and React DOM's resource hint `preload`, which compat lacks. The server renders with
// React, which puts a picture's hint in the page's head; an island that draws one afterwards adds
// it here.
export {
  createPortal,
  default,
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  version,
} from 'preact/compat';

interface PreloadOptions {
  as: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Adds `<link rel="preload">` for `href` to the head once, as React DOM's `preload` does. */
export function preload(href: string, options: PreloadOptions): void {
  const hinted = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some(
    (link) => link.getAttribute('href') === href,
  );
  if (hinted) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = href;
  link.as = options.as;
  if (options.type) link.type = options.type;
  if (options.imageSrcSet) link.imageSrcset = options.imageSrcSet;
  if (options.imageSizes) link.imageSizes = options.imageSizes;
  if (options.fetchPriority) link.fetchPriority = options.fetchPriority;
  document.head.append(link);
}
