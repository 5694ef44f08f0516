import { Skeleton } from 'antd';
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

/** Shown while the first route's chunk loads. */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageContainer>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageContainer>
    </AppShell>
  );
}
