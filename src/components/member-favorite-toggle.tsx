import { useEffect } from 'react';
import type { FavoriteTarget } from '@/domain/types';
import { useEarlyFavoritePresses, useFavoritePressedEarly } from '@/lib/favorites/early-favorite-presses';
import { useSavedIds, useToggleFavorite } from '@/lib/favorites/use-favorites';
import { useCurrentUser } from '@/lib/session/current-user';
import { FavoriteButton, useAskToSignInFor } from './favorite-button';

/** The heart for a signed-in member: saved state from one shared call, optimistic toggling. */
export default function MemberFavoriteToggle(target: FavoriteTarget) {
  const { user, isLoading } = useCurrentUser();
  const savedIds = useSavedIds();
  const saved = savedIds?.[target.kind].includes(target.id) ?? false;
  const toggle = useToggleFavorite();
  const askToSignIn = useAskToSignInFor(target);
  const known = user ? savedIds !== undefined : !isLoading;
  const pressedEarly = useFavoritePressedEarly(target);

  const onClick = () => {
    // Pressed before the saved state is known: it can only have meant "save" (the heart showed
    // empty), and it is completed as soon as the state arrives.
    if (!known) useEarlyFavoritePresses.getState().press(target);
    else if (user) toggle.mutate({ target, save: !saved });
    // The session ended since this device signed in: the same path as an anonymous reader.
    else askToSignIn();
  };

  useEffect(() => {
    if (!known || !pressedEarly || !useEarlyFavoritePresses.getState().take(target)) return;
    if (!user) askToSignIn();
    else if (!saved) toggle.mutate({ target, save: true });
  }, [known, pressedEarly, target, user, saved, toggle, askToSignIn]);

  return <FavoriteButton title={target.title} saved={saved} onClick={onClick} pending={pressedEarly} />;
}
