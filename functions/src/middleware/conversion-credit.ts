// What a conversion's request says of the page it started on (../services/insights.ts): the HTTP
// half, shared by the routes that store a click, a signup or a message.
import type { Request } from 'express';
import { conversionCreditOf, type ConversionCredit } from '../services/insights';
import { isFromTheSite } from './same-origin';

export function conversionCredit(req: Request, siteUrl: string): ConversionCredit | undefined {
  return conversionCreditOf({
    referer: req.get('referer'),
    fromTheSite: isFromTheSite(req, siteUrl),
    siteOrigin: new URL(siteUrl).origin,
    userAgent: req.get('user-agent'),
    doNotTrack: req.get('dnt'),
    globalPrivacyControl: req.get('sec-gpc'),
  });
}
