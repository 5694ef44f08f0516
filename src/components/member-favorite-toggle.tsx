import type { FavoriteTarget } from '@/domain/types';
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

  const onClick = () => {
    if (user) toggle.mutate({ target, save: !saved });
    // The session ended since this device signed in: the same path as an anonymous reader.
    else if (!isLoading) askToSignIn();
  };
  const known = user ? savedIds !== undefined : !isLoading;
  return <FavoriteButton title={target.title} saved={saved} onClick={onClick} disabled={!known} />;
}
