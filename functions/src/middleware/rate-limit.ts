import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimitRule } from '../config';
import { HttpError } from '../http-error';
import { consumeRateLimit } from '../services/rate-limits';
import { clientKey } from './client-ip';
import { stillWaiting } from './deadline';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

export function rateLimit(
  db: () => Firestore,
  bucket: string,
  rule: RateLimitRule,
  trustedProxyHops: number,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const decision = await consumeRateLimit(db(), bucket, clientKey(req, trustedProxyHops), rule);
    if (!stillWaiting(res)) return;
    res.setHeader('RateLimit-Limit', String(rule.max));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) {
      throw new HttpError(429, RATE_LIMIT_MESSAGE, {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      });
    }
    next();
  };
}
