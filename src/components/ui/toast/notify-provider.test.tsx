import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@/lib/ui-constants';
import { useNotify } from './notify';
import { NotifyProvider } from './notify-provider';
import { TOAST_REGION_LABEL } from './toast-host';

function Raise() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('Saved', 'All good.')}>
        raise
      </button>
      <button type="button" onClick={() => notify.error('Failed', 'Try again.')}>
        fail
      </button>
    </>
  );
}

const openToasts = () => document.querySelectorAll('[data-testid="toast"][data-state="open"]');

afterEach(() => vi.useRealTimers());

describe('NotifyProvider and the toast host', () => {
  it('shows a toast for 5000 ms, then keeps its text closed until the removal delay', () => {
    vi.useFakeTimers();
    render(
      <NotifyProvider>
        <Raise />
      </NotifyProvider>,
    );
    fireEvent.click(screen.getByText('raise'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(openToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(openToasts()).toHaveLength(0);
    // Closed, out of sight, but still there for a screen reader.
    expect(screen.getByText('Saved').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(screen.queryByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows only the newest toast; errors are alerts', () => {
    render(
      <NotifyProvider>
        <Raise />
      </NotifyProvider>,
    );
    fireEvent.click(screen.getByText('raise'));
    fireEvent.click(screen.getByText('fail'));
    expect(openToasts()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('FailedTry again.');
  });

  it('closes with its close button and with Escape', () => {
    render(
      <NotifyProvider>
        <Raise />
      </NotifyProvider>,
    );
    fireEvent.click(screen.getByText('raise'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(openToasts()).toHaveLength(0);
    fireEvent.click(screen.getByText('fail'));
    fireEvent.keyDown(screen.getByRole('alert'), { key: 'Escape' });
    expect(openToasts()).toHaveLength(0);
  });

  it('F8 focuses the labelled notifications region and Escape goes back', () => {
    render(
      <NotifyProvider>
        <Raise />
      </NotifyProvider>,
    );
    const trigger = screen.getByText('raise');
    trigger.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8' });
    const region = screen.getByRole('region', { name: TOAST_REGION_LABEL });
    expect(region).toHaveFocus();
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(trigger).toHaveFocus();
  });
});
