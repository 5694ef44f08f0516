// The order of app reviews, resources and testimonials: the owner's positions (lower first). Items
// stored before positions existed have none; they follow, in the order the lists used to have.
import { POSITION_MAX } from './constants';

/** The gap between neighbours the site numbers itself, so an item fits between two without renumbering. */
export const POSITION_STEP = 10;

/** Sorts by `position`, ties and items without one settled by `previous`. */
export function byPosition<T extends { position?: number }>(previous: (a: T, b: T) => number) {
  return (a: T, b: T): number => {
    const first = a.position ?? Infinity;
    const second = b.position ?? Infinity;
    if (first !== second) return first < second ? -1 : 1;
    return previous(a, b);
  };
}

/** The order app reviews and resources had before positions: highest rated first, then by name. */
export const highestRatedFirst =
  <T extends { rating: number }>(name: (item: T) => string) =>
  (a: T, b: T): number =>
    b.rating - a.rating || name(a).localeCompare(name(b));

/** Where a new item goes by default: one step after every item that has a position. */
export function nextPosition(items: ReadonlyArray<{ position?: number }>): number {
  const highest = items.reduce((max, item) => Math.max(max, item.position ?? 0), 0);
  return Math.min(highest + POSITION_STEP, POSITION_MAX);
}

/** Positions for a list in its order: one step apart. */
export function numbered<T extends object>(items: readonly T[]): Array<T & { position: number }> {
  return items.map((item, index) => ({ ...item, position: (index + 1) * POSITION_STEP }));
}
