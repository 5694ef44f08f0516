// JSON bodies, read and checked by us rather than express.json(): the Cloud Functions
// runtime has already consumed the stream (it keeps the bytes in req.rawBody) and answers
// malformed JSON on its own terms, so we re-read the raw bytes to give every client the
// same 400/413/415 envelope whether or not the runtime parsed the body first.
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
  if (req.readableEnded || req.complete) return Buffer.alloc(0);
  return readStream(req, limit);
}

function isJsonContentType(req: Request): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type?.endsWith('+json') ?? false);
}

/**
 * Parses a JSON body into req.body (undefined when there is none). Methods without a body pass through.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const raw = await rawBodyOf(req, limitBytes);
    if (raw.length === 0) {
      req.body = undefined;
      return next();
    }
    if (!isJsonContentType(req)) throw new HttpError(415, 'Content-Type must be application/json');
    try {
      req.body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw new HttpError(400, 'Malformed JSON in request body');
    }
    next();
  };
}
