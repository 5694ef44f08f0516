import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_TEXT } from '@/components/access-denied';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { ROUTES } from '@/domain/routes';
import type { User } from '@/domain/types';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session/session-store';
import DashboardPage from './dashboard-page';
import { DASHBOARD_TEXT } from './dashboard-text';

const ruth: User = { uid: 'u1', email: 'ruth@example.com', firstName: 'Ruth', username: 'ruth', isAdmin: false };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: GET /api/auth/me answers in turn from `me` (the last answer repeats), saved lists are empty. */
function serve(...me: Array<() => Response>) {
  let asked = 0;
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/auth/me') return json([]);
    const answer = me[Math.min(asked, me.length - 1)];
    asked += 1;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { timesAsked: () => asked };
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: ROUTES.dashboard, element: <DashboardPage /> }], {
    initialEntries: [ROUTES.dashboard],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

function setHint(signedIn: boolean) {
  useSessionStore.getState().setSignedInHint(signedIn);
}

describe('the dashboard asks the server who is signed in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    setHint(false);
  });

  it('shows the member with no signed-in hint on this device, and restores the hint', async () => {
    setHint(false);
    const server = serve(() => json({ user: ruth }));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.welcome('Ruth') })).toBeVisible();
    expect(server.timesAsked()).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('1');
    expect(useSessionStore.getState().signedInHint).toBe(true);
  });

  it.each([
    ['with', true],
    ['without', false],
  ])("shows 'Access Denied' on a 401 %s the hint, and the device forgets the hint", async (_, hint) => {
    setHint(hint);
    const server = serve(() => json({ error: { message: 'Not signed in' } }, 401));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.accessDenied })).toBeVisible();
    expect(screen.getByText(DASHBOARD_TEXT.pleaseLogIn)).toBeVisible();
    expect(server.timesAsked()).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().signedInHint).toBe(false);
  });

  it.each([
    ['a server error', () => json({ error: { message: 'Internal error' } }, 500)],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    "shows 'Failed to fetch user' on %s, never 'Access Denied', and its retry shows the dashboard",
    async (_, fail) => {
      setHint(true);
      const server = serve(fail, () => json({ user: ruth }));
      renderDashboard();
      expect(await screen.findByRole('heading', { level: 1, name: SESSION_CHECK_TEXT.title })).toBeVisible();
      expect(screen.getByText(DASHBOARD_TEXT.checkFailed)).toBeVisible();
      expect(screen.queryByText(DASHBOARD_TEXT.accessDenied)).toBeNull();
      // The hint stays: the server said nothing about the session.
      expect(useSessionStore.getState().signedInHint).toBe(true);

      await userEvent.click(screen.getByRole('button', { name: SESSION_CHECK_TEXT.retry }));
      expect(await screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.welcome('Ruth') })).toBeVisible();
      expect(server.timesAsked()).toBe(2);
    },
  );
});
