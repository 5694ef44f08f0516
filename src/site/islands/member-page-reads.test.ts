import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/domain/routes';
import { offlineEntriesOf } from '@/lib/favorites/saved-offline';
import { installPageReads } from '@/lib/page-reads';

describe("a member's page reads on a page with islands", () => {
  it("lets a member's save from a page with islands keep the item's reads offline", async () => {
    // As on a page with islands before they load: nothing installed (the test setup installs them).
    installPageReads(() => {
      throw new Error('page reads asked before the public pages were installed');
    });
    expect(() => offlineEntriesOf(ROUTES.article('a-post'))).toThrow();
    await import('./member-page-reads');
    const urls = offlineEntriesOf(ROUTES.article('a-post'), 'https://example.test').map((entry) => entry.url);
    expect(urls[0]).toBe(`https://example.test${ROUTES.article('a-post')}`);
    expect(urls.some((url) => url.includes('/api/') && url.includes('a-post'))).toBe(true);
  });
});
