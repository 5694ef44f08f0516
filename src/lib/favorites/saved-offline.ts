// Saved means readable offline. Saving an item puts its page (the HTML, as the service worker's
// pages route keeps a navigation) and the public reads that page shows (as its public-reads route
// keeps them) into those same caches at once, under the same URLs, so the worker's network-first
// routes answer from them when the network is gone, whether or not the page was ever read here.
//
// Only what the signed-in member saved is added, and a record on the device (localStorage, naming
// the member's uid) says which cache entries each save added. Removing a favorite deletes the
// entries its save added, unless the reader has read the page since (the worker then replaced the
// saved copy with its own, which carries no mark); an entry that was there before the save is never
// taken. A logout, or another account signing in, releases them all and forgets the record, which
// also holds the dashboard's lists as last read (for the dashboard offline).
import { RUNTIME_CACHES, SAVED_COPY_HEADER, SAVED_OFFLINE_KEY } from '@/domain/offline-caches';
import { ROUTES } from '@/domain/routes';
import type { FavoriteKind, FavoriteTarget } from '@/domain/types';
import { apiUrlOfKey, publicReadCallOf, type SavedItems } from '@/lib/api-queries';
import { pageReads } from '@/lib/page-reads';

/** One cache entry: which runtime cache, and the absolute URL it is kept under. */
export interface CacheEntry {
  cache: string;
  url: string;
}

export type SavedLists = { [K in FavoriteKind]?: Array<SavedItems[K]> };

/** The dashboard as last read on this device: for its welcome line and its lists when offline. */
export interface KeptDashboard {
  name: string;
  /** When the lists were last read from the server (ms since epoch). */
  keptAt: number;
  lists: SavedLists;
}

interface SavedOfflineRecord {
  uid: string;
  /** Each saved item (`kind/id`) and the entries its save added to the caches. */
  copies: Record<string, CacheEntry[]>;
  dashboard?: KeptDashboard;
}

type SavedItemRef = Pick<FavoriteTarget, 'kind' | 'id' | 'page'>;

const itemKey = ({ kind, id }: Pick<FavoriteTarget, 'kind' | 'id'>) => `${kind}/${id}`;

const pageOfItem: { [K in FavoriteKind]: (item: SavedItems[K]) => string } = {
  'blog-posts': (post) => ROUTES.article(post.slug),
  resources: () => ROUTES.resources,
  'app-reviews': () => ROUTES.appReviews,
};

/** The page that shows a saved item, as its heart names it (src/components/*-card.tsx). */
export function pageOfSavedItem<K extends FavoriteKind>(kind: K, item: SavedItems[K]): string {
  return (pageOfItem[kind] as (item: SavedItems[K]) => string)(item);
}

/** The cache entries a page needs to be read offline: itself, and each public read it shows. */
export function offlineEntriesOf(page: string, origin = location.origin): CacheEntry[] {
  const reads = pageReads(page, '')
    .filter((options) => publicReadCallOf(options) !== undefined)
    .map((options) => new URL(apiUrlOfKey(options.queryKey), origin).href);
  return [
    { cache: RUNTIME_CACHES.pages, url: new URL(page, origin).href },
    ...[...new Set(reads)].map((url) => ({ cache: RUNTIME_CACHES.publicReads, url })),
  ];
}

function readRecord(): SavedOfflineRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(SAVED_OFFLINE_KEY) ?? 'null') as SavedOfflineRecord | null;
    return value && typeof value.uid === 'string' && typeof value.copies === 'object' ? value : null;
  } catch {
    return null; // unreadable or blocked: as if nothing were kept
  }
}

function writeRecord(record: SavedOfflineRecord | null): void {
  try {
    if (record) localStorage.setItem(SAVED_OFFLINE_KEY, JSON.stringify(record));
    else localStorage.removeItem(SAVED_OFFLINE_KEY);
  } catch {
    // Storage full or blocked: the copies are still in the caches, only the bookkeeping is lost.
  }
}

/** Whether this device can keep copies: CacheStorage exists only in secure contexts. */
const canCache = () => typeof caches !== 'undefined';

// One change to the caches and the record at a time: two hearts pressed in a row (or a heart and
// the dashboard keeping its lists) must not each write a record the other has not seen.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The answer as the cache keeps it, marked as the save's. Its body is already decoded, so the
 * encoding's headers go, and with them the Vary that would tie the entry to this fetch's request
 * headers rather than the navigation's the worker looks it up with.
 */
