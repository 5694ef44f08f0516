// The header's brand and account corner between 768 and 1079 px wide show only their icons
// (site-header.css): there their names are their tooltips, as the footer's icons have theirs.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import type { User } from '@/domain/types';
import { memberQueries } from '@/lib/api-queries';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { TOOLTIP_OPEN_DELAY_MS } from '@/lib/ui-constants';
import { matchMediaAtWidth } from '@/testing/match-media';
import AccountMenu from './account-menu';
import { HEADER_ICONS_ONLY_MEDIA } from './header-media';
import { SignInLink } from './sign-in-link';
import { SiteHeader } from './site-header';
import { BRAND } from '@/domain/constants';

const ruth: User = { uid: 'u1', email: 'ruth@example.com', firstName: 'Ruth', username: 'ruth', isAdmin: false };

function renderAt(width: number, ui: ReactElement) {
  vi.stubGlobal('matchMedia', matchMediaAtWidth(width));
  const client = createQueryClient();
  client.setQueryData(memberQueries.currentUser().queryKey, ruth);
  return render(
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <MemoryRouter initialEntries={['/christian-dating-advice']}>{ui}</MemoryRouter>
      </NotifyProvider>
    </QueryClientProvider>,
  );
}

/** Hovers `control` as a mouse does, for as long as a tooltip waits to open. */
function hover(control: Element) {
  fireEvent.pointerEnter(control, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ user: ruth }), { status: 200 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().setSignedInHint(false);
});

describe("the header's account corner", () => {
  it('Sign In: its name is its tooltip where only its icon shows, never repeated as its description', () => {
    renderAt(900, <SignInLink />);
    const link = screen.getByRole('link', { name: 'Sign In' });
    hover(link);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign In');
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(link).toHaveAccessibleName('Sign In');
  });

  it('Sign In: no tooltip where its words show beside the icon (wide) or in the phone menu (narrow)', () => {
    for (const width of [1200, 500]) {
      const { unmount } = renderAt(width, <SignInLink />);
      hover(screen.getByRole('link', { name: 'Sign In' }));
      expect(screen.queryByRole('tooltip'), `${width} px`).not.toBeInTheDocument();
      unmount();
    }
  });

  it("a member's menu button: their name is its tooltip where only its icons show", async () => {
    useSessionStore.getState().setSignedInHint(true);
    renderAt(900, <AccountMenu />);
    // Testing Library's waitFor never sees vitest's fake timers move; vitest's own advances them.
    // eslint-disable-next-line no-restricted-properties -- its bound is set here, as the suite's.
    const button = await vi.waitFor(() => screen.getByRole('button', { name: 'Ruth' }), { timeout: 10_000 });
    hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Ruth');
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('the brand: its name is its tooltip where only its heart shows, none where its name shows', () => {
    const { unmount } = renderAt(900, <SiteHeader />);
    const brand = screen.getByRole('link', { name: BRAND });
    hover(brand);
    expect(screen.getByRole('tooltip')).toHaveTextContent(BRAND);
    expect(brand).not.toHaveAttribute('aria-describedby');
    unmount();
    renderAt(1200, <SiteHeader />);
    hover(screen.getByRole('link', { name: BRAND }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("names the same widths as site-header.css's icons-only rule", () => {
    const css = readFileSync('src/components/layout/site-header.css', 'utf8');
    expect(css).toContain(`@media ${HEADER_ICONS_ONLY_MEDIA} {`);
    expect(css.match(/\.fm-nav--wide \.fm-account__label/g)).toHaveLength(1);
  });
});
