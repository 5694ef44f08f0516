// "Save this" pressed by someone not signed in: the wish waits here while they sign in (or sign
// up), then the sign-in screen completes it. Kept in sessionStorage so a reload on the way, or the
// Google popup, does not lose it, and it never outlives the tab.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FavoriteTarget } from '@/domain/types';

export type PendingSave = FavoriteTarget;

interface PendingSaveState {
  pending: PendingSave | null;
  /** Remember a save to finish after sign-in; a newer wish replaces an older one. */
  request: (save: PendingSave) => void;
  /** Hand the waiting save over exactly once. */
  take: () => PendingSave | null;
}

export const usePendingSaveStore = create<PendingSaveState>()(
  persist(
    (set, get) => ({
      pending: null,
      request: (save) => set({ pending: save }),
      take: () => {
        const { pending } = get();
        if (pending) set({ pending: null });
        return pending;
      },
    }),
    { name: 'fm-pending-save', storage: createJSONStorage(() => sessionStorage) },
  ),
);
