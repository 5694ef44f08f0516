// Uncaught errors and unhandled rejections in a reader's browser, reported to the api function
// (POST /api/client-errors), which logs them for Error Reporting as the server's own. Loaded with
// every page, so it stays small: no zod, no React, nothing else fetched.
//   - sampled: one page load in SAMPLE_RATE reports at all (a broken release would otherwise
//     report from every reader at once);
//   - at most MAX_REPORTS a page load, each message once;
//   - no personal data: the message and a trimmed stack, the path without its query, the
//     browser's family.
import { browserFamily, CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH, type ClientErrorReport } from '@/domain/client-error';

export const SAMPLE_RATE = 0.5;
export const MAX_REPORTS = 3;

export function clientErrorReport(reason: unknown, pathname: string, userAgent: string): ClientErrorReport {
  const error = reason instanceof Error ? reason : undefined;
  const message = (error ? `${error.name}: ${error.message}` : String(reason)).slice(0, CLIENT_ERROR_LIMITS.message);
  return {
    message: message.trim() || 'Error',
    ...(error?.stack ? { stack: error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    path: pathname.slice(0, CLIENT_ERROR_LIMITS.path),
    browser: browserFamily(userAgent),
  };
}

const post = (body: string) =>
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    // Sent even as the page goes away; no cookie: the report names no one.
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);

export function installClientErrorReporter(
  target: Window = window,
  { random = Math.random, send = post }: { random?: () => number; send?: (body: string) => void } = {},
): void {
  if (random() >= SAMPLE_RATE) return;
  const sent = new Set<string>();
  const report = (reason: unknown) => {
    const body = clientErrorReport(reason, target.location.pathname, target.navigator.userAgent);
    if (sent.size >= MAX_REPORTS || sent.has(body.message)) return;
    sent.add(body.message);
    send(JSON.stringify(body));
  };
  // Bubbling only: a failed image or script load fires on its element and never reaches here.
  target.addEventListener('error', (event) => report(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => report(event.reason));
}
