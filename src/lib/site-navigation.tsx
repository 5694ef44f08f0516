// Where the reader is and how a link moves them, for the parts of a page that are also islands
// (src/components/island.tsx): inside the app, the router's location and its in-place navigation
// (given by the site's frame, src/components/layout/app-shell.tsx); in an island, which has no
// router (its code is a fraction of the app's), the document's location, and a page load, which is
// what the link does without scripts, unless the page shows the address's content in a frame of its
// own (./page-frame.ts: the blog list's results for another search or category).
import { createContext, use, useSyncExternalStore } from 'react';
import { LOCATION_CHANGE_EVENT, movesInFrame, showInFrame } from './page-frame';

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** In place of the current history entry (a search as it is typed), not a new one. */
  replace?: boolean;
}

export interface SiteNavigation {
  location: SiteLocation;
  /** Moves to a path on this site. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Whether `navigate` moves to `to` in place (the app's router, a page's frame), so a link's plain click is handed to it. */
  movesInPlace(to: string): boolean;
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** The document's location, one object per address (as `useSyncExternalStore` needs). */
let shown: SiteLocation | undefined;
function documentLocation(): SiteLocation {
  const { pathname, search, hash } = window.location;
  if (shown?.pathname !== pathname || shown.search !== search || shown.hash !== hash) {
    shown = { pathname, search, hash };
  }
  return shown;
}

function subscribeToDocumentLocation(onChange: () => void): () => void {
  const events = ['popstate', 'hashchange', LOCATION_CHANGE_EVENT];
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

/** The server always renders inside the app's frame, which gives the router's location. */
const NO_LOCATION: SiteLocation = { pathname: '', search: '', hash: '' };
const serverLocation = () => (typeof window === 'undefined' ? NO_LOCATION : documentLocation());

const documentNavigation = {
  navigate(to: string, options?: NavigateOptions) {
    if (movesInFrame(to)) void showInFrame(to, options);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  movesInPlace: movesInFrame,
};

/** Inside the app the router's location is the one shown: the document's is neither read nor followed. */
const followNothing = () => () => {};
const noLocation = () => NO_LOCATION;

export function useSiteNavigation(): SiteNavigation {
  const inApp = use(SiteNavigationContext);
  const location = useSyncExternalStore(
    inApp ? followNothing : subscribeToDocumentLocation,
    inApp ? noLocation : documentLocation,
    serverLocation,
  );
  return inApp ?? { location, ...documentNavigation };
}
