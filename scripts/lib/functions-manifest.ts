// What a deploy will ask Google for, read from the functions' own manifest: the bundle loaded as
// the Firebase CLI loads it (FUNCTIONS_CONTROL_API, no settings), each export's `__endpoint` being
// what the CLI turns into a Cloud Run service. The build records the secrets each function binds
// (deploy:check compares them with the ones it needs); the manifest test reads the rest.
import { execFileSync } from 'node:child_process';

export interface FunctionEndpoint {
  availableMemoryMb?: number;
  cpu?: number;
  concurrency?: number;
  timeoutSeconds?: number;
  maxInstances?: unknown;
  minInstances?: unknown;
  secretEnvironmentVariables?: Array<{ key: string }>;
}

/** Each exported function's endpoint, from the bundle at `bundle` (an absolute path). */
export function readFunctionsManifest(bundle: string): Record<string, FunctionEndpoint> {
  const env: NodeJS.ProcessEnv = { ...process.env, FUNCTIONS_CONTROL_API: 'true' };
  for (const name of ['SITE_URL', 'OWNER_EMAIL', 'NEWSLETTER_TOKEN_SECRET', 'FUNCTIONS_EMULATOR', 'FUNCTION_TARGET']) {
    delete env[name];
  }
  const script = `const m = require(${JSON.stringify(bundle)}); process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.__endpoint]))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })) as Record<
    string,
    FunctionEndpoint
  >;
}

/** The names of the secrets each function binds. */
export function boundSecrets(manifest: Record<string, FunctionEndpoint>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, endpoint]) => [
      name,
      (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key),
    ]),
  );
}
