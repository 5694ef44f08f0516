import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteNavigationContext, type SiteNavigation } from '@/lib/site-navigation';

/** The router's location and in-place navigation for the site's links (src/lib/site-navigation.tsx), inside the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options), movesInPlace: () => true }),
    [location, navigate],
  );
  return <SiteNavigationContext value={value}>{children}</SiteNavigationContext>;
}
