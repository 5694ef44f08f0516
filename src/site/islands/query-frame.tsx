// What some islands read besides the page's values: a query cache (a member's saved hearts and
// account, a form's send). Loaded only on a page with such an island or on a device that has
// signed in, so most readers' pages carry no query library.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

// One cache for every island of the page: one call for the saved hearts, however many there are.
const queryClient = createQueryClient();

export function QueryFrame({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
