import { DashboardOutlined, DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { SiteLink } from '@/components/ui/site-link';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { ROUTES } from '@/domain/routes';
import { displayName } from '@/domain/user';
import { useCurrentUser } from '@/lib/session/current-user';
import { useLogout } from '@/lib/session/use-logout';
import { HEADER_ICONS_ONLY_MEDIA } from './header-media';
import { SignInLink } from './sign-in-link';

interface AccountMenuProps {
  /** 'dropdown' in the wide header, 'list' inside the phone menu. */
  variant?: 'dropdown' | 'list';
  onChoose?: () => void;
}

/** A member's menu: Dashboard, Admin (admins only), Log out. */
export default function AccountMenu({ variant = 'dropdown', onChoose }: AccountMenuProps) {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  if (isLoading) return <span className="fm-account fm-account--pending" aria-hidden="true" />;
  // The hint outlived the session (expired, revoked): the anonymous corner, and the hint is cleared.
  if (!user) return variant === 'list' ? null : <SignInLink />;
  const name = displayName(user);
  const links = [
    { to: ROUTES.dashboard, label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
    ...(user.isAdmin ? [{ to: ROUTES.adminBlog, label: 'Admin', icon: <SettingOutlined aria-hidden /> }] : []),
  ];
  const onLogout = () => {
    onChoose?.();
    void logout();
  };

  if (variant === 'list') {
    return (
      <ul className="fm-account-links" aria-label={`Account: ${name}`}>
        {links.map(({ to, label }) => (
          <li key={to}>
            <SiteLink to={to} className="fm-nav-link" onClick={onChoose}>
              {label}
            </SiteLink>
          </li>
        ))}
        <li>
          <button type="button" className="fm-nav-link fm-account-links__logout" onClick={onLogout}>
            Log out
          </button>
        </li>
      </ul>
    );
  }

  const items: MenuProps['items'] = [
    ...links.map(({ to, label, icon }) => ({ key: to, icon, label: <SiteLink to={to}>{label}</SiteLink> })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Log out', onClick: onLogout },
  ];
  return (
    // Inside the sticky header, the menu moves with it. Left in <body>, it is placed anew after each
    // scroll, a frame or more late: under load, a press landed where the menu had been (the button
    // under it, or nothing) and Log out was lost (members.spec.ts).
    // Where the header shows only the icons, the member's name is the tooltip. Around the Dropdown,
    // not inside it: the Dropdown's trigger must be the button itself.
    <IconTooltip title={name} media={HEADER_ICONS_ONLY_MEDIA}>
      <Dropdown
        menu={{ items }}
        trigger={['click']}
        placement="bottomRight"
        getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
      >
        {/* Named by its label at every width, so the tooltip never repeats the name as a description. */}
        <Button type="text" className="fm-account" icon={<UserOutlined aria-hidden />} aria-label={name}>
          <span className="fm-account__label">{name}</span> <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </IconTooltip>
  );
}
