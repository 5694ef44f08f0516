// When Firestore cannot be reached, the Admin SDK retries for up to a minute before giving up,
// and a visitor would watch a spinner that long (or Hosting would time out with its own page).
// Every API request gets a deadline instead: past it, the answer is 503 with the JSON envelope
// and Retry-After. Work still in flight finishes quietly: the error handler ignores it, and the
// middleware before a write (rate limit, session) stops the chain once the answer has gone out,
// so a request answered 503 stores nothing afterwards.
import type { Request, RequestHandler, Response } from 'express';
import { ERROR_CACHE } from './cache';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

export function sendServiceUnavailable(res: Response): void {
  res.setHeader('Cache-Control', ERROR_CACHE);
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(503).json({ error: { message: SERVICE_UNAVAILABLE_MESSAGE } });
}

/** `ms` for every request, or per request (an upload makes pictures for seconds: it gets longer). */
export function requestDeadline(ms: number | ((req: Request) => number)): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(
      () => {
        if (!res.headersSent) sendServiceUnavailable(res);
      },
      typeof ms === 'number' ? ms : ms(req),
    );
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}

/** For middleware that awaited something: false once the deadline has already answered. */
export const stillWaiting = (res: Response): boolean => !res.headersSent;
