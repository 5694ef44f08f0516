// Which client sent a request, for rate limiting.
//
// In production, Firebase Hosting sits in front of the function: it sets `X-Fah-Client-Ip`
// to the address it saw (overwriting any value the client sent), and the Cloud Functions
// front end appends to `X-Forwarded-For`, whose first entry is then the client as Hosting
// saw it. The local Hosting emulator forwards the request headers unchanged (see
// firebase-tools lib/hosting/proxy.js), so a test or the bench can stand for distinct
// clients by sending distinct `X-Forwarded-For` values, as a chain of proxies would.
// Order: X-Fah-Client-Ip, then the first X-Forwarded-For entry, then the socket address.
import type { Request } from 'express';

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

export function clientIp(req: Request): string {
  const fah = header(req, 'x-fah-client-ip');
  if (fah) return fah;
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}
