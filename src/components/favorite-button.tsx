import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { Icon } from '@/components/ui/icon';
import { useSiteNavigation } from '@/lib/site-navigation';
import { authPath, ROUTES } from '@/domain/routes';
import type { FavoriteTarget } from '@/domain/types';
import { IconTooltip } from './ui/icon-tooltip';
import { PlainButton } from './ui/plain-button';
import './favorite-toggle.css';

// The heart itself, and the path to sign-in, shared by the anonymous toggle (favorite-toggle.tsx)
// and the member's (member-favorite-toggle.tsx): a module of their own, so the member's chunk
// does not import the toggle that lazy-loads it.

export function FavoriteButton({
  title,
  saved,
  onClick,
  pending = false,
}: {
  title: string;
  saved: boolean;
  onClick: () => void;
  /** Pressed before the saved state was known: the press is kept and completed when it is. */
  pending?: boolean;
}) {
  return (
    <IconTooltip title={saved ? 'Remove from favorites' : 'Save to favorites'}>
      <PlainButton
        type="text"
        shape="circle"
        className={`fm-favorite-toggle${saved ? ' fm-favorite-toggle--saved' : ''}`}
        aria-pressed={saved}
        aria-label={`${saved ? 'Remove from favorites' : 'Save to favorites'}: ${title}`}
        icon={saved ? <Icon svg={HeartFilled} /> : <Icon svg={HeartOutlined} />}
        onClick={onClick}
        loading={pending}
        data-testid="favorite-toggle"
      />
    </IconTooltip>
  );
}

/** Remembers the wish, then asks the reader to sign in; the sign-in screen completes the save. */
export function useAskToSignInFor(target: FavoriteTarget): () => void {
  const {
    navigate,
    location: { pathname, search, hash },
  } = useSiteNavigation();
  return () => {
    void import('@/lib/favorites/pending-save-store').then(({ usePendingSaveStore }) => {
      usePendingSaveStore.getState().request(target);
      navigate(authPath(ROUTES.signIn, `${pathname}${search}${hash}`));
    });
  };
}
