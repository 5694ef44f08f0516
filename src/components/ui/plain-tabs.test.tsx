import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, StaticRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainTabs } from './plain-tabs';

const ITEMS = [
  { key: 'all', label: 'All' },
  { key: 'book', label: 'Books' },
  { key: 'course', label: 'Courses' },
] as const;

function Page() {
  const [params] = useSearchParams();
  const active = ITEMS.find((item) => item.key === params.get('type'))?.key ?? 'all';
  return (
    <PlainTabs
      id="kind"
      aria-label="Kind"
      items={ITEMS}
      activeKey={active}
      toOf={(key) => ({ search: key === 'all' ? '' : `?type=${key}` })}
    >
      <p>Showing {active}</p>
    </PlainTabs>
  );
}

describe('PlainTabs', () => {
  it('renders link tabs, each controlling the one panel, which the chosen tab names', () => {
    const html = renderToString(
      <StaticRouter location="/things?type=book">
        <Page />
      </StaticRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const tabs = [...container.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/things',
      '/things?type=book',
      '/things?type=course',
    ]);
    const panel = container.querySelector('[role="tabpanel"]')!;
    for (const tab of tabs) expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(panel.textContent).toBe('Showing book');
  });

  it('follows a tab in place, and the arrow keys and End move to the next one', async () => {
    const router = createMemoryRouter([{ path: '/things', element: <Page /> }], { initialEntries: ['/things'] });
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
});
