import { lazy, Suspense } from 'react';
import { withAntdTheme } from '@/components/ui/theme/with-antd-theme';
import { useSessionStore } from '@/lib/session/session-store';
import { SignInLink } from './sign-in-link';

// Who is signed in, and antd's Dropdown for their menu, load only on a device that has signed in:
// an anonymous page view carries a plain link and makes no per-user call.
const AccountMenu = lazy(withAntdTheme(async () => (await import('./account-menu')).default));

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
