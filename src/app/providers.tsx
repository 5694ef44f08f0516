import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { NotifyProvider } from './notify-provider';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not module-level) so tests get a fresh cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <NotifyProvider>{children}</NotifyProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
