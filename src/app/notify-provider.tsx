import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { NotifyContext, type OpenToast, type Toast } from '@/lib/notify';

const ToastHost = lazy(() =>
  import('./toast-host').catch((error: unknown) => {
    // A chunk missing after a deploy must not take the page down with it: the toast is lost, the page stays.
    console.error('Could not load the toast UI', error);
    return { default: () => null };
  }),
);

/**
 * Gives every screen `useNotify()` without putting antd's notification (and the
 * Modal/message that antd's <App> drags along) in the first load: the host
 * loads with the first toast, and toasts raised meanwhile wait for it in order.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const pending = useRef<Toast[]>([]);
  const show = useRef<OpenToast | null>(null);

  const open = useCallback<OpenToast>((toast) => {
    if (show.current) {
      show.current(toast);
      return;
    }
    pending.current.push(toast);
    setHostWanted(true);
  }, []);

  const onReady = useCallback((ready: OpenToast) => {
    show.current = ready;
    for (const toast of pending.current.splice(0)) ready(toast);
  }, []);

  return (
    <NotifyContext value={open}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
    </NotifyContext>
  );
}
