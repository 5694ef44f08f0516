import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAppOnlyPath } from '@/domain/routes';
import { SiteNavigationContext, type SiteNavigation } from '@/lib/site-navigation';

/**
 * Whether the app moves to `to` in place: to its own screens, and to another query of the page it
 * shows (a search typed, a tab, offline or not). Another public page is a page load: the server's
 * HTML with its islands, as from any other public page (offline, what the service worker kept of
 * it), not the app drawing it.
 */
function appMovesInPlace(to: string, shown: string): boolean {
  const { pathname } = new URL(to, new URL(shown, window.location.origin));
  return isAppOnlyPath(pathname) || pathname === shown;
}

/** The router's location and in-place navigation for the site's links (src/lib/site-navigation.tsx), inside the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(() => {
    const movesInPlace = (to: string) => appMovesInPlace(to, location.pathname);
    return {
      location,
      navigate: (to, options) => (movesInPlace(to) ? void navigate(to, options) : window.location.assign(to)),
      movesInPlace,
    };
  }, [location, navigate]);
  return <SiteNavigationContext value={value}>{children}</SiteNavigationContext>;
}
