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
  it('declares exactly api and pages', () => {
    expect(Object.keys(endpoints).sort()).toEqual(['api', 'pages']);
  });

  it('gives pages the memory a burst of renders needs, and both a bounded size', () => {
    expect(endpoints.pages!.availableMemoryMb).toBeGreaterThanOrEqual(512);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.concurrency, name).toBeGreaterThan(1);
      expect(endpoint.cpu, name).toBeGreaterThanOrEqual(1); // concurrency above 1 needs a whole CPU
      expect(endpoint.timeoutSeconds, name).toBeGreaterThan(0);
      expect(String(endpoint.maxInstances), name).toMatch(/MAX_INSTANCES/);
      expect(String(endpoint.minInstances), name).toMatch(/MIN_INSTANCES/);
    }
  });

  it('binds the newsletter secret from Secret Manager to both functions, which sign or check its links', () => {
    expect(boundSecrets(endpoints)).toEqual({ api: ['NEWSLETTER_TOKEN_SECRET'], pages: ['NEWSLETTER_TOKEN_SECRET'] });
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
