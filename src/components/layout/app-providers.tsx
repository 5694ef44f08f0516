import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { createQueryClient } from '@/lib/query-client';
import { SiteUrlProvider } from '@/lib/site-url';
import { FormPostProvider } from '@/lib/form-post';
import type { FormPostResult } from '@/domain/form-post';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';

/**
 * What every screen reads. No antd theme: public pages hydrate with no antd code (their light
 * components read the theme's CSS variables, src/components/ui/theme/theme-tokens.css); the lazy
 * screens drawn with antd bring its theme along (src/components/ui/theme/with-antd-theme.tsx).
 */
export function AppProviders({
  children,
  client,
  siteUrl,
  formPost,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The origin the server rendered the page for (src/server-render/render-page.tsx); the browser's own otherwise. */
  siteUrl?: string;
  /** The outcome of the form post this page answers (src/lib/form-post.tsx). */
  formPost?: FormPostResult;
}) {
  // One client per mounted app (not module-level) so tests get a fresh cache; the entry passes
  // the one it has already started the first page's reads in.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteUrlProvider value={siteUrl}>
        <TooltipProvider>
          <NotifyProvider>
            <FormPostProvider value={formPost}>{children}</FormPostProvider>
          </NotifyProvider>
        </TooltipProvider>
      </SiteUrlProvider>
    </QueryClientProvider>
  );
}
