import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import type { LiveCollection, LiveQuery } from '@/lib/firebase/use-live-collection';
import { renderWithAppProviders } from '@/testing/render-with-app-providers';
import ContactInboxPage from './contact-inbox-page';
import { useInboxStore } from './inbox-store';
import { LiveInboxSync } from './live-inbox-sync';

/** The listener's documents as Firestore holds them: the page reads them through the sync's own fromDoc. */
let stored: Array<{ id: string; data: Record<string, unknown> }>;
const mapped = new WeakMap<object, unknown[]>();
vi.mock('@/lib/firebase/use-live-collection', () => ({
  useLiveCollection: ({ fromDoc }: LiveQuery<unknown>): LiveCollection<unknown> => {
    if (!mapped.has(stored))
      mapped.set(
        stored,
        stored.map(({ id, data }) => fromDoc(id, data)),
      );
    return { status: 'live', data: mapped.get(stored), error: undefined, retry: () => {} };
  },
}));

const REFUSED = '550 5.1.1 <owner@example.test>: Mailbox unavailable';

beforeEach(() => {
  useInboxStore.setState({ status: 'connecting', submissions: undefined, limit: INBOX_PAGE_SIZE });
  const at = (minute: number) => `2026-11-22T10:0${minute}:00.000Z`;
  stored = [
    {
      id: 'lost',
      data: {
        name: 'Naomi',
        email: 'naomi@example.test',
        subject: 'A question',
        message: 'Hello',
        status: 'unread',
        submittedAt: at(5),
        noticeError: REFUSED,
      },
    },
    {
      id: 'told',
      data: {
        name: 'Ruth',
        email: 'ruth@example.test',
        subject: 'Thanks',
        message: 'Hi',
        status: 'read',
        submittedAt: at(1),
      },
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
      if (url === '/api/admin/contact-submissions/counts') return json({ total: 2, unread: 1 });
      // Opening an unread message marks it read.
      return json({ ...stored[0]!.data, id: 'lost', status: 'read' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInbox() {
  const router = createMemoryRouter([{ path: ROUTES.adminContact, element: <ContactInboxPage /> }], {
    initialEntries: [ROUTES.adminContact],
  });
  return renderWithAppProviders(
    <>
      <LiveInboxSync />
      <RouterProvider router={router} />
    </>,
  );
}

const row = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

describe('the contact inbox', () => {
  it('marks a message whose email notice could not be delivered, and says why when it is opened', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('Naomi');
    await act(async () => {});

    const tag = within(row('lost')).getByText('Email notice not delivered');
    expect(tag.closest('.ant-tag')).toHaveAttribute(
      'title',
      `The email notice of this message could not be delivered: ${REFUSED}`,
    );
    expect(within(row('told')).queryByText('Email notice not delivered')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'View message from Naomi' }));
    const dialog = await screen.findByRole('dialog');
    const alert = within(dialog).getByTestId('notice-failed');
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).toHaveTextContent(`The email notice of this message could not be delivered: ${REFUSED}`);
  });

  it('says nothing of the notice on a message whose notice went out', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: 'View message from Ruth' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Thanks')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('notice-failed')).toBeNull();
    expect(dialog).not.toHaveTextContent(/could not be delivered/);
  });
});
