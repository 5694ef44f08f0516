import { describe, expect, it } from 'vitest';
import {
  articleSlugOf,
  authPath,
  isAppOnlyPath,
  PUBLIC_API_READ_URL,
  PUBLIC_PAGES,
  ROUTES,
  safeReturnPath,
} from './routes';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/christian-dating-advice/guard-your-heart?x=1#share')).toBe(
      '/christian-dating-advice/guard-your-heart?x=1#share',
    );
  });

  it('sends anything else to the dashboard', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'dashboard',
    ]) {
      expect(safeReturnPath(next), String(next)).toBe(ROUTES.dashboard);
    }
  });

  it('never returns to a sign-in screen', () => {
    expect(safeReturnPath('/sign-in?next=/x')).toBe(ROUTES.dashboard);
    expect(safeReturnPath('/sign-up')).toBe(ROUTES.dashboard);
  });
});

describe('authPath', () => {
  it('carries where the reader was', () => {
    expect(authPath(ROUTES.signIn, '/christian-dating-faq#q1')).toBe('/sign-in?next=%2Fchristian-dating-faq%23q1');
    expect(authPath(ROUTES.signUp)).toBe('/sign-up');
  });
});

describe('PUBLIC_API_READ_URL', () => {
  const matches = (path: string) => PUBLIC_API_READ_URL.test(`http://127.0.0.1:5000${path}`);

  it('takes the public reads, lists and single items, with or without a query', () => {
    for (const path of ['/api/blog-posts', '/api/blog-posts/guard-your-heart', '/api/blog-posts?category=Faith']) {
      expect(matches(path), path).toBe(true);
    }
    expect(matches('/api/app-reviews')).toBe(true);
    expect(matches('/api/resources')).toBe(true);
  });

  it("never a member's or the owner's read, nor anything outside the API", () => {
    for (const path of [
      '/api/favorites',
      '/api/favorites?x=1',
      '/api/favorites/blog-posts',
      '/api/auth/me',
      '/api/admin/contact-submissions',
      '/api/upload-image',
      '/christian-dating-advice',
      '/assets/api/blog-posts.js',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });
});

describe('isAppOnlyPath and articleSlugOf', () => {
  it("knows the members' and owner's screens, families included, and nothing public", () => {
    for (const path of ['/sign-in', '/sign-up', '/dashboard', '/admin', '/admin/blog/edit/x', '/newsletter/confirm']) {
      expect(isAppOnlyPath(path), path).toBe(true);
    }
    for (const path of [...PUBLIC_PAGES, '/sign-in-help', '/administrator', '/dashboards']) {
      expect(isAppOnlyPath(path), path).toBe(false);
    }
  });

  it("reads an article path's slug, decoded, and nothing else", () => {
    expect(articleSlugOf(ROUTES.article('faith & dating'))).toBe('faith & dating');
    expect(articleSlugOf(ROUTES.blog)).toBeUndefined();
    expect(articleSlugOf(`${ROUTES.blog}/`)).toBeUndefined();
    expect(articleSlugOf(`${ROUTES.blog}/a/b`)).toBeUndefined();
    expect(articleSlugOf(`${ROUTES.blog}/%E0%A4%A`)).toBeUndefined();
    expect(articleSlugOf('/christian-dating-advice-x/a')).toBeUndefined();
  });
});
