// What a deploy will ask Google for, read from the functions' own manifest: the bundle is built as
// `npm run build` builds it and loaded as the Firebase CLI loads it (FUNCTIONS_CONTROL_API, no
// settings), and each export's `__endpoint` is what the CLI turns into a Cloud Run service.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCommon, functionsEntryOptions } from '../../scripts/lib/functions-bundle';
import { ROOT } from '../../scripts/lib/local-stack';

interface Endpoint {
  availableMemoryMb?: number;
  cpu?: number;
  concurrency?: number;
  timeoutSeconds?: number;
  maxInstances?: unknown;
  minInstances?: unknown;
  secretEnvironmentVariables?: Array<{ key: string }>;
}

// Inside the repository, so the bundle finds firebase-functions as functions/lib/index.js does.
const outDir = path.join(ROOT, 'node_modules/.cache/functions-manifest');
const bundle = path.join(outDir, 'index.js');
let endpoints: Record<string, Endpoint>;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  await build({ ...bundleCommon(ROOT), ...functionsEntryOptions(bundle), logLevel: 'error' });
  const env: NodeJS.ProcessEnv = { ...process.env, FUNCTIONS_CONTROL_API: 'true' };
  for (const name of ['SITE_URL', 'OWNER_EMAIL', 'NEWSLETTER_TOKEN_SECRET', 'FUNCTIONS_EMULATOR']) delete env[name];
  const script = `const m = require(${JSON.stringify(bundle)}); process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.__endpoint]))))`;
  endpoints = JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as Record<
    string,
    Endpoint
  >;
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

  it('binds the newsletter secret from Secret Manager to api alone', () => {
    expect(endpoints.api!.secretEnvironmentVariables).toEqual([{ key: 'NEWSLETTER_TOKEN_SECRET' }]);
    expect(endpoints.pages!.secretEnvironmentVariables ?? []).toEqual([]);
  });

  it('reads the secret through its parameter, never straight from the environment', () => {
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('defineSecret)("NEWSLETTER_TOKEN_SECRET"');
    expect(code).not.toMatch(/process\.env\.NEWSLETTER_TOKEN_SECRET|process\.env\[["']NEWSLETTER_TOKEN_SECRET/);
  });
});