async function savedCopyOf(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary']) headers.delete(name);
  headers.set(SAVED_COPY_HEADER, '1');
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Deletes entries a save added, except those another kept item still needs, and none at all once
 * the reader has read the item's page since it was saved: the worker's copy is then the reader's.
 */
async function deleteCopies(entries: readonly CacheEntry[], stillKept: SavedOfflineRecord['copies']): Promise<void> {
  if (!canCache()) return;
  const needed = new Set(Object.values(stillKept).flatMap((kept) => kept.map((entry) => entry.url)));
  const page = entries.find((entry) => entry.cache === RUNTIME_CACHES.pages);
  if (page) {
    const cached = await (await caches.open(page.cache)).match(page.url, { ignoreVary: true });
    if (cached && !cached.headers.has(SAVED_COPY_HEADER)) return;
  }
  for (const entry of entries) {
    if (!needed.has(entry.url)) await (await caches.open(entry.cache)).delete(entry.url, { ignoreVary: true });
  }
}

/** Releases everything of whoever the record belongs to, and forgets it. */
async function releaseAll(): Promise<void> {
  const record = readRecord();
  writeRecord(null);
  // Item by item: each one's page says whether the reader has read it since.
  for (const entries of Object.values(record?.copies ?? {})) await deleteCopies(entries, {});
}

/** The record of this member; another member's is released first (a new account on this device). */
async function recordOf(uid: string): Promise<SavedOfflineRecord> {
  const record = readRecord();
  if (record?.uid === uid) return record;
  await releaseAll();
  return { uid, copies: {} };
}

/** After a save: keeps the item's page and data on the device for this member. */
export function keepForOffline(uid: string, item: SavedItemRef): Promise<void> {
  return serially(async () => {
    const record = await recordOf(uid);
    if (!canCache()) return;
    const added: CacheEntry[] = [];
    for (const entry of offlineEntriesOf(item.page)) {
      const cache = await caches.open(entry.cache);
      const cached = await cache.match(entry.url, { ignoreVary: true });
      const ownCopy = Object.values(record.copies).some((kept) => kept.some((other) => other.url === entry.url));
      // Read here before (the worker's copy): it stays the reader's, and this save takes no part in it.
      if (cached && !ownCopy) continue;
      if (!cached) {
        const response = await fetch(entry.url, { credentials: 'same-origin' });
        if (response.status !== 200) continue;
        await cache.put(entry.url, await savedCopyOf(response));
      }
      added.push(entry);
    }
    record.copies[itemKey(item)] = added;
    writeRecord(record);
  });
}

/** After a removal: deletes what the item's save added, unless its page was read since. */
export function releaseForOffline(uid: string, item: Pick<FavoriteTarget, 'kind' | 'id'>): Promise<void> {
  return serially(async () => {
    const record = readRecord();
    const entries = record?.uid === uid ? record.copies[itemKey(item)] : undefined;
    if (!record || !entries) return;
    delete record.copies[itemKey(item)];
    writeRecord(record);
    await deleteCopies(entries, record.copies);
  });
}

/**
 * Brings the copies in line with the member's list of one kind as the server has it: items saved
 * elsewhere (another device, before this device kept copies) are kept, items removed elsewhere
 * released.
 */
export async function syncOfflineCopies<K extends FavoriteKind>(
  uid: string,
  kind: K,
  items: ReadonlyArray<SavedItems[K]>,
): Promise<void> {
  const record = await serially(() => recordOf(uid));
  const listed = new Set(items.map((item) => itemKey({ kind, id: item.id })));
  for (const key of Object.keys(record.copies)) {
    if (key.startsWith(`${kind}/`) && !listed.has(key)) {
      await releaseForOffline(uid, { kind, id: key.slice(kind.length + 1) });
    }
  }
  for (const item of items) {
    if (!(itemKey({ kind, id: item.id }) in record.copies)) {
      await keepForOffline(uid, { kind, id: item.id, page: pageOfSavedItem(kind, item) });
    }
  }
}

/** At logout: every copy saving added is released, and the record (lists included) forgotten. */
export function forgetSavedOffline(): Promise<void> {
  return serially(releaseAll);
}

/** At a sign-in: another member's copies and lists go before this one's first screen. */
export function claimSavedOfflineFor(uid: string): Promise<void> {
  return serially(async () => {
    if (readRecord()?.uid !== uid) await releaseAll();
  });
}

/** Keeps one of the dashboard's lists, as just read from the server, for this member only. */
export function keepDashboardList<K extends FavoriteKind>(
  uid: string,
  name: string,
  kind: K,
  items: Array<SavedItems[K]>,
): Promise<void> {
  return serially(async () => {
    const record = await recordOf(uid);
    const lists: SavedLists = { ...record.dashboard?.lists, [kind]: items };
    writeRecord({ ...record, dashboard: { name, keptAt: Date.now(), lists } });
  });
}

/** The dashboard as last read here, and whose it is; nothing when no member's record is kept. */
export function keptDashboard(): (KeptDashboard & { uid: string }) | null {
  const record = readRecord();
  return record?.dashboard ? { uid: record.uid, ...record.dashboard } : null;
}
