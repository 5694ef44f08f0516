// What the server reads from a request's User-Agent header, and all it keeps of it: whether a
// person's browser sent it, and the class of device. The string itself is never stored.

// Crawlers, link previewers and scripted clients announce themselves in the user agent.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl\/|wget\/|python-requests|httpclient|scrapy/i;

/** True for a missing user agent or one that names a crawler or a scripted client. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The class of device a browser runs on. iPadOS presents itself as a Mac (it is counted as a
 * desktop); an Android tablet's browser leaves "Mobile" out of its user agent.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}
