import { UserOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { authPath, ROUTES } from '@/domain/routes';
import { useSessionStore } from '@/lib/session/session-store';

// Who is signed in, and antd's Dropdown for their menu, load only on a device that has signed in:
// an anonymous page view carries a plain link and makes no per-user call.
const AccountMenu = lazy(() => import('./account-menu'));

export function useSignInPath(): string {
  const { pathname, search, hash } = useLocation();
  const onAuthScreen = pathname === ROUTES.signIn || pathname === ROUTES.signUp;
  return onAuthScreen ? `${pathname}${search}` : authPath(ROUTES.signIn, `${pathname}${search}${hash}`);
}

export function SignInLink({ onChoose }: { onChoose?: () => void }) {
  return (
    <Link to={useSignInPath()} className="fm-nav-link fm-account" onClick={onChoose}>
      <UserOutlined aria-hidden="true" />
      <span className="fm-account__label">Sign In</span>
    </Link>
  );
}

/**
 * The header's account corner: 'Sign In', or the member's first name with their menu
 * ('dropdown' in the wide header, 'list' inside the phone menu).
 */
export function AccountEntry({
  variant = 'dropdown',
  onChoose,
}: {
  variant?: 'dropdown' | 'list';
  onChoose?: () => void;
}) {
  const signedIn = useSessionStore((state) => state.signedInHint);
  if (!signedIn) {
    return variant === 'list' ? (
      <ul className="fm-account-links">
        <li>
          <SignInLink onChoose={onChoose} />
        </li>
      </ul>
    ) : (
      <SignInLink />
    );
  }
  return (
    <Suspense fallback={<span className="fm-account fm-account--pending" aria-hidden="true" />}>
      <AccountMenu variant={variant} onChoose={onChoose} />
    </Suspense>
  );
}
