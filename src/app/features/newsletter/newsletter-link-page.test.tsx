import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-page';
import { CONFIRM_PAGE_TEXT, UNSUBSCRIBE_PAGE_TEXT } from './newsletter-link-text';

/** The server answers every request with `status` and `body`. */
function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [`${path}?token=a.b.c`] });
  render(<RouterProvider router={router} />);
}

const downloadLink = () => screen.queryByRole('link', { name: CONFIRM_PAGE_TEXT.download });

afterEach(() => vi.unstubAllGlobals());

describe('the page the confirmation email opens', () => {
  it('asks nothing of the server until Confirm is pressed, then offers the journal to download', async () => {
    const fetchMock = serve(200, { message: "You're subscribed!" });
    renderAt(ROUTES.newsletterConfirm, <NewsletterConfirmPage />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(downloadLink()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: CONFIRM_PAGE_TEXT.action }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed!");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/confirm?token=a.b.c');
    expect(init.method).toBe('POST');
    expect(downloadLink()).toHaveAttribute('href', PRAYER_JOURNAL_PATH);
    expect(downloadLink()).toHaveAttribute('download');
  });

  it('offers no journal when the link is refused', async () => {
    serve(400, { error: { message: 'This link is not valid or has expired. Please subscribe again.' } });
    renderAt(ROUTES.newsletterConfirm, <NewsletterConfirmPage />);
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_PAGE_TEXT.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(downloadLink()).toBeNull();
  });
});

describe('the page the unsubscribe link opens', () => {
  it('unsubscribes on the press and offers nothing to download', async () => {
    serve(200, { message: "You've been unsubscribed." });
    renderAt(ROUTES.newsletterUnsubscribe, <NewsletterUnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_PAGE_TEXT.action }));
    expect(await screen.findByRole('status')).toHaveTextContent("You've been unsubscribed.");
    expect(screen.queryByRole('link', { name: /journal/i })).toBeNull();
  });
});
