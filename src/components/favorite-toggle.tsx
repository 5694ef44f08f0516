import { lazy, Suspense } from 'react';
import type { FavoriteTarget } from '@/domain/types';
import { useEarlyFavoritePresses, useFavoritePressedEarly } from '@/lib/favorites/early-favorite-presses';
import { useSessionStore } from '@/lib/session/session-store';
import { FavoriteButton, useAskToSignInFor } from './favorite-button';

// What a member needs (saved ids, optimistic saving) is its own chunk, loaded only on a device
// that has signed in: an anonymous page view carries just the button.
const MemberFavoriteToggle = lazy(() => import('./member-favorite-toggle'));

/** The heart on every card and page that shows an item. */
export function FavoriteToggle(target: FavoriteTarget) {
  const signedIn = useSessionStore((state) => state.signedInHint);
  const askToSignIn = useAskToSignInFor(target);
  const pressedEarly = useFavoritePressedEarly(target);
  if (!signedIn) return <FavoriteButton title={target.title} saved={false} onClick={askToSignIn} />;
  return (
    <Suspense
      fallback={
        // While the member's chunk loads, a press waits for it (early-favorite-presses.ts).
        <FavoriteButton
          title={target.title}
          saved={false}
          onClick={() => useEarlyFavoritePresses.getState().press(target)}
          pending={pressedEarly}
        />
      }
    >
      <MemberFavoriteToggle {...target} />
    </Suspense>
  );
}
