import { useEffect, useRef } from 'react';
import type { FavoriteTarget } from '@/domain/types';
import {
  favoriteKey,
  useEarlyFavoritePresses,
  useFavoritePressedEarly,
  useMemberHearts,
} from '@/lib/favorites/early-favorite-presses';
import { useSavedIds, useToggleFavorite } from '@/lib/favorites/use-favorites';
import { useCurrentUser } from '@/lib/session/current-user';
import { useAskToSignInFor } from './favorite-button';

/**
 * The member's part of a heart: saved state from one shared call, optimistic toggling. It draws
 * nothing; the heart (favorite-toggle.tsx) reads what it publishes.
 */
export default function MemberFavoriteToggle(target: FavoriteTarget) {
  const { user, isLoading } = useCurrentUser();
  const savedIds = useSavedIds();
  const saved = savedIds?.[target.kind].includes(target.id) ?? false;
  const toggle = useToggleFavorite();
  const askToSignIn = useAskToSignInFor(target);
  const known = user ? savedIds !== undefined : !isLoading;
  const pressedEarly = useFavoritePressedEarly(target);
  const key = favoriteKey(target);

  // What a press does depends on this render's state; the published press reads it when pressed,
  // so the heart is published again only when what it shows changes.
  const latest = useRef({ known, user, saved, toggle, askToSignIn, target });
  useEffect(() => {
    latest.current = { known, user, saved, toggle, askToSignIn, target };
  });

  useEffect(() => {
    const press = () => {
      const { known, user, saved, toggle, askToSignIn, target } = latest.current;
      // Pressed before the saved state is known: it can only have meant "save" (the heart showed
      // empty), and it is completed as soon as the state arrives.
      if (!known) useEarlyFavoritePresses.getState().press(target);
      else if (user) toggle.mutate({ target, save: !saved });
      // The session ended since this device signed in: the same path as an anonymous reader.
      else askToSignIn();
    };
    useMemberHearts.setState({ [key]: { saved, press } });
    return () =>
      useMemberHearts.setState((hearts) => {
        if (hearts[key]?.press !== press) return hearts;
        const { [key]: _gone, ...rest } = hearts;
        return rest;
      }, true);
  }, [key, saved]);

  useEffect(() => {
    if (!known || !pressedEarly || !useEarlyFavoritePresses.getState().take(target)) return;
    if (!user) askToSignIn();
    else if (!saved) toggle.mutate({ target, save: true });
  }, [known, pressedEarly, target, user, saved, toggle, askToSignIn]);

  return null;
}
