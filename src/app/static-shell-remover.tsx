import { useLayoutEffect } from 'react';

export const STATIC_SHELL_ID = 'fm-static-shell';

/**
 * Removes index.html's static shell in React's first commit, before that frame paints: the
 * shell and React's identical first screen are never both visible, and nothing shifts.
 */
export function StaticShellRemover() {
  useLayoutEffect(() => {
    document.getElementById(STATIC_SHELL_ID)?.remove();
  }, []);
  return null;
}
