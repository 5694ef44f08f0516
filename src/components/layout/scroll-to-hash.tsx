import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the target is kept in view while the page still fills in around it. */
const HOLD_TARGET_MS = 10_000;
/** What the reader does to scroll or act for themselves: from then on the page is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * After a navigation to '#id' (e.g. '/#newsletter', '/christian-dating-apps-reviews#review-x'),
 * scrolls to the target once it exists: lazy pages and fetched lists render it only after the
 * navigation itself, which ScrollRestoration's own hash handling misses.
 *
 * It then keeps the target in view while what is above it fills in: reached in the app, Home draws
 * its lists' skeletons first, and the lists that replace them pushed '#newsletter' off the screen
 * (2 of 12 first taps on a phone; Safari has no scroll anchoring to hold it either). It lets go at
 * the reader's first scroll, tap or key, or after HOLD_TARGET_MS.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    const scroll = () => {
      frame = 0;
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    // One scroll per frame, however many changes came in it.
    const scrollSoon = () => {
      if (frame === 0) frame = window.requestAnimationFrame(scroll);
    };
    const mutations = new MutationObserver(scrollSoon);
    mutations.observe(document.body, { childList: true, subtree: true });
    // Pictures and fonts that load change sizes without changing the DOM.
    const sizes = new ResizeObserver(scrollSoon);
    sizes.observe(document.body);
    const timer = window.setTimeout(() => stop(), HOLD_TARGET_MS);
    const stop = () => {
      mutations.disconnect();
      sizes.disconnect();
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    };
    for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    scroll();
    return stop;
  }, [pathname, hash, key]);

  return null;
}
