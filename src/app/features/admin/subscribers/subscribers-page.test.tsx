import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/domain/routes';
import type { NewsletterSubscriber } from '@/domain/types';
import { renderScreenAt } from '@/testing/render-with-app-providers';
import SubscribersPage from './subscribers-page';

const subscriber = (email: string, status: NewsletterSubscriber['status']): NewsletterSubscriber => ({
  email,
  firstName: email.split('@')[0]!,
  status,
  subscribedAt: '2026-11-20T09:00:00.000Z',
});

/** The list as the server holds it, filtered by the status the page asks for. */
const ALL = [
  subscriber('ruth@example.test', 'confirmed'),
  subscriber('naomi@example.test', 'bounced'),
  subscriber('boaz@example.test', 'pending'),
];
let asked: URL[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/admin/subscribers/counts') {
        return new Response(JSON.stringify({ total: 3, confirmed: 1 }), { status: 200 });
      }
      asked.push(parsed);
      const status = parsed.searchParams.get('status');
      const kept = ALL.filter((item) => !status || item.status === status);
      return new Response(JSON.stringify(kept), { status: 200, headers: { 'X-Total-Count': String(kept.length) } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderList = () => renderScreenAt(ROUTES.adminSubscribers, <SubscribersPage />);

const row = (email: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${email}"]`);

describe("the owner's subscriber list", () => {
  it('labels a subscriber whose address bounced "Bounced", with the error badge', async () => {
    renderList();
    await waitFor(() => expect(row('naomi@example.test')).not.toBeNull());
    const badge = within(row('naomi@example.test')!).getByText('Bounced');
    expect(badge.closest('.ant-badge')!.querySelector('.ant-badge-status-error')).not.toBeNull();
    expect(within(row('ruth@example.test')!).getByText('Confirmed')).toBeInTheDocument();
  });

  it('filters by the bounced status on the server', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(row('ruth@example.test')).not.toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['All subscribers', 'Confirmed', 'Awaiting confirmation', 'Unsubscribed', 'Bounced']),
    );
    await user.click(screen.getByTitle('Bounced'));
    await waitFor(() => expect(row('ruth@example.test')).toBeNull());
    expect(row('naomi@example.test')).not.toBeNull();
    expect(asked.at(-1)!.searchParams.get('status')).toBe('bounced');
  });
});
