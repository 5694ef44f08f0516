import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteLink } from '@/components/ui/site-link';
import { ROUTES } from '@/domain/routes';
import { RouterNavigation } from './router-navigation';

function Shown() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

/** The app showing `path`, with a link to each of `links`. */
function appAt(path: string, links: string[]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            {links.map((to) => (
              <SiteLink key={to} to={to}>
                {to}
              </SiteLink>
            ))}
            <Outlet />
          </RouterNavigation>
        ),
        children: [{ path: '*', element: <Shown /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** A plain left click on the link to `to`: whether the app took it (the browser's page load otherwise). */
function clickTakenByTheApp(to: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  screen.getByRole('link', { name: to }).dispatchEvent(event);
  return event.defaultPrevented;
}

describe('RouterNavigation', () => {
  it("moves in place to the app's own screens only: another public page is a page load", async () => {
    appAt(ROUTES.dashboard, [ROUTES.adminBlog, ROUTES.blog, ROUTES.article('a-post'), ROUTES.home]);
    expect(clickTakenByTheApp(ROUTES.blog)).toBe(false);
    expect(clickTakenByTheApp(ROUTES.article('a-post'))).toBe(false);
    expect(clickTakenByTheApp(ROUTES.home)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(ROUTES.dashboard);
    expect(clickTakenByTheApp(ROUTES.adminBlog)).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ROUTES.adminBlog));
  });

  it('moves in place to another query of the public page it draws (offline, from the shell)', async () => {
    appAt(ROUTES.blog, [`${ROUTES.blog}?category=Boundaries`, ROUTES.resources]);
    expect(clickTakenByTheApp(`${ROUTES.blog}?category=Boundaries`)).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ROUTES.blog}?category=Boundaries`));
    expect(clickTakenByTheApp(ROUTES.resources)).toBe(false);
  });
});
