// A heart pressed before the member's saved list has arrived (or before their part of the app has
// loaded): the press waits here, the heart shows it is pending, and the member's toggle completes
// it once it knows what is saved. Disabled until then, the heart dropped the reader's first press.
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
