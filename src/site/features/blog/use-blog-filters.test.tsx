import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { RouterNavigation } from '@/components/layout/router-navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useBlogFilters } from './use-blog-filters';

// In the app: the router's location and navigation (src/lib/site-navigation.tsx).
function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/christian-dating-advice']}>
      <RouterNavigation>{children}</RouterNavigation>
    </MemoryRouter>
  );
}

function inBoundaries({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/christian-dating-advice?category=Boundaries']}>
      <RouterNavigation>{children}</RouterNavigation>
    </MemoryRouter>
  );
}

const useFiltersAndUrl = () => ({ filters: useBlogFilters(), location: useLocation() });

describe('useBlogFilters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the search to the URL once typing pauses', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper });
    act(() => result.current.filters.setDraft('prayer'));
    expect(result.current.location.search).toBe('');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?search=prayer');
    expect(result.current.filters.search).toBe('prayer');
  });

  it('keeps a letter typed while its own earlier write lands (a busy phone pauses mid-word)', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper });
    act(() => result.current.filters.setDraft('pr'));
    act(() => {
      // The pause writes 'pr'; the next letter arrives before that write has rendered.
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      result.current.filters.setDraft('pra');
    });
    expect(result.current.filters.draft).toBe('pra');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?search=pra');
  });

  it('writes the search at once when its form is sent, keeping the category', () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inBoundaries });
    act(() => result.current.filters.setDraft('wait'));
    act(() => result.current.filters.submitSearch());
    expect(result.current.location.search).toBe('?category=Boundaries&search=wait');
    expect(result.current.filters.search).toBe('wait');
    // The pause that follows writes nothing more.
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?category=Boundaries&search=wait');
  });

  it("writes nothing after a chip is pressed mid-pause: the chip's link carries what was typed", () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper: inBoundaries });
    act(() => result.current.filters.setDraft('prayer'));
    // The chip's navigation has not rendered yet (a busy phone) when the pause would end.
    act(() => result.current.filters.cancelPausedWrite());
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?category=Boundaries');
  });
});
