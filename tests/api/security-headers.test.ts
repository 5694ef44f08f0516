import { describe, expect, it } from 'vitest';
import { parseCsp } from '@/domain/csp';
import { api } from '../support/http';

describe('security headers through Hosting', () => {
  it.each(['/', '/christian-dating-advice', '/sign-in', '/no-such-page'])(
    '%s carries the pages’ policy (with the emulators, on the local stack)',
    async (path) => {
      const response = await api('GET', path);
      const csp = parseCsp(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('connect-src')).toContain("'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each(['/api/health', '/api/blog-posts', '/api/no-such-route'])(
    "%s answers with default-src 'none' and nosniff",
    async (path) => {
      const response = await api('GET', path);
      expect(parseCsp(response.headers.get('content-security-policy') ?? '').get('default-src')).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});
