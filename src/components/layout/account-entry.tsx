import { UserOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authPath, ROUTES } from '@/domain/routes';
import { displayName } from '@/domain/user';
import { useCurrentUser } from '@/lib/session/current-user';

// antd's Dropdown and Menu (~25 KB gzip) load only for signed-in members: an anonymous page view
// carries a plain link.
const AccountMenu = lazy(() => import('./account-menu'));

function useSignInPath(): string {
  const { pathname, search, hash } = useLocation();
  const onAuthScreen = pathname === ROUTES.signIn || pathname === ROUTES.signUp;
  return onAuthScreen ? `${pathname}${search}` : authPath(ROUTES.signIn, `${pathname}${search}${hash}`);
}

/** The wide header's account corner: 'Sign In', or the member's first name with their menu. */
export function AccountEntry() {
  const { user, isLoading } = useCurrentUser();
  const signInPath = useSignInPath();
  if (isLoading) return <span className="fm-account fm-account--pending" aria-hidden="true" />;
  if (!user) {
    return (
      <Link to={signInPath} className="fm-nav-link fm-account">
        Sign In
      </Link>
    );
  }
  const fallback = (
    <span className="fm-nav-link fm-account">
      <UserOutlined aria-hidden="true" /> {displayName(user)}
    </span>
  );
  return (
    <Suspense fallback={fallback}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/** The phone menu's account section: the same choices as plain links and a button. */
export function AccountLinks({ onChoose }: { onChoose: () => void }) {
  const { user } = useCurrentUser();
  const signInPath = useSignInPath();
  if (!user) {
    return (
      <ul className="fm-account-links">
        <li>
          <Link to={signInPath} className="fm-nav-link" onClick={onChoose}>
            Sign In
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} variant="list" onChoose={onChoose} />
    </Suspense>
  );
}
