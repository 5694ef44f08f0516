import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { PwaUpdater } from '@/components/pwa-updater';
import { APP_READY_ATTRIBUTE } from '@/lib/ui-constants';
import { AppShell } from './app-shell';
import { PageContainer } from './page-container';
import { ScrollToHash } from './scroll-to-hash';

/**
 * Every document load starts with the key 'default', so a position saved on one
 * page would be restored on another opened by URL: key first loads by path instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Marks the document once React runs the page (hydrated or drawn): what was sent is now live. */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

export function RootLayout() {
  return (
    <AppShell>
      {/* A boundary of its own: React hydrates the header and footer first and the page in a pass
          of its own, two shorter tasks instead of one (Lighthouse TBT on Home, median of 5: 145 ->
          110 ms). The ready mark is inside it, so it waits for the page. */}
      <Suspense fallback={null}>
        <Outlet />
        <AppReady />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
      <ScrollToHash />
      <PwaUpdater />
    </AppShell>
  );
}

/** Shown while the first route's chunk loads (plain blocks: antd Skeleton would join the entry chunk). */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageContainer>
        <div role="status" aria-label="Loading page" className="fm-loading-column">
          {[60, 100, 90, 95].map((width, index) => (
            <div
              key={index}
              className={index === 0 ? 'fm-loading-line fm-loading-line--title' : 'fm-loading-line'}
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
      </PageContainer>
    </AppShell>
  );
}
