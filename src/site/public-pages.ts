// Every public page type, one line each. Adding one: docs/architecture.md, "Adding a public page".
import { matchPath } from 'react-router';
import { installPageReads, type RouteQuery } from '@/lib/page-reads';
import type { PageRequest, PublicPage } from './public-page';
import { affiliateDisclosurePage } from './pages/affiliate-disclosure';
import { appReviewsPage } from './pages/app-reviews';
import { articlePage } from './pages/article';
import { blogListPage } from './pages/blog-list';
import { contactPage } from './pages/contact';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { notFoundPage } from './pages/not-found';
import { privacyPolicyPage } from './pages/privacy-policy';
import { resourcesPage } from './pages/resources';
import { termsOfServicePage } from './pages/terms-of-service';

/** In the order the router tries them: the 404 page, which takes any path, last. */
export const PUBLIC_PAGE_MODULES: readonly PublicPage[] = [
  homePage,
  blogListPage,
  articlePage,
  appReviewsPage,
  resourcesPage,
  contactPage,
  faqPage,
  privacyPolicyPage,
  termsOfServicePage,
  affiliateDisclosurePage,
  notFoundPage,
];

/** The page type a path is, and its parameters: the 404 page for a path no type takes. */
export function matchPublicPage(pathname: string, search: string): { page: PublicPage; request: PageRequest } {
  const searchParams = new URLSearchParams(search);
  for (const page of PUBLIC_PAGE_MODULES) {
    const match = matchPath(page.path === '*' ? '/*' : page.path, pathname);
    const params = match && decodedParams(match.params);
    if (params) return { page, request: { params, search: searchParams } };
  }
  return { page: notFoundPage, request: { params: {}, search: searchParams } };
}

/** The parameters as the browser's router gives them, decoded; null for a broken %-escape, which names no page. */
function decodedParams(params: Record<string, string | undefined>): Record<string, string | undefined> | null {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, value === undefined ? value : decodeURIComponent(value)]),
    );
  } catch {
    return null;
  }
}

/** The reads the first view of a URL shows (none for a screen of the app: it reads its own). */
export function publicPageReads(pathname: string, search: string): RouteQuery[] {
  const { page, request } = matchPublicPage(pathname, search);
  return readsOf(page, request);
}

/** A page's reads, as the query cache takes them. */
export function readsOf(page: PublicPage, request: PageRequest): RouteQuery[] {
  return page.reads(request) as RouteQuery[];
}

/** Hands the reads to shared code that keeps pages offline (src/lib/page-reads.ts). */
export function installPublicPageReads(): void {
  installPageReads(publicPageReads);
}
