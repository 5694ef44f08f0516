import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { PwaUpdater } from '@/components/pwa-updater';
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

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
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
        {/* A screen tall like the pages it stands for, so the footer stays below the fold until they render. */}
        <div
          role="status"
          aria-label="Loading page"
          style={{ display: 'grid', gap: 16, alignContent: 'start', minHeight: '100vh' }}
        >
          {[60, 100, 90, 95].map((width, index) => (
            <div
              key={index}
              style={{
                height: index === 0 ? 36 : 16,
                width: `${width}%`,
                borderRadius: 'var(--ant-border-radius-sm)',
                background: 'var(--ant-color-fill-content)',
              }}
            />
          ))}
        </div>
      </PageContainer>
    </AppShell>
  );
}
