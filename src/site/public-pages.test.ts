// The list of public page modules is the one place a page type is added: everything else that
// names the public pages is derived from it, or checked against it here.
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@/domain/routes';
import { routes } from '@/app/routes';
import type { PublicPage } from './public-page';
import { matchPublicPage, PUBLIC_PAGE_MODULES } from './public-pages';
import { PUBLIC_PAGE_ROUTES } from './site-routes';

const modulesInFolder = Object.values(
  import.meta.glob<Record<string, PublicPage>>('./pages/*.ts', { eager: true }),
).flatMap((exports) => Object.values(exports));

const urlOf = (page: PublicPage) => (page.example ? page.example('an-article') : page.path);

/** Every path of a route table, its children's too. */
const pathsOf = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the public page modules', () => {
  it('lists every module of src/site/pages, once', () => {
    expect(modulesInFolder.length).toBeGreaterThan(0);
    for (const page of modulesInFolder) expect(PUBLIC_PAGE_MODULES, page.name).toContain(page);
    expect(new Set(PUBLIC_PAGE_MODULES).size).toBe(PUBLIC_PAGE_MODULES.length);
    expect(new Set(PUBLIC_PAGE_MODULES.map((page) => page.path)).size).toBe(PUBLIC_PAGE_MODULES.length);
  });

  it("gives each a route in the browser's table and the server's, its view from its own feature of the public site", () => {
    const browser = pathsOf(routes);
    for (const page of PUBLIC_PAGE_MODULES) {
      expect(browser, page.name).toContain(page.path);
      expect(existsSync(`src/site/features/${page.feature}`), page.feature).toBe(true);
      expect(String(page.view), page.name).toContain(`site/features/${page.feature}/`);
    }
    expect(pathsOf(PUBLIC_PAGE_ROUTES)).toEqual(PUBLIC_PAGE_MODULES.map((page) => page.path));
  });

  it('takes each URL to its own module, with its reads', () => {
    for (const page of PUBLIC_PAGE_MODULES) expect(matchPublicPage(urlOf(page), '').page.name).toBe(page.name);
    const article = matchPublicPage('/christian-dating-advice/caf%C3%A9', '');
    expect(article.request.params.slug).toBe('café');
    expect(article.page.reads(article.request).map(({ queryKey }) => queryKey)).toEqual([
      ['/api/blog-posts/caf%C3%A9'],
    ]);
  });

  it('lists in the sitemap exactly the modules that say so, in their order (PUBLIC_PAGES, which the api function writes it from)', () => {
    expect([...PUBLIC_PAGES]).toEqual(PUBLIC_PAGE_MODULES.filter((page) => page.sitemap).map((page) => page.path));
  });

  it("keeps antd out of each module's feature (lint's public zone)", async () => {
    const eslint = new ESLint();
    for (const feature of new Set(PUBLIC_PAGE_MODULES.map((page) => page.feature))) {
      const config = (await eslint.calculateConfigForFile(`src/site/features/${feature}/page.tsx`)) as {
        rules: Record<string, unknown>;
      };
      expect(JSON.stringify(config.rules['@typescript-eslint/no-restricted-imports']), feature).toContain('"antd"');
    }
  });
});
