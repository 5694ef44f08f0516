import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { HttpError } from '../http-error';
import { reportError } from '../report-error';
import { ERROR_CACHE } from './cache';
import { sendServiceUnavailable } from './deadline';

export const notFoundRoute: RequestHandler = (req) => {
  throw new HttpError(404, `No API route for ${req.method} ${req.path}`);
};

/** Status codes thrown by Express itself or its parsers (a bad %-escape in a path, …). */
function expressClientStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * gRPC status codes with which Firestore says "not now" rather than "never": UNAVAILABLE (14, it
 * cannot be reached), DEADLINE_EXCEEDED (4) and ABORTED (10, a transaction lost too many retries).
 */
const FIRESTORE_TRY_AGAIN_CODES = new Set([4, 10, 14]);

function isFirestoreTryAgain(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && FIRESTORE_TRY_AGAIN_CODES.has(code);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // The request deadline has already answered (503); this is the late end of that work.
  if (res.headersSent) return;
  if (isFirestoreTryAgain(error)) {
    logger.warn('Firestore unavailable', {
      method: req.method,
      path: req.path,
      code: (error as { code: number }).code,
    });
    sendServiceUnavailable(res);
    return;
  }
  res.setHeader('Cache-Control', ERROR_CACHE);
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.status(error.status).json({
      error: { message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
    return;
  }
  const clientStatus = expressClientStatus(error);
  if (clientStatus) {
    res.status(clientStatus).json({ error: { message: 'Bad request' } });
    return;
  }
  reportError(error, { service: 'api', method: req.method, path: req.path });
  res.status(500).json({ error: { message: 'Internal server error' } });
};
