// What a public page type is: one module per type (./pages), listed once (./public-pages.ts). The
// browser's route table, the reads the server renders a page with (and a saved item keeps offline),
// the head and status of its HTML, the lint zone that keeps antd out of it, the sitemap and the
// benches' page lists all come from that list (tests/unit/public-pages.test.ts fails when one
// does not).
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageMeta } from '@/domain/page-head';

/** The URL a page is asked for, as its module sees it. */
export interface PageRequest {
  /** The route pattern's parameters (an article's `slug`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface PublicPage {
  /** What the benches and the tests call it. */
  name: string;
  /** Its route pattern (react-router's): `*` is every path no other page takes (the 404 page). */
  path: string;
  /** Its folder in src/site/features, where its view is: public code, which lint keeps antd out of. */
  feature: string;
  /** Listed in the sitemap (PUBLIC_PAGES in src/domain/routes.ts, which the api function writes it from). */
  sitemap: boolean;
  /** The reads its first view shows: read before the server renders it, and kept with a saved item offline. */
  reads(request: PageRequest): readonly PageRead[];
  /**
   * Its head, from its reads' answers once they are in `data`; undefined when what the URL names does
   * not exist (an unpublished article): the page is answered 404 with the not-found head. Only the
   * server asks it: its values are imported when asked, so the browser's route table carries none
   * (each view writes its own, usePageMeta).
   */
  head(request: PageRequest, data: Pick<QueryClient, 'getQueryData'>): Promise<PageMeta | undefined>;
  /** Its view, a chunk of its own. */
  view(): Promise<{ default: ComponentType }>;
  /** A URL of this type to measure or test, for a pattern with parameters. */
  example?: (newestArticleSlug: string) => string;
}

/**
 * One of the public read definitions (src/lib/api-queries.ts), by the shape they share: their
 * options are invariant in their answer's type, so a list of different reads is no list of one
 * option type (src/site/public-pages.ts widens it, in one place).
 */
export interface PageRead {
  queryKey: readonly unknown[];
}

/** A page module, checked against the type and kept exactly as written. */
export const publicPage = <const Page extends PublicPage>(page: Page): Page => page;
