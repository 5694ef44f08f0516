// The functions' config as a fresh Node process reads it from its environment: what a deployed or
// emulated function would see for the same variables.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Config } from '../../functions/src/config';

export async function configuredValue(key: keyof Config, env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      // tsx may load the module as CommonJS, its exports then under `default`.
      `const m = await import('./functions/src/config.ts'); console.log((m.config ?? m.default.config)[${JSON.stringify(key)}])`,
    ],
    { env: { ...process.env, ...env }, timeout: 60_000 },
  );
  return stdout.trim();
}
