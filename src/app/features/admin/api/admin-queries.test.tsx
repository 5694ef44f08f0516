import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostInput } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { useSavePost } from './admin-queries';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/components/ui/toast/notify', () => ({ useNotify: () => notify }));

const input = { title: 'Waiting Well' } as BlogPostInput;
const saved = { id: 'p1', title: 'Waiting Well' } as BlogPost;

afterEach(() => vi.unstubAllGlobals());

describe('useSavePost', () => {
  it('resolves once the server has the post, without waiting for the lists to refetch', async () => {
    // The editor's own post query is on screen; its refetch after the save hangs, as one can on a
    // loaded network. The owner must still be taken back (and see the toast) at once.
    let refetchRequested: () => void = () => {};
    const refetchStarted = new Promise<void>((resolve) => (refetchRequested = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') return new Response(JSON.stringify(saved), { status: 200 });
        refetchRequested();
        return new Promise<Response>(() => {});
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(adminQueries.post('p1').queryKey, saved);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ save: useSavePost('p1'), post: useQuery({ ...adminQueries.post('p1'), staleTime: Infinity }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.post.data).toEqual(saved));

    let outcome = '';
    await act(async () => {
      const saving = result.current.save.mutateAsync(input).then(() => 'returned');
      const stillWaiting = refetchStarted.then(
        () => new Promise<string>((resolve) => setTimeout(() => resolve('waited for the refetch'), 200)),
      );
      outcome = await Promise.race([saving, stillWaiting]);
    });
    expect(outcome).toBe('returned');
    expect(notify.success).toHaveBeenCalledWith('Success', 'Blog post updated successfully');
  });
});
