// The per-instance cache in front of the public Firestore reads.
import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../../functions/src/services/read-cache';
import { configuredValue } from '../support/functions-config';

const configuredTtl = (env: Record<string, string>) => configuredValue('publicReadCacheMs', env);

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the public read cache', () => {
  it('answers a burst with one read: requests during a read share it', async () => {
    let finish: (value: string[]) => void = () => {};
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const cache = createReadCache({ ttlMs: 2_000 });
    const answers = Array.from({ length: 50 }, () => cache.read('posts', load));
    finish(['a']);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 50 }, () => ['a']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reuses a read for its ttl after it settled, then reads again', async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 2_000, now: time.now });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.read('k', load)).toBe(1);
    time.advance(1_999);
    expect(await cache.read('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.read('k', load)).toBe(2);
    expect(await cache.read('other', load)).toBe(3);
  });

  it('never keeps a failed read', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const failing = vi.fn(async () => {
      throw new Error('Firestore unavailable');
    });
    await expect(cache.read('k', failing)).rejects.toThrow('Firestore unavailable');
    expect(await cache.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('forgets everything on clear (the owner changed a post), and reads every time with ttl 0', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    await cache.read('k', async () => 'old');
    cache.clear();
    expect(await cache.read('k', async () => 'new')).toBe('new');

    const off = createReadCache({ ttlMs: 0 });
    const load = vi.fn(async () => 'x');
    await off.read('k', load);
    await off.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read('a', async () => 'a1');
    await cache.read('b', async () => 'b1');
    await cache.read('c', async () => 'c1');
    expect(await cache.read('a', async () => 'a2')).toBe('a2');
    expect(await cache.read('c', async () => 'c2')).toBe('c1');
  });

  it('lasts 2 s unless PUBLIC_READ_CACHE_MS says otherwise; 0 turns it off (the test suites do)', async () => {
    expect(await configuredTtl({ PUBLIC_READ_CACHE_MS: '' })).toBe('2000');
    expect(await configuredTtl({ PUBLIC_READ_CACHE_MS: '0' })).toBe('0');
    expect(await configuredTtl({ PUBLIC_READ_CACHE_MS: '-5' })).toBe('2000');
  });
});
