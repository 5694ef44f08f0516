import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenToast, type OpenToast } from '@/components/ui/toast/notify';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { INBOX_PAGE_SIZE } from '@/domain/constants';
import type { ContactSubmission, InboxCounts } from '@/domain/types';
import type { LiveCollection } from '@/lib/firebase/use-live-collection';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS } from '@/lib/ui-constants';
import { useInboxStore } from './inbox-store';
import { LiveInboxSync } from './live-inbox-sync';
import { useInbox } from './use-inbox';

// The Firestore listener, as the test drives it.
let live: LiveCollection<ContactSubmission>;
vi.mock('@/lib/firebase/use-live-collection', () => ({ useLiveCollection: () => live }));

const message = (
  id: string,
  name: string,
  status: ContactSubmission['status'] = 'unread',
  submittedAt = '2026-11-22T10:00:00.000Z',
): ContactSubmission => ({
  id,
  name,
  email: `${id}@example.com`,
  subject: `Subject ${id}`,
  message: 'Hello',
  status,
  submittedAt,
});

function InboxProbe() {
  const inbox = useInbox();
  return (
    <p data-testid="probe">
      {inbox.mode} {inbox.submissions?.map((item) => item.id).join(',') ?? 'none'} unread={inbox.unread ?? '?'} total=
      {inbox.total ?? '?'} older={String(inbox.hasOlder)}
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

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const COUNTS_URL = '/api/admin/contact-submissions/counts';
/** What GET /api/admin/contact-submissions/counts answers now; null: it fails. */
let serverCounts: InboxCounts | null;
/** What the API list answers (the stand-in); a TypeError: it cannot be reached. */
let apiList: ContactSubmission[] | TypeError;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const listCalls = () => fetchMock.mock.calls.filter(([url]) => url !== COUNTS_URL);
const countCalls = () => fetchMock.mock.calls.filter(([url]) => url === COUNTS_URL);

beforeEach(() => {
  live = { status: 'connecting', data: undefined, error: undefined, retry: vi.fn() };
  useInboxStore.setState({ status: 'connecting', submissions: undefined, limit: INBOX_PAGE_SIZE });
  serverCounts = null;
  apiList = new TypeError('Failed to fetch');
  fetchMock.mockImplementation(async (url) => {
    if (url === COUNTS_URL) {
      if (!serverCounts) throw new TypeError('Failed to fetch');
      return json(serverCounts);
    }
    if (apiList instanceof TypeError) throw apiList;
    return json(apiList);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the live inbox', () => {
  it('announces messages that arrive after the first answer, not the ones already there', async () => {
    serverCounts = { total: 1, unread: 0 };
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [message('a', 'Ruth', 'read')] };
    rerender();
    expect(await screen.findByText(/^live a unread=0 total=1/)).toBeInTheDocument();
    expect(screen.queryByText(/New message from/)).toBeNull();

    serverCounts = { total: 2, unread: 1 };
    live = {
      ...live,
      data: [message('b', 'Naomi', 'unread', '2026-11-22T10:05:00.000Z'), message('a', 'Ruth', 'read')],
    };
    rerender();
    expect(await screen.findByText('New message from Naomi')).toBeInTheDocument();
    expect(await screen.findByText(/^live b,a unread=1 total=2/)).toBeInTheDocument();
    // Live: the API's list is never asked for, only the counts.
    expect(listCalls()).toEqual([]);
  });

  it('counts from the server, asked again when a message arrives or changes status, not on metadata', async () => {
    serverCounts = { total: 120, unread: 7 };
    const { rerender } = renderInbox();
    const window = Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => message(`m${index}`, 'Ruth', 'read'));
    live = { ...live, status: 'live', data: window };
    rerender();
    expect(await screen.findByText(/unread=7 total=120 older=true$/)).toBeInTheDocument();
    const asked = countCalls().length;

    // The same messages in a new snapshot (a metadata change): nothing to count again.
    live = { ...live, data: [...window] };
    rerender();
    await act(async () => {});
    expect(countCalls()).toHaveLength(asked);

    serverCounts = { total: 120, unread: 6 };
    live = { ...live, data: [message('m0', 'Ruth', 'replied'), ...window.slice(1)] };
    rerender();
    expect(await screen.findByText(/unread=6 total=120/)).toBeInTheDocument();
    expect(countCalls()).toHaveLength(asked + 1);
  });

  it("offers older messages while the window is full and more exist; 'Load older' raises the limit", async () => {
    serverCounts = { total: INBOX_PAGE_SIZE + 1, unread: 0 };
    const { rerender } = renderInbox();
    live = {
      ...live,
      status: 'live',
      data: Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => message(`m${index}`, 'Ruth', 'read')),
    };
    rerender();
    expect(await screen.findByText(/older=true$/)).toBeInTheDocument();
    act(() => useInboxStore.getState().showOlder());
    expect(useInboxStore.getState().limit).toBe(2 * INBOX_PAGE_SIZE);
    expect(await screen.findByText(/older=false$/)).toBeInTheDocument();
  });

  it('without the server counts, counts the list only while it holds every message', async () => {
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [message('a', 'Ruth'), message('b', 'Boaz', 'read')] };
    rerender();
    expect(await screen.findByText(/^live a,b unread=1 total=2 older=false$/)).toBeInTheDocument();
    live = {
      ...live,
      data: Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => message(`m${index}`, 'Ruth')),
    };
    rerender();
    expect(await screen.findByText(/unread=\? total=\? older=true$/)).toBeInTheDocument();
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
    apiList = [message('api-1', 'Boaz')];
    serverCounts = { total: 1, unread: 1 };
    const { rerender } = renderInbox();
    live = { ...live, status: 'error', error: new Error('permission-denied') };
    rerender();
    await act(async () => {});
    expect(await screen.findByText(/refused api-1 unread=1 total=1/)).toBeInTheDocument();
    // The same window the listener holds: the newest INBOX_PAGE_SIZE.
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/contact-submissions?limit=${INBOX_PAGE_SIZE}`,
      expect.anything(),
    );

    live = { ...live, status: 'live', error: undefined, data: [message('c', 'Ruth')] };
    rerender();
    expect(await screen.findByText(/live c unread=1/)).toBeInTheDocument();
  });

  it('keeps the last live list when offline and the API cannot answer either', async () => {
    const { rerender } = renderInbox();
    live = { ...live, status: 'live', data: [message('a', 'Ruth')] };
    rerender();
    live = { ...live, status: 'offline' };
    rerender();
    expect(await screen.findByText(/offline a unread=1/)).toBeInTheDocument();
  });
});
