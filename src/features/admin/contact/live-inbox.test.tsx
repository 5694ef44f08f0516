import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenToast, type OpenToast } from '@/components/ui/toast/notify';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import type { ContactSubmission } from '@/domain/types';
import type { LiveCollection } from '@/lib/firebase/use-live-collection';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS } from '@/lib/ui-constants';
import { useInboxStore } from './inbox-store';
import { LiveInboxSync } from './live-inbox-sync';
import { useInbox } from './use-inbox';

// The Firestore listener, as the test drives it.
let live: LiveCollection<ContactSubmission>;
vi.mock('@/lib/firebase/use-live-collection', () => ({ useLiveCollection: () => live }));

const message = (id: string, name: string, status: ContactSubmission['status'] = 'unread'): ContactSubmission => ({
  id,
  name,
  email: `${id}@example.com`,
  subject: `Subject ${id}`,
  message: 'Hello',
  status,
  submittedAt: '2026-11-22T10:00:00.000Z',
});

function InboxProbe() {
  const inbox = useInbox();
  return (
    <p data-testid="probe">
      {inbox.mode} {inbox.submissions?.map((item) => item.id).join(',') ?? 'none'} unread={inbox.unread}
    </p>
  );
}

/** Raises toasts as the owner's own actions do (a delete's confirmation). */
let ownToast: OpenToast | undefined;
function OwnToasts() {
  const open = useOpenToast();
  useEffect(() => {
    ownToast = open;
  }, [open]);
  return null;
}

/** The texts (title and description) of the toasts open now. */
const openToasts = () =>
  [...document.querySelectorAll('[data-testid="toast"][data-state="open"]')].map((toast) => toast.textContent);

function renderInbox() {
  const ui = () => (
    <QueryClientProvider client={client}>
      <NotifyProvider>
        <LiveInboxSync />
        <InboxProbe />
        <OwnToasts />
      </NotifyProvider>
    </QueryClientProvider>
  );
  const client = createQueryClient();
  const view = render(ui());
  return { rerender: () => view.rerender(ui()) };
}

const fetchMock = vi.fn();

beforeEach(() => {
  live = { status: 'connecting', data: undefined, error: undefined, retry: vi.fn() };
  useInboxStore.setState({ status: 'connecting', submissions: undefined });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the live inbox', () => {
  it('announces messages that arrive after the first answer, not the ones already there', async () => {
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [message('a', 'Ruth', 'read')] };
    rerender();
    expect(await screen.findByTestId('probe')).toHaveTextContent('live a unread=0');
    expect(screen.queryByText(/New message from/)).toBeNull();

    live = { ...live, data: [message('b', 'Naomi'), message('a', 'Ruth', 'read')] };
    rerender();
    expect(await screen.findByText('New message from Naomi')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('live b,a unread=1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits for the slot while the owner's own toast shows, then announces each message", async () => {
    vi.useFakeTimers();
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [] };
    rerender();
    await act(async () => {});
    act(() => ownToast?.({ kind: 'success', title: 'Success', description: 'App Review deleted successfully' }));
    live = { ...live, data: [message('d', 'Lydia'), message('c', 'Priscilla')] };
    rerender();
    await act(async () => {});
    // Only the owner's toast is open; the notices wait (a closed toast stays in the page a while).
    expect(openToasts()).toEqual(['SuccessApp Review deleted successfully']);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]).toMatch(/^New message from (Lydia|Priscilla)/);
    const first = openToasts()[0];
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]).toMatch(/^New message from (Lydia|Priscilla)/);
    expect(openToasts()[0]).not.toBe(first);
    vi.useRealTimers();
  });

  it('lists from the API while the listener is refused, and goes back to live when it returns', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([message('api-1', 'Boaz')]), { status: 200 }));
    const { rerender } = renderInbox();
    live = { ...live, status: 'error', error: new Error('permission-denied') };
    rerender();
    await act(async () => {});
    expect(await screen.findByText(/refused api-1 unread=1/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/contact-submissions', expect.anything());

    live = { ...live, status: 'live', error: undefined, data: [message('c', 'Ruth')] };
    rerender();
    expect(await screen.findByText(/live c unread=1/)).toBeInTheDocument();
  });

  it('keeps the last live list when offline and the API cannot answer either', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [message('a', 'Ruth')] };
    rerender();
    live = { ...live, status: 'offline' };
    rerender();
    expect(await screen.findByText(/offline a unread=1/)).toBeInTheDocument();
  });
});
