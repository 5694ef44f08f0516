/** Items per view by antd breakpoint: 1 on small screens, 2 on medium, 3 on large. */
export function itemsPerView(screens: { md?: boolean; lg?: boolean }): number {
  if (screens.lg) return 3;
  if (screens.md) return 2;
  return 1;
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
