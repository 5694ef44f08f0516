// Where the reader is and how a link moves them, for the parts of a page that are also islands
// (src/components/island.tsx): inside the app, the router's location and its in-place navigation
// (given by the site's frame, src/components/layout/app-shell.tsx); in an island, which has no
// router (its code is a fraction of the app's), the document's location and a page load, which is
// what the link does without scripts.
import { createContext, use } from 'react';

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface SiteNavigation {
  location: SiteLocation;
  /** Moves to a path on this site. */
  navigate(to: string): void;
  /** Whether `navigate` moves in place (the app's router), so a link's plain click is handed to it. */
  inPlace: boolean;
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

const documentNavigation = (): SiteNavigation => ({
  location: window.location,
  navigate: (to) => window.location.assign(to),
  inPlace: false,
});

export function useSiteNavigation(): SiteNavigation {
  return use(SiteNavigationContext) ?? documentNavigation();
}
