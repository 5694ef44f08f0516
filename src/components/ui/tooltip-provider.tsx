import { createContext, use, useMemo, useRef, type ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/ui-constants';

interface TooltipTiming {
  /** How long a hovered control waits before its tooltip opens: the open delay, or 0 in the skip window. */
  openDelay(): number;
  /** Called when a tooltip opens or closes, to start and end the skip window. */
  opened(): void;
  closed(): void;
}

export const TooltipContext = createContext<TooltipTiming | null>(null);

/**
 * The one tooltip provider: a tooltip opens after 700 ms of hover; once
 * one has been open, moving to another control within 300 ms of it closing opens the
 * next at once. Mounted once in src/app/providers.tsx. It times IconTooltip, the light
 * stand-in for antd's Tooltip (why, see there), whose delays are per tooltip with no skip window.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const anyOpen = useRef(false);
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const timing = useMemo<TooltipTiming>(
    () => ({
      openDelay: () =>
        anyOpen.current || performance.now() - lastClosedAt.current < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS,
      opened: () => {
        anyOpen.current = true;
      },
      closed: () => {
        anyOpen.current = false;
        lastClosedAt.current = performance.now();
      },
    }),
    [],
  );
  return <TooltipContext value={timing}>{children}</TooltipContext>;
}

const STANDALONE: TooltipTiming = {
  openDelay: () => TOOLTIP_OPEN_DELAY_MS,
  opened: () => {},
  closed: () => {},
};

export function useTooltipTiming(): TooltipTiming {
  // Outside the provider (a component test) a tooltip still works, just without the skip window.
  return use(TooltipContext) ?? STANDALONE;
}
