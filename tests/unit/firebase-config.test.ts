// firebase.json is configuration that is easy to break silently: these checks
// keep it in step with the domain's routes and the architecture's promises.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_REDIRECT_PREFIX, FEED_PATHS, LEGACY_REDIRECTS } from '@/domain/routes';
import { IMAGE_FILES_PREFIX } from '@/domain/image-variants';
import { LOCAL_FIREBASE } from '@/lib/firebase/firebase-setup';
import { DEMO_PROJECT_ID } from '../../scripts/lib/local-stack';

interface Header {
  key: string;
  value: string;
}
interface HostingConfig {
  public: string;
  redirects: Array<{ source: string; destination: string; type: number }>;
  rewrites: Array<{ source: string; function?: { functionId: string; region: string }; destination?: string }>;
  headers: Array<{ source: string; headers: Header[] }>;
}

const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: HostingConfig;
  emulators: Record<string, { host?: string; port?: number; enabled?: boolean }>;
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
};
const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects: Record<string, string> };
const hosting = firebase.hosting;

function headersFor(source: string): Header[] {
  return hosting.headers.find((entry) => entry.source === source)?.headers ?? [];
}

describe('firebase.json', () => {
  it('redirects exactly the six legacy paths with 301s', () => {
    expect(hosting.redirects).toEqual(
      LEGACY_REDIRECTS.map(({ from, to }) => ({ source: from, destination: to, type: 301 })),
    );
  });

  it('rewrites /api/**, the feeds and the pictures to the api function, the tracking redirect and every other page to the pages function, in that order', () => {
    expect(hosting.rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region: 'us-central1' } },
      ...Object.values(FEED_PATHS).map((source) => ({
        source,
        function: { functionId: 'api', region: 'us-central1' },
      })),
      // The pictures, from the bucket through the api (docs/architecture.md, Pictures).
      { source: `${IMAGE_FILES_PREFIX}**`, function: { functionId: 'api', region: 'us-central1' } },
      // Named, not left to '**': a file under dist/go/ must never answer in its place.
      { source: `${AFFILIATE_REDIRECT_PREFIX}**`, function: { functionId: 'pages', region: 'us-central1' } },
      { source: '**', function: { functionId: 'pages', region: 'us-central1' } },
    ]);
  });

  it('caches hashed assets forever and never index.html or the service worker', () => {
    expect(headersFor('/assets/**')).toContainEqual({
      key: 'Cache-Control',
      value: 'public, max-age=31536000, immutable',
    });
    expect(headersFor('**/*.@(html|webmanifest|json)')).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    expect(headersFor('/@(sw|registerSW|workbox-*).js')[0]?.value).toContain('no-store');
  });

  it('sends security headers everywhere', () => {
    const keys = headersFor('**').map((header) => header.key);
    expect(keys).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']));
  });

  it('keeps every emulator on loopback, Hosting on 5000, and no download-only UI', () => {
    for (const [name, emulator] of Object.entries(firebase.emulators)) {
      if (typeof emulator === 'object' && emulator.host) expect(emulator.host, name).toBe('127.0.0.1');
    }
    expect(firebase.emulators.hosting?.port).toBe(5000);
    expect(firebase.emulators.ui?.enabled).toBe(false);
  });

  it('points at the rules and index files, and names no project a deploy could reach by default', () => {
    expect(firebase.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(firebase.storage).toEqual({ rules: 'storage.rules' });
    // A `demo-` default cannot deploy, and a real one would be deployed to without being named:
    // `firebase deploy` must be given --project (README, Deploy). The launcher passes its own.
    expect(firebaserc.projects.default).toBeUndefined();
    expect(DEMO_PROJECT_ID).toMatch(/^demo-/);
  });

  it("gives the PWA's browser SDK the same local project and emulator ports", () => {
    expect(LOCAL_FIREBASE.projectId).toBe(DEMO_PROJECT_ID);
    expect(LOCAL_FIREBASE.emulatorHost).toBe(firebase.emulators.auth?.host);
    expect(LOCAL_FIREBASE.authPort).toBe(firebase.emulators.auth?.port);
    expect(LOCAL_FIREBASE.firestorePort).toBe(firebase.emulators.firestore?.port);
  });
});
