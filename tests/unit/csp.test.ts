// The Content-Security-Policy in firebase.json is what the deployed site sends; these checks keep
// it strict, in step with index.html's inline script, and free of local addresses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CSP_HEADER,
  inlineScripts,
  parseCsp,
  withEmulatorOrigins,
  withEmulatorsInPagePolicy,
  type HeaderRule,
} from '@/domain/csp';

const EMULATORS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];
const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };

const cspFor = (rules: HeaderRule[], source: string) =>
  parseCsp(
    rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === CSP_HEADER)?.value ?? '',
  );

describe('Content-Security-Policy of the pages', () => {
  const page = cspFor(firebase.hosting.headers, '**');

  it('has the strict basics', () => {
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('base-uri')).toEqual(["'self'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows scripts from the site and Google's sign-in helper only: the HTML shell runs no inline script", () => {
    const scriptSrc = page.get('script-src') ?? [];
    expect(scriptSrc.sort()).toEqual(["'self'", 'https://apis.google.com']);
    // A rendered page's state and structured data are `application/json` and `ld+json`: data, not scripts.
    expect(inlineScripts(readFileSync('index.html', 'utf8'))).toEqual([]);
  });

  it('connects only to the site and the Firebase services the signed-in screens use', () => {
    expect(page.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
  });

  it('names no local address anywhere in the deployed headers', () => {
    expect(JSON.stringify(firebase.hosting.headers)).not.toMatch(/127\.0\.0\.1|localhost|:9099|:8080/);
  });
});

describe('Content-Security-Policy of the API', () => {
  it("lets an API answer load nothing and be framed by nothing, and comes after the pages' rule", () => {
    expect(cspFor(firebase.hosting.headers, '/api/**').get('default-src')).toEqual(["'none'"]);
    const sources = firebase.hosting.headers.map((rule) => rule.source);
    // Hosting applies the later rule for the same header.
    expect(sources.indexOf('/api/**')).toBeGreaterThan(sources.indexOf('**'));
  });
});

describe('the local stack', () => {
  it("adds the emulators to the pages' policy only", () => {
    const local = withEmulatorsInPagePolicy(firebase.hosting.headers, EMULATORS);
    for (const origin of EMULATORS) {
      expect(cspFor(local, '**').get('connect-src')).toContain(origin);
      expect(cspFor(local, '**').get('frame-src')).toContain(origin);
    }
    expect(cspFor(local, '/api/**')).toEqual(cspFor(firebase.hosting.headers, '/api/**'));
  });

  it('keeps every other directive as deployed', () => {
    const withEmulators = parseCsp(withEmulatorOrigins("default-src 'self'; connect-src 'self'", ['http://e:1']));
    expect(withEmulators.get('default-src')).toEqual(["'self'"]);
    expect(withEmulators.get('connect-src')).toEqual(["'self'", 'http://e:1']);
  });
});

describe('inlineScripts', () => {
  it('finds executable inline scripts and skips external and data blocks', () => {
    const html =
      '<script src="/a.js"></script><script>run()</script>' +
      '<script type="application/ld+json">{"@type":"FAQPage"}</script><script type="module">go()</script>';
    expect(inlineScripts(html)).toEqual(['run()', 'go()']);
  });
});
