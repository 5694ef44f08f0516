// When a part of the page that is not needed at once should come alive: once the reader nears it
// (scrolling, the header's 'Free Devotional') or reaches into it (a press, a key, a focused field);
// or, for a part in view from the start whose code only a reader who uses it needs (Contact's
// form), once they reach into it. For the islands runtime's deferred islands
// (src/site/islands/start-islands.tsx).

/** Start loading this far before the part scrolls into view. */
const PRELOAD_MARGIN = '600px';

/** The presses, keys and focus that show the reader is reaching into it. */
const REACHING_IN = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves once the reader presses, types or moves the focus inside `element`, or once `signal`
 * aborts (its HTML taken away before the reader wanted it: the caller checks `signal.aborted`).
 */
export function whenReachedInto(element: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    // Reached into before anyone listened: the reader focused a field while the page's scripts came.
    if (signal?.aborted || element.contains(document.activeElement)) return resolve();
    const listening = new AbortController();
    const done = () => {
      listening.abort();
      resolve();
    };
    signal?.addEventListener('abort', done, { once: true, signal: listening.signal });
    // Captured: a press on a control that stops its events' propagation still counts.
    for (const name of REACHING_IN) element.addEventListener(name, done, { capture: true, signal: listening.signal });
  });
}

/**
 * Resolves once the reader nears `element` or reaches into it, at once where there is no
 * IntersectionObserver; or once `signal` aborts, as `whenReachedInto` does.
 */
export function whenNear(element: HTMLElement, signal?: AbortSignal): Promise<void> {
  if (!('IntersectionObserver' in window)) return Promise.resolve();
  const settled = new AbortController();
  const near = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && resolve(), {
      rootMargin: PRELOAD_MARGIN,
    });
    settled.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    // An island's wrapper has no box of its own (`display: contents`), so it never intersects: its children do.
    const boxes = getComputedStyle(element).display === 'contents' ? [...element.children] : [element];
    for (const box of boxes) observer.observe(box);
  });
  const stopped = signal ? AbortSignal.any([signal, settled.signal]) : settled.signal;
  return Promise.race([near, whenReachedInto(element, stopped)]).finally(() => settled.abort());
}
