import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import { useTooltipTiming } from './tooltip-provider';
import './icon-tooltip.css';

const GAP_PX = 8;
const EDGE_PX = 8;

interface Placement {
  style: CSSProperties;
  side: 'top' | 'bottom';
}

function place(anchor: DOMRect, bubble: DOMRect): Placement {
  const side = anchor.top >= bubble.height + GAP_PX + EDGE_PX ? 'top' : 'bottom';
  const top = side === 'top' ? anchor.top - bubble.height - GAP_PX : anchor.bottom + GAP_PX;
  const centred = anchor.left + anchor.width / 2 - bubble.width / 2;
  const left = Math.min(Math.max(EDGE_PX, centred), window.innerWidth - bubble.width - EDGE_PX);
  return { side, style: { top, left } };
}

/**
 * A tooltip for an icon-only control: `<IconTooltip title="Open menu"><PlainButton aria-label="Open menu" .../></IconTooltip>`.
 * Opens on mouse hover after the provider's delay (700 ms, or at once in the 300 ms skip
 * window) and at once on keyboard focus; closes on leave, blur, press or Escape. The
 * control keeps its own accessible name; the tooltip describes it only when it says
 * something the name does not (an aria-label equal to the title, on the child or on the control
 * a wrapper such as antd's Dropdown renders, means it would only repeat it). Touch shows no
 * tooltip (there is no hover to end it). With `media`, it opens only where that media query
 * matches: for a control whose words show beside its icon at other widths.
 *
 * A light tooltip rather than antd's: public pages hydrate no antd (its style runtime alone is
 * ≈25 KB gzip), antd's Tooltip brings its trigger and motion code into the site's shell (≈5.5 KB
 * more on every page), and it has no skip window. Its colours come from antd's theme tokens (CSS
 * variables).
 */
export function IconTooltip({ title, media, children }: { title: string; media?: string; children: ReactElement }) {
  const id = useId();
  const timing = useTooltipTiming();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Whether the control's own name leaves the title something to add, read from it as it opens.
  const [describes, setDescribes] = useState(true);
  const [placement, setPlacement] = useState<Placement | null>(null);

  const shows = useCallback(() => !media || window.matchMedia(media).matches, [media]);

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!shows()) return;
    timing.opened();
    const control = anchor.current?.firstElementChild;
    setDescribes(control?.getAttribute('aria-label') !== title);
    setOpen(true);
  }, [timing, shows, title]);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setPlacement(null);
    setOpen((wasOpen) => {
      if (wasOpen) timing.closed();
      return false;
    });
  }, [timing]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Hovered or focused by the keyboard before its island came alive (src/components/island.tsx,
  // `near`): it opens as if the reader had just arrived, never dropped for having come early.
  useEffect(() => {
    const control = anchor.current?.firstElementChild;
    if (!control || !shows()) return;
    if (control.matches(':focus-visible')) show();
    else if (control.matches(':hover')) timer.current = window.setTimeout(show, timing.openDelay());
    // Once, as it comes alive: later the control's own events lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reposition = useCallback(() => {
    if (!anchor.current || !bubble.current) return;
    // The anchor is `display: contents` (no box): measure the control itself.
    const control = anchor.current.firstElementChild ?? anchor.current;
    setPlacement(place(control.getBoundingClientRect(), bubble.current.getBoundingClientRect()));
  }, []);

  // Placed before the first paint: it is drawn hidden, measured, then moved next to its control.
  useLayoutEffect(() => {
    if (open) reposition();
  }, [open, title, reposition]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    // Follows its control when the page moves (a focused control is often scrolled into view just then).
    window.addEventListener('scroll', reposition, { passive: true, capture: true });
    window.addEventListener('resize', reposition, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', reposition, { capture: true });
      window.removeEventListener('resize', reposition);
    };
  }, [open, hide, reposition]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !shows()) return;
    const delay = timing.openDelay();
    if (delay === 0) show();
    else {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(show, delay);
    }
  };

  const onFocus = (event: FocusEvent) => {
    // Keyboard focus only: a click's focus already has the pointer's hover.
    if (event.target instanceof Element && event.target.matches(':focus-visible')) show();
  };

  const child = isValidElement<{ 'aria-label'?: string; 'aria-describedby'?: string }>(children) ? children : null;
  const namedByTitle = child?.props['aria-label'] === title;
  const trigger =
    child && !namedByTitle && describes && open
      ? cloneElement(child, {
          'aria-describedby': [child.props['aria-describedby'], id].filter(Boolean).join(' '),
        })
      : children;

  return (
    <span
      ref={anchor}
      className="fm-tooltip-anchor"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {trigger}
      {open &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            className="fm-tooltip"
            data-side={placement?.side}
            style={placement ? placement.style : { visibility: 'hidden', top: 0, left: 0 }}
          >
            {title}
          </div>,
          document.body,
        )}
    </span>
  );
}
