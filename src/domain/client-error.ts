// A reader's browser error, as the PWA reports it (src/lib/client-error-reporter.ts) and the api
// function accepts it (POST /api/client-errors). No personal data: the message and stack, the page's
// path without its query, and the browser's family, never its full user agent. No zod here: the
// reporter loads with every page.

export const CLIENT_ERRORS_PATH = '/api/client-errors';

export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4_000,
  path: 300,
  browser: 40,
  /** The whole JSON body: anything larger is refused (413) unread. */
  bodyBytes: 16 * 1024,
} as const;

export interface ClientErrorReport {
  message: string;
  stack?: string;
  path: string;
  browser: string;
}

/** The browser's family and platform class, e.g. "Chrome mobile": enough to group by, naming no one. */
export function browserFamily(userAgent: string): string {
  const family = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'other';
  return `${family} ${/Mobi/.test(userAgent) ? 'mobile' : 'desktop'}`;
}
