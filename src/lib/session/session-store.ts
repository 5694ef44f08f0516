// A cheap "signed in on this device" hint. The session cookie is HttpOnly, so scripts cannot see
// it; without the hint every anonymous page view would have to ask GET /api/auth/me. With it,
// anonymous visitors make no per-user call and load no member code; signed-in ones make one call.
// Written by hand to localStorage rather than with zustand's persist middleware: this store is in
// every page's first load, and the hint is one flag.
import { create } from 'zustand';

export const SESSION_STORAGE_KEY = 'fm-signed-in';

function readHint(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SESSION_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as anonymous, which is always safe
  }
}

interface SessionState {
  signedInHint: boolean;
  setSignedInHint: (signedIn: boolean) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  // Anonymous at first, as the server (which sees no device) rendered the page: zustand hands
  // React this initial state while it hydrates, and the hint read below right after.
  signedInHint: false,
  setSignedInHint: (signedInHint) => {
    try {
      if (signedInHint) localStorage.setItem(SESSION_STORAGE_KEY, '1');
      else localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // The hint lives for this page only.
    }
    set({ signedInHint });
  },
}));

// Signing in or out in another tab updates this one.
if (typeof window !== 'undefined') {
  useSessionStore.setState({ signedInHint: readHint() });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) useSessionStore.setState({ signedInHint: readHint() });
  });
}
