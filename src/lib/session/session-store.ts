// A cheap "signed in on this device" hint. The session cookie is HttpOnly, so scripts cannot see
// it; without the hint every anonymous page view would have to ask GET /api/auth/me. With it,
// anonymous visitors make no per-user call at all, and signed-in ones make one.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  signedInHint: boolean;
  setSignedInHint: (signedIn: boolean) => void;
}

export const SESSION_STORAGE_KEY = 'fm-session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      signedInHint: false,
      setSignedInHint: (signedInHint) => set({ signedInHint }),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
