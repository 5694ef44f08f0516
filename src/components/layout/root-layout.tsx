import { Skeleton } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PwaUpdater } from '@/components/pwa-updater';
import { AppShell } from './app-shell';
import { PageContainer } from './page-container';
import { ScrollToHash } from './scroll-to-hash';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
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
