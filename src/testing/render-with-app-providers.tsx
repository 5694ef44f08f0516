// What a screen's form needs around it in a unit test, as the app's providers give it: a fresh
// query client (no answer shared between tests, unless the test hands one over) and the toasts.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { createQueryClient } from '@/lib/query-client';

export function renderWithAppProviders(ui: ReactElement, client: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>{ui}</NotifyProvider>
    </QueryClientProvider>,
  );
}

/**
 * A screen at its route, as the app's router serves it, opened at `at` (its route, or the route with
 * a query): the router, for a test that reads where the screen moved to.
 */
export function renderScreenAt(
  route: string,
  screen: ReactElement,
  { at = route, client = createQueryClient() }: { at?: string; client?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [at] });
  renderWithAppProviders(<RouterProvider router={router} />, client);
  return router;
}
