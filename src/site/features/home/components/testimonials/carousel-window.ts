/** Items per view by antd breakpoint: 1 on small screens, 2 on medium, 3 on large. */
export function itemsPerView(screens: { md?: boolean; lg?: boolean }): number {
  if (screens.lg) return 3;
  if (screens.md) return 2;
  return 1;
}

/** antd's md and lg breakpoints as media queries, the ones testimonials-carousel.css switches at. */
export const VIEW_QUERIES = { md: '(min-width: 768px)', lg: '(min-width: 992px)' } as const;

/** Items per view on the screen `matchMedia` answers for. */
export function screenItemsPerView(matchMedia: (query: string) => MediaQueryList): number {
  return itemsPerView({ md: matchMedia(VIEW_QUERIES.md).matches, lg: matchMedia(VIEW_QUERIES.lg).matches });
}

/** The first index of a page that shows `perView` items of `total`, kept inside the list. */
export function clampStart(start: number, perView: number, total: number): number {
  return Math.max(0, Math.min(start, total - perView));
}

/** The slide a scrolled track starts at: the one whose left edge is nearest the scroll position. */
export function slideAt(slideOffsets: readonly number[], scrollLeft: number): number {
  let nearest = 0;
  slideOffsets.forEach((offset, index) => {
    if (Math.abs(offset - scrollLeft) < Math.abs(slideOffsets[nearest]! - scrollLeft)) nearest = index;
  });
  return nearest;
}

/** A slide's id, which the previous/next links and the dots point at. */
export const slideId = (testimonialId: string) => `testimonial-${testimonialId}`;

/** The numbers of cards a view can hold, smallest screen first (itemsPerView). */
export const VIEW_SIZES = [1, 2, 3] as const;

/**
 * The slides previous/next link to for a view of `perView` cards starting at `start`. The browser
 * follows such a link by bringing the slide just into view (the nearest edge), so previous names
 * the first card of the page before and next the last card of the page after; none at an end.
 */
export function stepTargets(start: number, perView: number, total: number): { previous?: number; next?: number } {
  return {
    previous: start > 0 ? Math.max(0, start - perView) : undefined,
    next: start + perView < total ? Math.min(total - 1, start + 2 * perView - 1) : undefined,
  };
}
