import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_TEXT } from '@/components/access-denied';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { ROUTES } from '@/domain/routes';
import type { BlogPost, User } from '@/domain/types';
import { SAVED_OFFLINE_KEY } from '@/domain/offline-caches';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import DashboardPage from './dashboard-page';
import { DASHBOARD_TEXT } from './dashboard-text';

const POST: BlogPost = {
  id: 'post-1',
  slug: 'guard-your-heart',
  title: 'Guard Your Heart',
  excerpt: 'Why the heart comes first.',
  content: 'Above all else, guard your heart.',
  category: 'Dating Advice',
  publishedAt: '2026-01-05T00:00:00.000Z',
  readTime: 5,
  status: 'published',
};

/** What a visit of member `uid` left on the device: their lists (one article) and their name. */
function keptFor(uid: string, name: string) {
  const lists = { 'blog-posts': [POST], resources: [], 'app-reviews': [] };
  localStorage.setItem(SAVED_OFFLINE_KEY, JSON.stringify({ uid, copies: {}, dashboard: { name, keptAt: 1, lists } }));
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: ROUTES.dashboard, element: <DashboardPage /> }], {
    initialEntries: [ROUTES.dashboard],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

/** No connection: navigator says so, and every request fails as a network error. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

const naomi: User = { uid: 'u2', email: 'naomi@example.com', firstName: 'Naomi', username: 'naomi', isAdmin: false };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setSignedInHint(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard offline', () => {
  it("shows the member's lists from the last visit, and says so", async () => {
    keptFor('u1', 'Ruth');
    goOffline();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ruth!' })).toBeVisible();
    expect(await screen.findByText(DASHBOARD_TEXT.fromLastVisit)).toBeVisible();
    expect(screen.getByRole('link', { name: POST.title })).toHaveAttribute('href', ROUTES.article(POST.slug));
  });

  it('shows nothing kept once this device has no member signed in', async () => {
    keptFor('u1', 'Ruth');
    useSessionStore.getState().setSignedInHint(false);
    goOffline();
    renderDashboard();
    // Who is signed in cannot be asked offline: the dashboard says so, and shows no one's lists.
    expect(await screen.findByRole('heading', { name: SESSION_CHECK_TEXT.title })).toBeVisible();
    expect(screen.queryByText(POST.title)).toBeNull();
  });

  it("never shows one member's kept lists to another", async () => {
    keptFor('u1', 'Ruth');
    // Naomi is signed in; her lists cannot be read (a network error), Ruth's are on the device.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/me') return new Response(JSON.stringify({ user: naomi }), { status: 200 });
        throw new TypeError('Failed to fetch');
      }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Naomi!' })).toBeVisible();
    expect(await screen.findAllByText('Could not load your saved articles')).not.toHaveLength(0);
    expect(screen.queryByText(POST.title)).toBeNull();
    expect(screen.queryByText(DASHBOARD_TEXT.fromLastVisit)).toBeNull();
  });
});
