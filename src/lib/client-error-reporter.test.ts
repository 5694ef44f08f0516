// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@/domain/client-error';
import { clientErrorSchema } from '@/domain/schemas';
import { clientErrorReport, installClientErrorReporter, MAX_REPORTS, SAMPLE_RATE } from './client-error-reporter';

const CHROME_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A window of its own per test: listeners added to jsdom's window would outlive the test. */
function fakeWindow(pathname = '/christian-dating-advice') {
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, { location: { pathname }, navigator: { userAgent: CHROME_PHONE } });
  return target;
}

const errorEvent = (error: unknown, message = 'Script error.') => Object.assign(new Event('error'), { error, message });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

afterEach(() => vi.restoreAllMocks());

describe('clientErrorReport', () => {
  it('keeps the message, a trimmed stack, the path and the browser family, and passes the API schema', () => {
    const error = new TypeError('x is undefined');
    error.stack = `TypeError: x is undefined\n${'    at f (/assets/index.js:1:1)\n'.repeat(500)}`;
    const report = clientErrorReport(error, '/christian-dating-advice', CHROME_PHONE);
    expect(report).toMatchObject({
      message: 'TypeError: x is undefined',
      path: '/christian-dating-advice',
      browser: 'Chrome mobile',
    });
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(clientErrorSchema.safeParse(report).success).toBe(true);
  });

  it('reports a thrown non-Error as its text, trimmed to the limit', () => {
    const report = clientErrorReport('m'.repeat(2_000), '/', 'curl/8');
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.stack).toBeUndefined();
    expect(report.browser).toBe('other desktop');
    expect(clientErrorReport(undefined, '/', '').message).toBe('undefined');
  });
});

describe('installClientErrorReporter', () => {
  it('sends uncaught errors and unhandled rejections, each message once, at most a few a page', () => {
    const target = fakeWindow();
    const send = vi.fn();
    installClientErrorReporter(target, { random: () => 0, send });
    target.dispatchEvent(errorEvent(new Error('first')));
    target.dispatchEvent(errorEvent(new Error('first')));
    target.dispatchEvent(rejection(new RangeError('second')));
    target.dispatchEvent(errorEvent(null, 'Script error.'));
    target.dispatchEvent(rejection('fourth'));
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS);
    const sent = send.mock.calls.map(([body]) => JSON.parse(body as string) as { message: string; path: string });
    expect(sent.map((body) => body.message)).toEqual(['Error: first', 'RangeError: second', 'Script error.']);
    expect(sent[0]!.path).toBe('/christian-dating-advice');
  });

  it('reports nothing from a page load outside the sample', () => {
    const target = fakeWindow();
    const send = vi.fn();
    installClientErrorReporter(target, { random: () => SAMPLE_RATE, send });
    target.dispatchEvent(errorEvent(new Error('unsampled')));
    expect(send).not.toHaveBeenCalled();
  });

  it('posts JSON to the API without cookies, and never throws when the post fails', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const target = fakeWindow('/faq');
    installClientErrorReporter(target, { random: () => 0 });
    target.dispatchEvent(errorEvent(new Error('boom')));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ method: 'POST', credentials: 'omit', keepalive: true }),
    );
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['browser', 'message', 'path', 'stack']);
    await Promise.resolve();
  });
});
