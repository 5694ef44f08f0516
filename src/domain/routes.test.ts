import { describe, expect, it } from 'vitest';
import { authPath, PUBLIC_API_READ_URL, ROUTES, safeReturnPath } from './routes';

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
