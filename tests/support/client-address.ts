// A distinct client for each test, as Google's front end forwards it: rate limits count per client
// (functions/src/middleware/client-ip.ts), and on the emulators every test's requests would
// otherwise share one socket address (127.0.0.1) and one allowance. Used by the API tests and the
// end-to-end tests alike, which run against the same stack with the production limits.

/** Where Google's front end writes its own address, after the client's (a documentation address). */
export const FRONT_END_STAND_IN = '192.0.2.254';

/** The X-Forwarded-For a request from `client` carries when it reaches the function. */
export function forwardedFor(client: string, callerSupplied: string[] = []): string {
  return [...callerSupplied, client, FRONT_END_STAND_IN].join(', ');
}

// Test processes run side by side (two Playwright workers): each numbers its clients in a /48 of
// its own, so two processes never hand out the same client.
const PROCESS_NETWORK = ((process.pid * 7919 + Date.now()) % 0xffff).toString(16);
let counter = 0;

/**
 * A fresh client per call, so rate limits in one test never touch another. IPv6 counts per /64,
 * so the call's number goes in the network half. Only ever a header value: addresses from the
 * IPv6 documentation prefix (RFC 3849), never contacted.
 */
export function uniqueIp(): string {
  counter += 1;
  return `2001:db8:${PROCESS_NETWORK}:${counter.toString(16)}::1`;
}
