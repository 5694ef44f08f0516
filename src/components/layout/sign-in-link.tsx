import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/components/ui/icon';
import { Link, useLocation } from 'react-router';
import { authPath, ROUTES } from '@/domain/routes';

// The anonymous account corner, shared by the header's entry (account-entry.tsx) and the member's
// menu (account-menu.tsx, when the session has ended): a module of its own, so the lazily loaded
// menu does not import the entry that loads it.

export function useSignInPath(): string {
  const { pathname, search, hash } = useLocation();
  const onAuthScreen = pathname === ROUTES.signIn || pathname === ROUTES.signUp;
  return onAuthScreen ? `${pathname}${search}` : authPath(ROUTES.signIn, `${pathname}${search}${hash}`);
}

export function SignInLink({ onChoose }: { onChoose?: () => void }) {
  return (
    <Link to={useSignInPath()} className="fm-nav-link fm-account" onClick={onChoose}>
      <Icon svg={UserOutlined} aria-hidden="true" />
      <span className="fm-account__label">Sign In</span>
    </Link>
  );
}
