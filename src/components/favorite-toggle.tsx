import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { authPath, ROUTES } from '@/domain/routes';
import { usePendingSaveStore } from '@/lib/favorites/pending-save-store';
import { useIsSaved, useToggleFavorite, type FavoriteTarget } from '@/lib/favorites/use-favorites';
import { useCurrentUser } from '@/lib/session/current-user';
import { PlainButton } from './plain-button';
import './favorite-toggle.css';

/**
 * The heart on every card and page that shows an item. Signed out, it remembers the wish and asks
 * the reader to sign in; the sign-in screen then completes the save.
 */
export function FavoriteToggle({ kind, id, title }: FavoriteTarget) {
  const { user, isLoading } = useCurrentUser();
  const saved = useIsSaved(kind, id);
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = () => {
    if (user) {
      toggle.mutate({ target: { kind, id, title }, save: !saved });
      return;
    }
    // Still finding out who is signed in: a press now would be guessed wrong either way.
    if (isLoading) return;
    usePendingSaveStore.getState().request({ kind, id, title });
    navigate(authPath(ROUTES.signIn, `${location.pathname}${location.search}${location.hash}`));
  };

  return (
    <PlainButton
      type="text"
      shape="circle"
      className={saved ? 'fm-favorite-toggle fm-favorite-toggle--saved' : 'fm-favorite-toggle'}
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove from favorites' : 'Save to favorites'}: ${title}`}
      icon={saved ? <HeartFilled /> : <HeartOutlined />}
      onClick={onClick}
      data-testid="favorite-toggle"
    />
  );
}
