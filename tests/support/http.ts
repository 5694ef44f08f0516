// A small fetch wrapper for API tests: JSON in, status + headers + parsed body out.
import { forwardedFor } from './client-address';
import { BASE_URL } from './env';

export { forwardedFor, FRONT_END_STAND_IN, uniqueIp } from './client-address';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiOptions {
  json?: unknown;
  /** Sent as is (for malformed JSON, wrong content types, multipart). */
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  cookie?: string;
  /**
   * The page the request claims to come from. State-changing requests send the site's own origin,
   * as the PWA's do (functions/src/middleware/same-origin.ts); a string sends that origin instead,
   * null sends none.
   */
  origin?: string | null;
  /**
   * Stands for a distinct client: sent as Google's front end would forward it,
   * "<client>, <front end>" (see functions/src/middleware/client-ip.ts).
   */
  clientIp?: string;
  baseUrl?: string;
}

/** The origin the site is served from: what a browser sends as Origin on the site's own requests. */
export const SITE_ORIGIN = new URL(BASE_URL).origin;

const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

export async function api<T = unknown>(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined && isStateChanging(method) ? SITE_ORIGIN : options.origin;
  if (origin) headers.origin ??= origin;
  if (options.clientIp) headers['x-forwarded-for'] ??= forwardedFor(options.clientIp);
  const response = await fetch(`${options.baseUrl ?? BASE_URL}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/**
 * Rate limits count in fixed windows of the clock (functions/src/services/rate-limits.ts), so a test
 * that fills a window must not straddle a boundary, or its last requests land in a fresh window
 * and are let through. Waits for the next window when less than `neededMs` is left of this one
 * (a window boundary of 600 s is one of 3600 s too; the test and the emulated function share a clock).
 */
export async function withRoomInRateWindow(windowSeconds: number, neededMs = 20_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
