// The site's security headers, defined once: Hosting's rule for every path in firebase.json (the
// Content-Security-Policy, nosniff, X-Frame-Options, HSTS, ...). Hosting adds them to what it
// serves; the pages function sends the same ones itself, so its own URL (which answers pages, form
// posts and redirects without Hosting in front) is no less protected. esbuild bundles the file's
// contents in at build time, so a deploy ships the headers of its own commit.
import { browserEmulatorOrigins, CSP_HEADER, withEmulatorOrigins, type HeaderRule } from '@/domain/csp';
import firebaseJson from '../../firebase.json';

/** Hosting's header rules, as firebase.json declares them. */
export const HOSTING_HEADER_RULES: readonly HeaderRule[] = firebaseJson.hosting.headers;

/** The emulators a local page reaches, which its policy must allow on the emulators. */
export const BROWSER_EMULATOR_ORIGINS: readonly string[] = browserEmulatorOrigins(firebaseJson.emulators);

/** The headers of Hosting's rule for every path ('**'): those every page carries. */
function siteWideHeaders(): HeaderRule['headers'] {
  const rule = HOSTING_HEADER_RULES.find((candidate) => candidate.source === '**');
  if (!rule) throw new Error("firebase.json declares no headers for every path ('**')");
  return rule.headers;
}

/**
 * The headers a page answer carries. On the emulators its policy also lets the page reach them, as
 * the local stack's Hosting copy does (scripts/lib/local-stack.ts): a browser enforces every policy
 * it is sent, so the function's must allow what Hosting's allows.
 */
export function pageSecurityHeaders({ emulator }: { emulator: boolean }): HeaderRule['headers'] {
  return siteWideHeaders().map((header) =>
    emulator && header.key === CSP_HEADER
      ? { ...header, value: withEmulatorOrigins(header.value, [...BROWSER_EMULATOR_ORIGINS]) }
      : header,
  );
}
