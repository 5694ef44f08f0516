import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 5_000;

/**
 * After a navigation to '#id' (e.g. '/#newsletter', '/christian-dating-apps-reviews#review-x'),
 * scrolls to the target once it exists: lazy pages and fetched lists render it
 * only after the navigation itself, which ScrollRestoration's own hash handling misses.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const scroll = (): boolean => {
      const element = document.getElementById(id);
      if (!element) return false;
      element.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);

  return null;
}
