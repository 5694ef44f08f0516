// The deploy must name a runtime Google still accepts, and the local emulators must still be
// able to run the bundle on this machine's Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_BUNDLE_TARGET,
  FUNCTIONS_RUNTIME,
  isDecommissioned,
  NODE_RUNTIME_SCHEDULE,
} from '../../scripts/lib/functions-runtime';

const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  functions: Array<{ source: string; runtime?: string }>;
};
const functionsPackage = JSON.parse(readFileSync('functions/package.json', 'utf8')) as {
  engines: { node: string };
};
const declared = firebase.functions.map((entry) => entry.runtime);

const require = createRequire(import.meta.url);
// firebase-tools' own list: a runtime it does not know is refused before anything is uploaded.
const cliRuntimes = (
  require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
    RUNTIMES: Record<string, { status: string }>;
  }
).RUNTIMES;

describe('functions runtime', () => {
  it('is declared once, in firebase.json and in functions/package.json alike', () => {
    expect(declared).toEqual([FUNCTIONS_RUNTIME]);
    expect(`nodejs${functionsPackage.engines.node}`).toBe(FUNCTIONS_RUNTIME);
  });

  it('is not past its decommission date (Google refuses deploys after it)', () => {
    for (const runtime of declared) {
      expect(NODE_RUNTIME_SCHEDULE, `no schedule for ${runtime}`).toHaveProperty([runtime ?? '']);
      const { decommission } = NODE_RUNTIME_SCHEDULE[runtime ?? '']!;
      expect(isDecommissioned(runtime ?? '', new Date()), `${runtime} was decommissioned on ${decommission}`).toBe(
        false,
      );
    }
  });

  it('is one the installed Firebase CLI deploys', () => {
    expect(cliRuntimes[FUNCTIONS_RUNTIME]?.status).toBe('GA');
  });

  it('flags a runtime on and after its decommission day, not before', () => {
    expect(isDecommissioned('nodejs20', new Date('2026-10-29T23:59:59Z'))).toBe(false);
    expect(isDecommissioned('nodejs20', new Date('2026-10-30T00:00:00Z'))).toBe(true);
    expect(isDecommissioned('nodejs99', new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('bundles for a Node no newer than the one running the emulators here', () => {
    const target = Number(FUNCTIONS_BUNDLE_TARGET.replace('node', ''));
    expect(target).toBeLessThanOrEqual(Number(process.versions.node.split('.')[0]));
    expect(readFileSync('scripts/lib/functions-bundle.ts', 'utf8')).toContain('target: FUNCTIONS_BUNDLE_TARGET');
  });
});
