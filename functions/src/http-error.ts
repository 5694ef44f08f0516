// One error type for every expected failure; the error handler turns it into the envelope.
export class HttpError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * What Firestore refuses as a document id (a 500 from deep inside the SDK if it got that far):
 * a '/', '.' or '..', the reserved `__name__` form, or more than 1500 bytes.
 */
function isUnusableDocumentId(value: string): boolean {
  return (
    value.includes('/') ||
    value === '.' ||
    value === '..' ||
    /^__.*__$/.test(value) ||
    Buffer.byteLength(value, 'utf8') > 1500
  );
}

/**
 * A named route parameter as one string (Express 5 types also allow arrays for wildcards).
 * Parameters name documents, so one no document could have is simply not found.
 */
export function routeParam(params: Record<string, string | string[] | undefined>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '' || isUnusableDocumentId(value)) throw new HttpError(404, 'Not found');
  return value;
}
