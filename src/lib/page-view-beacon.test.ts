// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { PAGE_VIEWS_PATH } from '@/domain/page-views';
import { pageViewBeaconSchema } from '@/domain/schemas';
import { pageViewBeacon, postBeacon, sendPageView } from './page-view-beacon';

const ARTICLE = '/christian-dating-advice/first-dates';
const load = (referrer = '', counted = true) => ({ counted, path: ARTICLE, referrer });

describe('pageViewBeacon', () => {
  it("says the page's path and the referrer's host: not its path, its query or anything about the reader", () => {
    const beacon = pageViewBeacon(
      load('https://www.Google.com/search?q=ruth+smith+christian+dating&client=firefox'),
      {},
    );
    expect(beacon).toEqual({ path: ARTICLE, referrer: 'google.com' });
    expect(pageViewBeaconSchema.safeParse(beacon).success).toBe(true);
  });

  it('says no referrer for a view typed in, or from a page that is no web address', () => {
    expect(pageViewBeacon(load(), {})?.referrer).toBe('');
    expect(pageViewBeacon(load('android-app://com.google.android.gm/'), {})?.referrer).toBe('');
  });

  it('sends nothing under Do Not Track or Global Privacy Control', () => {
    expect(pageViewBeacon(load(), { doNotTrack: '1' })).toBeUndefined();
    expect(pageViewBeacon(load(), { globalPrivacyControl: true })).toBeUndefined();
    expect(pageViewBeacon(load(), { doNotTrack: '0', globalPrivacyControl: false })).toBeDefined();
  });

  it('sends nothing for a page the server does not count: a 404, a form’s answer, a screen of the app', () => {
    expect(pageViewBeacon(load('', false), {})).toBeUndefined();
  });
});

describe('sendPageView', () => {
  it("sends the page's beacon once: at once for a page shown, when shown for a page the browser prerendered", () => {
    const sent: unknown[] = [];
    const send = (body: string) => sent.push(JSON.parse(body));
    // Whether it was sent: only a page load whose view is sent measures its vitals.
    expect(sendPageView(true, document, {}, send)).toBe(true);
    expect(sent).toEqual([{ path: window.location.pathname, referrer: '' }]);
    expect(sendPageView(true, document, { globalPrivacyControl: true }, send)).toBe(false);
    expect(sent).toHaveLength(1);

    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    sendPageView(true, document, {}, send);
    expect(sent).toHaveLength(1);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sent).toHaveLength(2);
    sendPageView(false, document, {}, send);
    expect(sent).toHaveLength(2);
    Reflect.deleteProperty(document, 'prerendering');
  });
});

describe('postBeacon', () => {
  it('posts the body without credentials, so none of the site’s cookies go with it, and lets a lost one go', async () => {
    const calls: unknown[][] = [];
    vi.stubGlobal('fetch', (...args: unknown[]) => {
      calls.push(args);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    try {
      postBeacon('{"path":"/"}');
      expect(calls).toEqual([
        [PAGE_VIEWS_PATH, { method: 'POST', body: '{"path":"/"}', keepalive: true, credentials: 'omit' }],
      ]);
      // A failed send rejects no promise anyone could see: the test would fail on an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
