import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/components/ui/icon';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { SiteLink } from '@/components/ui/site-link';
import { useSiteNavigation } from '@/lib/site-navigation';
import { authPath, ROUTES } from '@/domain/routes';
import { HEADER_ICONS_ONLY_MEDIA } from './header-media';

// The anonymous account corner, shared by the header's entry (account-entry.tsx) and the member's
// menu (account-menu.tsx, when the session has ended): a module of its own, so the lazily loaded
// menu does not import the entry that loads it.

export function useSignInPath(): string {
  const { pathname, search, hash } = useSiteNavigation().location;
  const onAuthScreen = pathname === ROUTES.signIn || pathname === ROUTES.signUp;
  return onAuthScreen ? `${pathname}${search}` : authPath(ROUTES.signIn, `${pathname}${search}${hash}`);
}

const SIGN_IN = 'Sign In';

export function SignInLink({ onChoose }: { onChoose?: () => void }) {
  return (
    // Where the header shows only the icon, its words are the tooltip; the label names the link
    // at every width, so the tooltip never repeats its name as a description.
    <IconTooltip title={SIGN_IN} media={HEADER_ICONS_ONLY_MEDIA}>
      <SiteLink to={useSignInPath()} className="fm-nav-link fm-account" onClick={onChoose} aria-label={SIGN_IN}>
        <Icon svg={UserOutlined} aria-hidden="true" />
        <span className="fm-account__label">{SIGN_IN}</span>
      </SiteLink>
    </IconTooltip>
  );
}
