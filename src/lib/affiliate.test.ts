// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_TRACKING_PATH, openAffiliateLink, TRACKING_TIMEOUT_MS, trackAffiliateClick } from './affiliate';

interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
}

function fakeTab(): FakeTab {
  return { opener: window, closed: false, location: { href: 'about:blank' } };
}

const link = {
  affiliate: 'Christian Mingle',
  source: 'app-reviews-page',
  url: 'https://www.christianmingle.com/?ref=fm',
} as const;

describe('openAffiliateLink', () => {
  const events: string[] = [];
  let tab: FakeTab;

  beforeEach(() => {
    events.length = 0;
    tab = fakeTab();
    vi.spyOn(window, 'open').mockImplementation(() => {
      events.push('open blank tab');
      return tab as unknown as Window;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens a blank tab at once, records the click, and only then points the tab at the affiliate', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => {
      events.push('tracking sent');
      return new Promise<Response>((resolve) => {
        answer = (response) => {
          events.push('tracking answered');
          resolve(response);
        };
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    const done = openAffiliateLink(link);
    // Synchronous part: the tab exists (inside the click's gesture) but is still blank.
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');

    await Promise.resolve();
    expect(tab.location.href).toBe('about:blank');
    answer(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    await done;

    expect(events).toEqual(['open blank tab', 'tracking sent', 'tracking answered']);
    expect(tab.location.href).toBe(link.url);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(AFFILIATE_TRACKING_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ affiliate: 'Christian Mingle', source: 'app-reviews-page' });
  });

  it('still opens the link when tracking fails, logging the error only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500, statusText: 'Internal Server Error' })),
    );
    await openAffiliateLink(link);
    expect(tab.location.href).toBe(link.url);
    expect(console.error).toHaveBeenCalledWith('Affiliate click tracking failed', expect.any(Error));
  });

  it('does not wait for a slow tracking answer longer than the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const done = openAffiliateLink(link);
    await vi.advanceTimersByTimeAsync(TRACKING_TIMEOUT_MS - 1);
    expect(tab.location.href).toBe('about:blank');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(tab.location.href).toBe(link.url);
  });

  it('refuses javascript: URLs without opening anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await openAffiliateLink({ ...link, url: 'javascript:alert(1)' });
    expect(window.open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a tab the visitor already closed alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 201 })),
    );
    const done = openAffiliateLink(link);
    tab.closed = true;
    await done;
    expect(tab.location.href).toBe('about:blank');
  });
});

describe('trackAffiliateClick', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('never throws, even when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(trackAffiliateClick({ affiliate: 'x', source: 'resources-page' })).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});
