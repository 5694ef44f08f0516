// The one HTTP helper for /api: credentials always included,
// JSON body and content type only when there is a payload, and any non-OK answer
// becomes an ApiError whose message is '{status}: {body text or status text}'.
import type { ApiErrorBody } from '@/domain/types';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `{ error: { message } }`, when it sent one. */
  get serverMessage(): string | null {
    return this.parsed?.error.message ?? null;
  }

  /** The server's per-field validation messages, when it sent them. */
  get fieldErrors(): Record<string, string> {
    return this.parsed?.error.fields ?? {};
  }

  private get parsed(): ApiErrorBody | null {
    try {
      const value = JSON.parse(this.body) as Partial<ApiErrorBody>;
      return value && typeof value.error?.message === 'string' ? (value as ApiErrorBody) : null;
    } catch {
      return null;
    }
  }
}

export async function apiRequest(
  method: string,
  url: string,
  payload?: unknown,
  { referrer }: { referrer?: string } = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  // The page a conversion started on (./started-on.ts), when it was not this one.
  if (referrer) init.referrer = referrer;
  if (payload instanceof FormData) {
    // Multipart (the image upload): the browser writes the content type with its boundary.
    init.body = payload;
  } else if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  } else if (method !== 'GET') {
    // A change without a body (saving or removing a favorite, logging out) outlives the page, so
    // one made just before the reader follows a link away or closes the tab still arrives.
    init.keepalive = true;
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

/**
 * Whether a failed read never reached the server (no connection, or a service worker with nothing
 * cached for it), as opposed to an answer from the server: the reader is offline, and the read
 * will work when the connection is back.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** GET and parse JSON; for 401 either throw (default) or answer null. */
export async function apiGet<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  try {
    const response = await apiRequest('GET', url);
    return (await response.json()) as T;
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
