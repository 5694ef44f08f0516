// storage.rules cannot be evaluated here (no Storage emulator on Java 17: docs/known-limits.md), so
// this reads the one rule that matters most for privacy: fetching an image is public, listing the
// folder is not. Check behaviour in a Storage emulator (Java 21+) when changing the rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rules = readFileSync('storage.rules', 'utf8')
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n');

function statementsFor(match: string): string[] {
  const start = rules.indexOf(`match ${match} {`);
  expect(start, `no "match ${match}" block`).toBeGreaterThan(-1);
  const block = rules.slice(start, rules.indexOf('\n    }', start));
  return [...block.matchAll(/allow ([^:]+):\s*if ([^;]+);/g)].map((m) => `${m[1]!.trim()}: ${m[2]!.trim()}`);
}

describe('storage.rules', () => {
  const images = statementsFor('/images/{imagePath=**}');

  it('lets anyone get an image but only admins list the folder', () => {
    expect(images).toContain('get: true');
    expect(images).toContain('list: isAdmin()');
    expect(images.some((statement) => /^read\b|\blist\b.*true/.test(statement))).toBe(false);
  });

  it('lets only admins write, and only images within the size limit', () => {
    expect(images).toContain('create, update: isAdmin() && isAllowedImageType() && isWithinSizeLimit()');
    expect(images).toContain('delete: isAdmin()');
  });
});
