// The toast rules, as a pure reducer (notify-provider.tsx
// holds the state; toast-host.tsx draws it):
// - at most TOAST_LIMIT (1) toast is open; the newest replaces the one showing;
// - a dismissed toast stays in the list, closed, until it is removed TOAST_REMOVE_DELAY_MS
//   later, so its text is still there for a screen reader that has not finished with it;
// - a background notice (the service worker's 'Ready to work offline', the update prompt)
//   never takes the slot from a toast the visitor caused: it waits until the slot is free,
//   and when a visitor's toast arrives while it shows, it steps back into the waiting line.
//   A form's confirmation is therefore always shown.
import { TOAST_LIMIT } from '@/lib/ui-constants';
import type { Toast } from './notify';

export interface ToastEntry extends Toast {
  id: string;
  open: boolean;
}

export interface ToastState {
  /** Newest first: the open one(s), then closed ones waiting for their removal. */
  toasts: ToastEntry[];
  /** Background notices waiting for the slot, oldest first. */
  waiting: ToastEntry[];
}

export type ToastAction =
  { type: 'add'; toast: ToastEntry } | { type: 'dismiss'; id: string } | { type: 'remove'; id: string };

/** Closed toasts kept for screen readers; a burst of toasts must not grow the page without end. */
export const CLOSED_TOASTS_KEPT = 20;

export const EMPTY_TOAST_STATE: ToastState = { toasts: [], waiting: [] };

const sameKey = (a: Toast, b: Toast) => a.key !== undefined && a.key === b.key;

/** Opens `entry` in the slot: open toasts close, an open background notice goes back to wait. */
function show(state: ToastState, entry: ToastEntry): ToastState {
  const requeued: ToastEntry[] = [];
  const rest: ToastEntry[] = [];
  let openCount = 1;
  for (const toast of state.toasts) {
    // The same key means the same message again: the new one takes its place instead of stacking.
    if (sameKey(toast, entry)) continue;
    if (toast.open && openCount < TOAST_LIMIT) {
      openCount += 1;
      rest.push(toast);
    } else if (toast.open && toast.background) {
      requeued.push(toast);
    } else {
      rest.push(toast.open ? { ...toast, open: false } : toast);
    }
  }
  return {
    toasts: [{ ...entry, open: true }, ...trimClosed(rest)],
    waiting: [...requeued, ...state.waiting],
  };
}

function trimClosed(toasts: ToastEntry[]): ToastEntry[] {
  let closed = 0;
  return toasts.filter((toast) => toast.open || ++closed <= CLOSED_TOASTS_KEPT);
}

function add(state: ToastState, entry: ToastEntry): ToastState {
  const waiting = state.waiting.filter((toast) => !sameKey(toast, entry));
  const slotHeldByVisitor = state.toasts.some((toast) => toast.open && !toast.background && !sameKey(toast, entry));
  if (entry.background && slotHeldByVisitor) {
    return { ...state, waiting: [...waiting, { ...entry, open: false }] };
  }
  return show({ ...state, waiting }, entry);
}

function dismiss(state: ToastState, id: string): ToastState {
  const toasts = state.toasts.map((toast) => (toast.id === id && toast.open ? { ...toast, open: false } : toast));
  const waiting = state.waiting.filter((toast) => toast.id !== id);
  const [next, ...later] = waiting;
  if (next && !toasts.some((toast) => toast.open)) return show({ toasts, waiting: later }, next);
  return { toasts, waiting };
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return add(state, action.toast);
    case 'dismiss':
      return dismiss(state, action.id);
    case 'remove':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

/** The toasts on screen (at most TOAST_LIMIT). */
export function openToasts(state: ToastState): ToastEntry[] {
  return state.toasts.filter((toast) => toast.open);
}
