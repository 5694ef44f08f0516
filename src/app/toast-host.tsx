import { notification } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/domain/constants';
import type { OpenToast } from '@/lib/notify';

/**
 * antd's notification, loaded with the first toast so it stays out of the entry
 * chunk. Spec section 9: one at a time, shown 5 s, bottom-right so it never
 * covers the sticky header (at most 384 px wide, inside the 420 px viewport cap).
 * Rendered inside the app's ConfigProvider, so it wears the theme.
 */
export default function ToastHost({ onReady }: { onReady: (open: OpenToast) => void }): ReactNode {
  const [api, contextHolder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
  });

  useEffect(() => {
    onReady(({ kind, title, description, key, duration, actions }) =>
      api[kind]({ key, title, description, duration, actions }),
    );
  }, [api, onReady]);

  return contextHolder;
}
