// Which client sent a request, for rate limiting: a key a caller cannot choose.
//
// What the platform really passes (researched 2026-11-22):
// - Every request reaches the function through Google's front end, whether it came through
//   Firebase Hosting (served by Google's own edge since Hosting left Fastly) or straight to the
//   function's own URL. The front end keeps whatever X-Forwarded-For the caller sent and appends
//   two entries: the address it saw connecting, then its own
//   ("<anything the caller sent>, <client>, <front end>"; Google Cloud load balancing docs, "HTTP
//   headers: X-Forwarded-For"; the Cloud Functions request-headers reference points there too).
// - Firebase sets X-Fah-Client-Ip on what it forwards (arcjet/arcjet-js#5383), but a request to
//   the function's own URL carries whatever the caller wrote there; so do the left-hand
//   X-Forwarded-For entries. Neither is read.
// So the client is the entry `trustedProxyHops` places from the right (1: only the front end's own
// entry follows it). Set TRUSTED_PROXY_HOPS if a deployment adds proxies of its own.
// IPv6 clients are counted per /64: one subscriber line holds a whole /64 and can pick any
// address in it at will.
// The emulators have no front end: a request without enough entries counts by its socket address,
// and tests stand for a distinct client by sending "<client>, <front end>" as Google would.
import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

function forwardedChain(req: Request): string[] {
  const raw = req.headers['x-forwarded-for'];
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The client's address as Google's front end recorded it (or the socket's, without one). */
export function clientAddress(req: Request, trustedProxyHops: number): string {
  const chain = forwardedChain(req);
  const index = chain.length - 1 - trustedProxyHops;
  if (index >= 0) return chain[index]!;
  return req.socket.remoteAddress ?? 'unknown';
}

function expandIPv6(address: string): string[] | undefined {
  let value = address;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two hextets.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (v4) {
    const octets = v4[1]!.split('.').map(Number);
    value =
      value.slice(0, -v4[1]!.length) +
      `${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const [head = '', tail] = value.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The unit one client is counted in: an IPv4 address, or an IPv6 /64 ("2001:db8:1:2::/64").
 * IPv4-mapped IPv6 addresses count as the IPv4 address. Anything else is one shared key.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/^\[|\](?::\d+)?$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return 'unparsed';
  const groups = expandIPv6(bare);
  if (!groups) return 'unparsed';
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The rate-limit key for a request. */
export function clientKey(req: Request, trustedProxyHops: number): string {
  return clientNetwork(clientAddress(req, trustedProxyHops));
}
