import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during the render that hydrates its HTML, true once React has attached
 * the page's handlers (and at once on a screen the browser draws by itself). The hydrating render
 * takes the server's value, so the HTML matches, and React renders again at once with true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
