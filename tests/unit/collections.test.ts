import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, FAVORITES_SUBCOLLECTION } from '@/domain/collections';

const rules = readFileSync('firestore.rules', 'utf8');
const matched = new Set([...rules.matchAll(/match \/([A-Za-z]+)\/\{/g)].map((match) => match[1]));

describe('collection names', () => {
  it('firestore.rules has a match block for every collection the code names', () => {
    const missing = [...Object.values(COLLECTIONS), FAVORITES_SUBCOLLECTION].filter((name) => !matched.has(name));
    expect(missing).toEqual([]);
  });
});
