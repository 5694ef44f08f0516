// Moving between public pages is a page load, fetched ahead by the browser (Speculation Rules):
// the rules must reach every page, and never name a URL whose fetch does something or is no page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HeaderRule } from '@/domain/csp';
import {
  AFFILIATE_REDIRECT_PREFIX,
  APP_ONLY_PATHS,
  ROUTES,
  SPECULATION_RULES_PATH,
  speculationRules,
} from '@/domain/routes';

const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };
const headerOf = (source: string, key: string) =>
  firebase.hosting.headers.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)?.value;

/** Whether a URL pattern of the rules (`/path` exactly, or `/prefix/*`) takes `path`. */
const takes = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

describe('Speculation Rules', () => {
  const [rule] = speculationRules().prefetch;
  const excluded = rule!.where.and[1]!.not!.href_matches as string[];
  const prefetched = (path: string) => takes('/*', path) && !excluded.some((pattern) => takes(pattern, path));

  it('every response names the rules file, served as Speculation Rules', () => {
    expect(headerOf('**', 'Speculation-Rules')).toBe(`"${SPECULATION_RULES_PATH}"`);
    expect(headerOf(SPECULATION_RULES_PATH, 'Content-Type')).toBe('application/speculationrules+json');
  });

  it('prefetches public pages once the reader points at a link, never eagerly', () => {
    expect(rule!.eagerness).toBe('moderate');
    for (const path of [ROUTES.home, ROUTES.blog, ROUTES.article('a-post'), ROUTES.contact, ROUTES.faq])
      expect(prefetched(path), path).toBe(true);
  });

  it('never fetches the affiliate redirect (each fetch counts a click), the API, downloads or the app', () => {
    for (const path of [
      `${AFFILIATE_REDIRECT_PREFIX}upward`,
      '/api/blog-posts',
      '/downloads/prayer-journal.pdf',
      '/__/auth/handler',
      ROUTES.dashboard,
      ROUTES.signIn,
      '/admin/blog',
      ...APP_ONLY_PATHS,
    ])
      expect(prefetched(path), path).toBe(false);
  });
});
