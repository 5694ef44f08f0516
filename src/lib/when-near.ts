// When a part of the page below the fold should come alive: once the reader nears it (scrolling,
// the header's 'Free Devotional') or reaches into it (a press, a key, a focused field). Shared by
// the late island of a page hydrated whole (src/components/late-island.tsx) and the islands
// runtime's `near` islands (src/site/islands/start-islands.tsx).

/** Start loading this far before the part scrolls into view. */
const PRELOAD_MARGIN = '600px';

/** The presses, keys and focus that show the reader is reaching into it. */
const REACHING_IN = ['pointerdown', 'focusin', 'keydown'] as const;

/** Resolves once the reader nears `element` or reaches into it; at once where there is no IntersectionObserver. */
export function whenNear(element: HTMLElement): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: PRELOAD_MARGIN,
    });
    function done() {
      observer.disconnect();
      for (const name of REACHING_IN) element.removeEventListener(name, done, true);
      resolve();
    }
    // An island's wrapper has no box of its own (`display: contents`), so it never intersects: its children do.
    const boxes = getComputedStyle(element).display === 'contents' ? [...element.children] : [element];
    for (const box of boxes) observer.observe(box);
    for (const name of REACHING_IN) element.addEventListener(name, done, true);
  });
}
