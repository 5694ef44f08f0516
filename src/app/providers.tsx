import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/domain/constants';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

/**
 * Toasts per spec section 9: one at a time, shown 5 s, bottom-right so they never
 * cover the sticky header (antd's notification is at most 384 px wide, inside the
 * spec's 420 px viewport cap).
 */
const notificationConfig = {
  maxCount: TOAST_LIMIT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
} as const;

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not module-level) so tests get a fresh cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <AntApp notification={notificationConfig}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
