import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTE } from '@/components/island-markup';
import { RouterNavigation } from '@/components/layout/router-navigation';
import { SiteNavigationContext } from '@/lib/site-navigation';
import { PlainTabs, TabList } from './plain-tabs';

const ITEMS = [
  { key: 'all', label: 'All' },
  { key: 'book', label: 'Books' },
  { key: 'course', label: 'Courses' },
] as const;

const hrefOf = (key: string) => `/things${key === 'all' ? '' : `?type=${key}`}#list`;

function Page() {
  const [params] = useSearchParams();
  const active = ITEMS.find((item) => item.key === params.get('type'))?.key ?? 'all';
  return (
    <PlainTabs id="kind" aria-label="Kind" items={ITEMS} activeKey={active} hrefOf={hrefOf}>
      <p>Showing {active}</p>
    </PlainTabs>
  );
}

const inTheApp = (path: string) =>
  createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: [{ path: '/things', element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );

describe('PlainTabs', () => {
  it('renders link tabs as an island, each controlling the one panel, which the chosen tab names', () => {
    const html = renderToString(
      <PlainTabs id="kind" aria-label="Kind" items={ITEMS} activeKey="book" hrefOf={hrefOf}>
        <p>Showing book</p>
      </PlainTabs>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const tabs = [...container.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/things#list',
      '/things?type=book#list',
      '/things?type=course#list',
    ]);
    const panel = container.querySelector('[role="tabpanel"]')!;
    for (const tab of tabs) expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(panel.textContent).toBe('Showing book');
    // The strip alone comes alive on a page with islands: the panel stays the server's HTML.
    const island = container.querySelector(`[${ISLAND_ATTRIBUTE}]`)!;
    expect(island.getAttribute(ISLAND_ATTRIBUTE)).toBe('tab-list');
    expect(island.contains(tabs[0]!)).toBe(true);
    expect(island.contains(panel)).toBe(false);
  });

  it('follows a tab in place in the app, and the arrow keys and End move to the next one', async () => {
    const router = inTheApp('/things');
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Books' }));
    expect(router.state.location.search).toBe('?type=book');
    expect(screen.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Books' })).toHaveTextContent('Showing book');

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?type=course');
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  });

  it('as an island, leaves a click to the browser and loads the next tab for an arrow key', async () => {
    const navigate = vi.fn();
    const location = { pathname: '/things', search: '', hash: '' };
    render(
      <SiteNavigationContext value={{ location, navigate, movesInPlace: () => false }}>
        <TabList
          id="kind"
          label="Kind"
          items={ITEMS}
          activeKey="all"
          hrefs={Object.fromEntries(ITEMS.map((item) => [item.key, hrefOf(item.key)]))}
        />
      </SiteNavigationContext>,
    );
    let leftToTheBrowser = false;
    // Where the browser would follow the link (jsdom cannot load another document).
    window.addEventListener(
      'click',
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Books' }));
    expect(leftToTheBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();

    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(navigate).toHaveBeenCalledWith('/things?type=course#list');
  });
});
