import { useEffect } from 'react';
import { useOpenToast } from '@/components/ui/toast/notify';
import { PlainButton } from './ui/plain-button';

const UPDATE_KEY = 'pwa-update';
export const OFFLINE_READY_TITLE = 'Ready to work offline';

/**
 * Registers the service worker (production builds only: a SW in dev serves
 * stale modules) and tells the visitor when a new version is waiting or when
 * the site is ready to work offline.
 */
export function PwaUpdater() {
  const openToast = useOpenToast();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        onNeedRefresh() {
          openToast({
            kind: 'info',
            key: UPDATE_KEY,
            background: true,
            title: 'A new version is available',
            description: 'Reload to get the latest articles and fixes.',
            duration: 0,
            actions: (
              <PlainButton type="primary" size="small" onClick={() => void updateSW(true)}>
                Reload
              </PlainButton>
            ),
          });
        },
        onOfflineReady() {
          // In the background: on a first visit it arrives while the visitor may be sending a
          // form, and it must never take the place of that form's confirmation.
          openToast({
            kind: 'info',
            background: true,
            title: OFFLINE_READY_TITLE,
            description: 'Pages you visit stay readable without a connection.',
          });
        },
        onRegisterError(error: unknown) {
          console.error('Service worker registration failed', error);
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [openToast]);

  return null;
}
