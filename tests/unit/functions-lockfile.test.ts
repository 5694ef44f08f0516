// Cloud Build installs the deployed functions' dependencies from functions/package-lock.json (the
// `npm ci` way): the lock must be in step with functions/package.json, and pin the very versions the
// suites ran (the root's, which the emulators and these tests load).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Lock {
  lockfileVersion: number;
  packages: Record<string, { version?: string; dependencies?: Record<string, string>; engines?: unknown }>;
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

const pkg = readJson<{ name: string; dependencies: Record<string, string>; engines: unknown }>(
  'functions/package.json',
);
const lock = readJson<Lock>('functions/package-lock.json');
const rootPkg = readJson<{ devDependencies: Record<string, string> }>('package.json');
const rootLock = readJson<Lock>('package-lock.json');

describe('functions/package-lock.json', () => {
  it('records exactly the dependencies and engines functions/package.json declares', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    expect(lock.packages['']).toMatchObject({ dependencies: pkg.dependencies, engines: pkg.engines });
  });

  it('pins each dependency at the version the suites run', () => {
    for (const [name, range] of Object.entries(pkg.dependencies)) {
      expect(rootPkg.devDependencies[name], `${name}'s range in package.json`).toBe(range);
      const locked = lock.packages[`node_modules/${name}`]?.version;
      expect(locked, name).toBeDefined();
      expect(locked, `${name}: run \`npm install --package-lock-only\` in functions/`).toBe(
        rootLock.packages[`node_modules/${name}`]?.version,
      );
    }
  });
});
