import { describe, expect, it } from 'vitest';
import { authPath, ROUTES, safeReturnPath } from './routes';

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
