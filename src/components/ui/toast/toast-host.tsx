import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { Icon } from '../icon';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@/lib/ui-constants';
import type { ToastKind } from './notify';
import type { ToastEntry } from './toast-queue';
import './toast-host.css';

/** Radix's hotkey and label, which the spec's F8 rule comes from. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
export const TOAST_REGION_CLASS = 'fm-toast-region';

const ICONS: Record<ToastKind, IconDefinition> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: InfoCircleFilled,
};

/** Pixels a pointer may wander before a press counts as a swipe rather than a click. */
const SWIPE_START_PX = 4;

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipe = useRef<{ pointerId: number; startX: number; captured: boolean } | null>(null);
  const durationMs = toast.duration === undefined ? TOAST_DURATION_MS : toast.duration * 1000;
  const { id, open } = toast;

  // Shown for its duration; a hover, a touch or keyboard focus holds it (and it starts again after).
  useEffect(() => {
    if (!open || paused || durationMs === 0) return;
    const timer = window.setTimeout(() => onDismiss(id), durationMs);
    return () => window.clearTimeout(timer);
  }, [id, open, paused, durationMs, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, captured: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const delta = Math.max(0, event.clientX - current.startX);
    if (!current.captured && delta > SWIPE_START_PX) {
      // Captured only once it is a swipe, so a plain click on the close button stays a click.
      event.currentTarget.setPointerCapture(event.pointerId);
      current.captured = true;
    }
    if (current.captured) setOffset(delta);
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    const delta = event.clientX - current.startX;
    if (!cancelled && current.captured && delta > TOAST_SWIPE_THRESHOLD_PX) onDismiss(id);
    else setOffset(0);
  };

  return (
    <div
      className={`fm-toast fm-toast--${toast.kind}`}
      data-state={open ? 'open' : 'closed'}
      data-testid="toast"
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) onDismiss(id);
      }}
    >
      <Icon svg={ICONS[toast.kind]} className="fm-toast__icon" aria-hidden="true" />
      <div className="fm-toast__body">
        <div className="fm-toast__title">{toast.title}</div>
        {toast.description && <div className="fm-toast__description">{toast.description}</div>}
        {toast.actions && <div className="fm-toast__actions">{toast.actions}</div>}
      </div>
      {open && (
        <button type="button" className="fm-toast__close" aria-label="Close notification" onClick={() => onDismiss(id)}>
          <Icon svg={CloseOutlined} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * The notifications region: bottom right, at most 420 px wide from
 * medium screens up and full width less margins on phones; F8 focuses it, Tab and
 * Shift+Tab move on from it, Escape goes back to where the visitor was. Dismissed
 * toasts stay inside it, visually hidden, until the provider removes them.
 *
 * A light component in antd's look rather than antd's notification (which has no swipe or F8,
 * needs antd's style runtime, ≈25 KB gzip that public pages do without, and would add ≈9.5 KB
 * more to every page): its colours, radii and shadow come from antd's theme tokens as CSS
 * variables (declared on :root by theme-tokens.css, so no antd code is needed for them).
 */
export function ToastHost({ toasts, onDismiss }: { toasts: ToastEntry[]; onDismiss: (id: string) => void }) {
  const region = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      const active = document.activeElement;
      if (!region.current?.contains(active) && active instanceof HTMLElement) returnTo.current = active;
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
    else region.current?.blur();
  };

  return (
    <section
      ref={region}
      className={TOAST_REGION_CLASS}
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
