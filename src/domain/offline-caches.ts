// The service worker's runtime caches (vite.config.ts) that the PWA's own pages fill too: saving an
// item keeps its page and its data there at once (src/lib/favorites/saved-offline.ts), under the
// names and URLs the worker's network-first routes look them up by when the network is gone.
// A module of its own: only the build and the members' lazy code import it.

export const RUNTIME_CACHES = {
  /** Pages, by their navigation URL: the HTML as the pages function rendered it. */
  pages: 'pages',
  /** The public API reads, by their GET URL. */
  publicReads: 'api-public',
} as const;

/** Set on each copy saving added: the copies the worker stores on a visit have no such header. */
export const SAVED_COPY_HEADER = 'x-fm-saved-copy';

/** The localStorage key of what is kept for the member signed in on this device (one at a time). */
export const SAVED_OFFLINE_KEY = 'fm-saved-offline';
