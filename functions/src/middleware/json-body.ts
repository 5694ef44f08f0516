// JSON bodies, read and checked here rather than by express.json(). The Cloud Functions
// runtime reads the stream before our app runs and keeps the bytes in req.rawBody, so we
// parse those bytes ourselves to apply our own size limit, content-type rule and error
// envelope. One case never reaches us: a body sent as application/json that is not valid
// JSON is refused by the runtime's own parser with a plain 400 (functions-framework-nodejs
// issue 686); nothing is written either way.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../http-error';

async function readStream(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function rawBodyOf(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'Request body is too large');
  if (Buffer.isBuffer(req.rawBody)) {
    if (req.rawBody.length > limit) throw new HttpError(413, 'Request body is too large');
    return req.rawBody;
  }
  // Only a stream already read to its end is empty for us. `req.complete` (everything has arrived)
  // is not that: behind an awaited middleware (the session check) a whole body waits unread.
  if (req.readableEnded) return Buffer.alloc(0);
  return readStream(req, limit);
}

function isJsonContentType(req: Request, { textPlain }: JsonBodyOptions): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return (
    type === 'application/json' || (type?.endsWith('+json') ?? false) || (textPlain === true && type === 'text/plain')
  );
}

export interface JsonBodyOptions {
  /**
   * Takes a body sent as text/plain for JSON too: what the page's beacons post a string as
   * (src/lib/page-view-beacon.ts).
   */
  textPlain?: boolean;
}

/**
 * Parses a JSON body into req.body (undefined when there is none). Methods without a body pass through.
 */
export function jsonBody(limitBytes: number, options: JsonBodyOptions = {}): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const raw = await rawBodyOf(req, limitBytes);
    if (raw.length === 0) {
      req.body = undefined;
      return next();
    }
    if (!isJsonContentType(req, options)) throw new HttpError(415, 'Content-Type must be application/json');
    try {
      req.body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw new HttpError(400, 'Malformed JSON in request body');
    }
    next();
  };
}
