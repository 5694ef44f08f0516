import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '@/lib/ui-constants';
import { NotifyContext, type OpenToast } from './notify';
import { EMPTY_TOAST_STATE, toastReducer } from './toast-queue';
import { ToastHost } from './toast-host';

/**
 * Gives every screen `useNotify()`. The queue rules live in toast-queue.ts beside it; the
 * toasts are drawn by a light host in the first load (small: with the tooltips and star
 * ratings it added 0.4 KB gzip to Home; antd's notification has no swipe and no F8, and
 * loading it lazily made the first toast wait for a chunk), so a toast never waits.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, EMPTY_TOAST_STATE);
  const nextId = useRef(0);
  const removals = useRef(new Map<string, number>());

  const open = useCallback<OpenToast>((toast) => {
    nextId.current += 1;
    dispatch({ type: 'add', toast: { ...toast, id: `toast-${nextId.current}`, open: true } });
  }, []);

  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);

  // A closed toast stays in the list, hidden, until TOAST_REMOVE_DELAY_MS after it closed.
  useEffect(() => {
    const timers = removals.current;
    for (const toast of state.toasts) {
      if (toast.open || timers.has(toast.id)) continue;
      timers.set(
        toast.id,
        window.setTimeout(() => {
          timers.delete(toast.id);
          dispatch({ type: 'remove', id: toast.id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [state.toasts]);

  useEffect(() => {
    const timers = removals.current;
    return () => {
      for (const timer of timers.values()) window.clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return (
    <NotifyContext value={open}>
      {children}
      <ToastHost toasts={state.toasts} onDismiss={dismiss} />
    </NotifyContext>
  );
}
