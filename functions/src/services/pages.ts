// The site's own head, for when a page cannot be read or rendered in time: every other page's head
// and status come with its render (src/server-render/render-page.tsx).
import { pageHead, pageHeadHtml } from '@/domain/page-head';
import { APP_ONLY_PAGE_META } from '@/domain/page-meta/app-only';

export function fallbackHeadHtml(path: string, siteUrl: string): string {
  return pageHeadHtml(pageHead(APP_ONLY_PAGE_META, siteUrl, path));
}
