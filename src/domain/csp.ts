// The Content-Security-Policy lives in firebase.json (deployed as it is). What is derived from it
// here: the check that index.html runs no inline script (tests/unit/csp.test.ts: the policy
// allows none), and the local copy, which also lets the PWA reach the Auth and Firestore emulators
// (their origins never appear in the deployed header): the local stack's Hosting headers
// (scripts/lib/local-stack.ts) and the pages function's own (functions/src/security-headers.ts).

export const CSP_HEADER = 'Content-Security-Policy';

/** Executable inline scripts (no src, no data type such as application/json or ld+json). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]+)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

export const formatCsp = (directives: Map<string, string[]>) =>
  [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');

/**
 * The policy that also lets the page talk to `origins` (the emulators, for local runs only): the
 * SDKs' requests (connect-src) and the Auth emulator's sign-in helper frame (frame-src).
 */
export function withEmulatorOrigins(policy: string, origins: string[]): string {
  const directives = parseCsp(policy);
  for (const name of ['connect-src', 'frame-src']) {
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...origins]);
  }
  return formatCsp(directives);
}

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** Hosting's header rules with the emulators added to the pages' policy (the one that connects anywhere). */
export function withEmulatorsInPagePolicy(rules: HeaderRule[], origins: string[]): HeaderRule[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      // The API's policy (default-src 'none') stays as it is.
      header.key === CSP_HEADER && header.value.includes('connect-src')
        ? { ...header, value: withEmulatorOrigins(header.value, origins) }
        : header,
    ),
  }));
}

/** An emulator's address, as firebase.json's `emulators` section gives it. */
interface EmulatorAddress {
  host: string;
  port: number;
}

/**
 * The emulators the PWA's Firebase SDK talks to on a local page (src/lib/firebase/firebase-setup.ts):
 * Auth, Firestore and Storage, from firebase.json's `emulators`.
 */
export function browserEmulatorOrigins(emulators: Record<'auth' | 'firestore' | 'storage', EmulatorAddress>): string[] {
  return (['auth', 'firestore', 'storage'] as const).map(
    (name) => `http://${emulators[name].host}:${emulators[name].port}`,
  );
}
