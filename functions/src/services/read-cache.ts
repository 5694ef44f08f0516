// A short per-instance cache in front of the public Firestore reads. Most views are answered by
// the Hosting CDN; what reaches an instance often comes in bursts (a cold CDN edge, a shared link,
// a crawler), and a second or two of reuse turns a burst into one read. Single-flight: requests
// that arrive while a read is under way wait for that same read. A failed read is never kept.

export interface ReadCache {
  /** The value under `key`: cached if younger than the cache's ttl, else loaded once for everyone asking. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything (after the owner changes content on this instance). */
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  /** When the settled value goes stale; Infinity while the read is under way. */
  expiresAt: number;
}

export function createReadCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;

      const value = load();
      const entry: Entry = { value, expiresAt: Infinity };
      entries.delete(key);
      entries.set(key, entry);
      // Oldest first in a Map: a slug scan cannot grow the cache without bound.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
