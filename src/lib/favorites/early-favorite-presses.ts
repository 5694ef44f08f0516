// The heart's state shared between the button every reader gets and the member's part, loaded
// only on a device that has signed in (member-favorite-toggle.tsx):
// - a press made before the member's saved list has arrived (or before their part of the app has
//   loaded) waits here, the heart shows it is pending, and the member's part completes it once it
//   knows what is saved. Disabled until then, the heart dropped the reader's first press;
// - the member's part publishes whether the item is saved and what a press does, so the heart
//   stays one element from the server's HTML on: swapped for another after hydration, a tap whose
//   press and release fell either side of the swap was lost.
import { create } from 'zustand';
import type { FavoriteTarget } from '@/domain/types';

interface EarlyFavoritePresses {
  pressed: ReadonlySet<string>;
  press: (target: FavoriteTarget) => void;
  /** True exactly once for a press that is waiting. */
  take: (target: FavoriteTarget) => boolean;
}

export const favoriteKey = ({ kind, id }: FavoriteTarget) => `${kind}:${id}`;

export const useEarlyFavoritePresses = create<EarlyFavoritePresses>()((set, get) => ({
  pressed: new Set(),
  press: (target) => set(({ pressed }) => ({ pressed: new Set(pressed).add(favoriteKey(target)) })),
  take: (target) => {
    const key = favoriteKey(target);
    if (!get().pressed.has(key)) return false;
    set(({ pressed }) => {
      const rest = new Set(pressed);
      rest.delete(key);
      return { pressed: rest };
    });
    return true;
  },
}));

export const useFavoritePressedEarly = (target: FavoriteTarget) =>
  useEarlyFavoritePresses((state) => state.pressed.has(favoriteKey(target)));

/** What the member's part says of one item's heart. */
export interface MemberHeart {
  saved: boolean;
  press: () => void;
}

/** The member's part of each heart on the page, by favoriteKey. */
export const useMemberHearts = create<Readonly<Record<string, MemberHeart>>>()(() => ({}));

export const useMemberHeart = (target: FavoriteTarget): MemberHeart | undefined =>
  useMemberHearts((hearts) => hearts[favoriteKey(target)]);
