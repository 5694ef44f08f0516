import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authPath, ROUTES } from '@/domain/routes';
import type { FavoriteKind } from '@/domain/types';
import { useSessionStore } from '@/lib/session/session-store';
import { IconTooltip } from './icon-tooltip';
import { PlainButton } from './plain-button';
import { useThemeVarsClass } from './theme-vars';
import './favorite-toggle.css';

export interface FavoriteTarget {
  kind: FavoriteKind;
  id: string;
  title: string;
}

// What a member needs (saved ids, optimistic saving) is its own chunk, loaded only on a device
// that has signed in: an anonymous page view carries just the button.
const MemberFavoriteToggle = lazy(() => import('./member-favorite-toggle'));

export function FavoriteButton({
  title,
  saved,
  onClick,
  disabled = false,
}: {
  title: string;
  saved: boolean;
  onClick: () => void;
  /** While the saved state is still unknown: a press then could only guess. */
  disabled?: boolean;
}) {
  const themeVars = useThemeVarsClass();
  return (
    <IconTooltip title={saved ? 'Remove from favorites' : 'Save to favorites'}>
      <PlainButton
        type="text"
        shape="circle"
        className={`${themeVars} fm-favorite-toggle${saved ? ' fm-favorite-toggle--saved' : ''}`}
        aria-pressed={saved}
        aria-label={`${saved ? 'Remove from favorites' : 'Save to favorites'}: ${title}`}
        icon={saved ? <HeartFilled /> : <HeartOutlined />}
        onClick={onClick}
        disabled={disabled}
        data-testid="favorite-toggle"
      />
    </IconTooltip>
  );
}

/** Remembers the wish, then asks the reader to sign in; the sign-in screen completes the save. */
export function useAskToSignInFor(target: FavoriteTarget): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    void import('@/lib/favorites/pending-save-store').then(({ usePendingSaveStore }) => {
      usePendingSaveStore.getState().request(target);
      navigate(authPath(ROUTES.signIn, `${pathname}${search}${hash}`));
    });
  };
}

/** The heart on every card and page that shows an item. */
export function FavoriteToggle(target: FavoriteTarget) {
  const signedIn = useSessionStore((state) => state.signedInHint);
  const askToSignIn = useAskToSignInFor(target);
  if (!signedIn) return <FavoriteButton title={target.title} saved={false} onClick={askToSignIn} />;
  return (
    <Suspense fallback={<FavoriteButton title={target.title} saved={false} onClick={() => undefined} disabled />}>
      <MemberFavoriteToggle {...target} />
    </Suspense>
  );
}
