// What a deploy will ask Google for, read from the functions' own manifest: the bundle is built as
// `npm run build` builds it and loaded as the Firebase CLI loads it (FUNCTIONS_CONTROL_API, no
// settings), and each export's `__endpoint` is what the CLI turns into a Cloud Run service.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_SECRETS } from '../../functions/src/params';
import { bundleCommon, functionsEntryOptions } from '../../scripts/lib/functions-bundle';
import { boundSecrets, readFunctionsManifest, type FunctionEndpoint } from '../../scripts/lib/functions-manifest';
import { ROOT } from '../../scripts/lib/local-stack';

// Inside the repository, so the bundle finds firebase-functions as functions/lib/index.js does.
const outDir = path.join(ROOT, 'node_modules/.cache/functions-manifest');
const bundle = path.join(outDir, 'index.js');
let endpoints: Record<string, FunctionEndpoint>;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  await build({ ...bundleCommon(ROOT), ...functionsEntryOptions(bundle), logLevel: 'error' });
  endpoints = readFunctionsManifest(bundle);
}, 120_000);

describe("the functions' manifest", () => {
  it('declares api and pages, and the mail sender: a trigger on each new mail document, and a sweep each minute', () => {
    expect(Object.keys(endpoints).sort()).toEqual(['api', 'deliverDueMail', 'deliverMail', 'pages']);
    expect(endpoints.deliverMail).toMatchObject({
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilterPathPatterns: { document: 'mail/{mailId}' },
        // Failures are recorded on the document and retried by the sweep, never by the platform.
        retry: false,
      },
    });
    expect(endpoints.deliverDueMail).toMatchObject({ scheduleTrigger: { schedule: 'every 1 minutes' } });
    // One sweep at a time paces a newsletter at the provider's rate.
    expect(endpoints.deliverDueMail!.maxInstances).toBe(1);
    expect(endpoints.deliverMail!.maxInstances).toBeGreaterThan(0);
  });

  it('gives pages the memory a burst of renders needs, and both a bounded size', () => {
    expect(endpoints.pages!.availableMemoryMb).toBeGreaterThanOrEqual(512);
    for (const name of ['api', 'pages']) {
      const endpoint = endpoints[name]!;
      expect(endpoint.concurrency, name).toBeGreaterThan(1);
      expect(endpoint.cpu, name).toBeGreaterThanOrEqual(1); // concurrency above 1 needs a whole CPU
      expect(endpoint.timeoutSeconds, name).toBeGreaterThan(0);
      expect(String(endpoint.maxInstances), name).toMatch(/MAX_INSTANCES/);
      expect(String(endpoint.minInstances), name).toMatch(/MIN_INSTANCES/);
    }
  });

  it('binds the newsletter secret to both HTTP functions, which sign or check its links, and the SMTP password to the mail sender', () => {
    expect(boundSecrets(endpoints)).toEqual({
      api: ['NEWSLETTER_TOKEN_SECRET'],
      pages: ['NEWSLETTER_TOKEN_SECRET'],
      deliverMail: ['SMTP_PASSWORD'],
      deliverDueMail: ['SMTP_PASSWORD'],
    });
    expect(boundSecrets(endpoints)).toEqual(
      Object.fromEntries(Object.entries(FUNCTION_SECRETS).map(([name, secrets]) => [name, secrets.map((s) => s.name)])),
    );
  });

  it('reads the secret through its parameter, never straight from the environment', () => {
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('defineSecret)("NEWSLETTER_TOKEN_SECRET"');
    expect(code).not.toMatch(/process\.env\.NEWSLETTER_TOKEN_SECRET|process\.env\[["']NEWSLETTER_TOKEN_SECRET/);
  });
});
