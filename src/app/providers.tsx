import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { createQueryClient } from '@/lib/query-client';
import { SiteUrlProvider } from '@/lib/site-url';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { theme } from '@/components/ui/theme/theme';

export function AppProviders({
  children,
  client,
  siteUrl,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The origin the server rendered the page for (src/server-render/render-page.tsx); the browser's own otherwise. */
  siteUrl?: string;
}) {
  // One client per mounted app (not module-level) so tests get a fresh cache; the entry passes
  // the one it has already started the first page's reads in.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteUrlProvider value={siteUrl}>
        <ConfigProvider theme={theme}>
          <TooltipProvider>
            <NotifyProvider>{children}</NotifyProvider>
          </TooltipProvider>
        </ConfigProvider>
      </SiteUrlProvider>
    </QueryClientProvider>
  );
}
