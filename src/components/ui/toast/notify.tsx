import { createContext, use, useMemo, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  kind: ToastKind;
  title: string;
  description?: ReactNode;
  /** A toast opened again with the same key replaces the visible one instead of stacking. */
  key?: string;
  /** Seconds; 0 keeps it open until closed. Defaults to the app-wide 5 s. */
  duration?: number;
  actions?: ReactNode;
  /**
   * A notice the visitor did not cause (offline-ready, update available): it never takes
   * the one toast slot from a visitor's toast, and waits for the slot instead.
   */
  background?: boolean;
}

export type OpenToast = (toast: Toast) => void;

/** Provided once by notify-provider.tsx, which holds the queue (toast-queue.ts). */
export const NotifyContext = createContext<OpenToast | null>(null);

/** The raw opener, for toasts with a key, actions or their own duration (e.g. the update prompt). */
export function useOpenToast(): OpenToast {
  const open = use(NotifyContext);
  if (!open) throw new Error('useNotify/useOpenToast need <NotifyProvider> above them');
  return open;
}

/**
 * Toasts: one visible at a time (the newest replaces the
 * one showing), 5 s by default, swipe right or F8 as toast-host.tsx draws
 * them. Every screen raises toasts through this hook so titles stay uniform.
 */
export function useNotify() {
  const open = useOpenToast();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => open({ kind: 'success', title, description }),
      error: (title: string, description?: string) => open({ kind: 'error', title, description }),
      info: (title: string, description?: string) => open({ kind: 'info', title, description }),
    }),
    [open],
  );
}
