import { lazy, Suspense } from 'react';
import type { FavoriteTarget } from '@/domain/types';
import {
  favoriteKey,
  useEarlyFavoritePresses,
  useFavoritePressedEarly,
  useMemberHeart,
  useMemberHearts,
} from '@/lib/favorites/early-favorite-presses';
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
  const member = useMemberHeart(target);

  // Read at the press, not from the render: while the page hydrates it is drawn as the server drew
  // it, for nobody, even on a member's device, whose press then waits for their part to load.
  const onClick = () => {
    const memberHeart = useMemberHearts.getState()[favoriteKey(target)];
    if (memberHeart) memberHeart.press();
    else if (useSessionStore.getState().signedInHint) useEarlyFavoritePresses.getState().press(target);
    else askToSignIn();
  };

  // The button stays first and the same element whoever reads: the member's part only tells it
  // what is saved and what a press does.
  return (
    <>
      <FavoriteButton title={target.title} saved={member?.saved ?? false} onClick={onClick} pending={pressedEarly} />
      {signedIn && (
        <Suspense fallback={null}>
          <MemberFavoriteToggle {...target} />
        </Suspense>
      )}
    </>
  );
}
