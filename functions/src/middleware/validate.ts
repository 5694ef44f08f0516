import { fieldErrors } from '@/domain/schemas';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../http-error';

/** Parses with a shared schema or throws the 400 envelope with per-field messages. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, 'Please correct the highlighted fields', { fields: fieldErrors(result.error) });
  }
  return result.data;
}

/** Bots fill the hidden `website` field; people never see it. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!input || typeof input !== 'object') return false;
  const value = (input as { website?: unknown }).website;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * A filled honeypot gets the route's usual success answer and stops there: the bot
 * learns nothing, and nothing is stored.
 */
export function dropBots(successBody: object): RequestHandler {
  return (req, res, next) => {
    if (isHoneypotFilled(req.body)) {
      res.status(201).json(successBody);
      return;
    }
    next();
  };
}
