// Every /admin screen: the guard (signed-in admins only; the server refuses everyone else too),
// the side menu with the live Unread badge, and the one live inbox listener they all share.
import {
  AppstoreOutlined,
  BarChartOutlined,
  LineChartOutlined,
  BookOutlined,
  FileTextOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Badge, Layout, Menu, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccessDenied, sessionCheckView } from '@/components/access-denied';
import { PageContainer } from '@/components/layout/page-container';
import { useThemeVarsClass } from '@/components/ui/theme/theme-vars';
import { ROUTES } from '@/domain/routes';
import { WithFirebase } from '@/lib/firebase/with-firebase';
import { usePageMeta } from '@/lib/page-meta';
import { useCurrentUser } from '@/lib/session/current-user';
import { ADMIN_ACCESS, ADMIN_MENU } from '../admin-text';
import { LiveInboxSync, LiveInboxUnavailable } from '../contact/live-inbox-sync';
import { useInbox } from '../contact/use-inbox';
import { AdminTableSkeleton } from './admin-page';
import './admin.css';
import { SiteLink } from '@/components/ui/site-link';

const SECTIONS = [
  { path: ROUTES.adminBlog, label: ADMIN_MENU.blog, icon: <FileTextOutlined /> },
  { path: ROUTES.adminAppReviews, label: ADMIN_MENU.appReviews, icon: <AppstoreOutlined /> },
  { path: ROUTES.adminResources, label: ADMIN_MENU.resources, icon: <BookOutlined /> },
  { path: ROUTES.adminTestimonials, label: ADMIN_MENU.testimonials, icon: <MessageOutlined /> },
  { path: ROUTES.adminContact, label: ADMIN_MENU.contact, icon: <MailOutlined /> },
  { path: ROUTES.adminSubscribers, label: ADMIN_MENU.subscribers, icon: <TeamOutlined /> },
  { path: ROUTES.adminNewsletter, label: ADMIN_MENU.newsletter, icon: <NotificationOutlined /> },
  { path: ROUTES.adminAffiliateClicks, label: ADMIN_MENU.affiliateClicks, icon: <BarChartOutlined /> },
  { path: ROUTES.adminInsights, label: ADMIN_MENU.insights, icon: <LineChartOutlined /> },
] as const;

function UnreadBadge() {
  const { unread } = useInbox();
  return (
    <Badge
      count={unread}
      overflowCount={999}
      size="small"
      title={unread === undefined ? undefined : `${unread} unread`}
      data-testid="menu-unread-count"
      style={{ marginInlineStart: 8 }}
    />
  );
}

function AdminMenu({ horizontal }: { horizontal: boolean }) {
  const { pathname } = useLocation();
  const selected = SECTIONS.find((section) => pathname.startsWith(section.path))?.path;
  const items: MenuProps['items'] = [
    ...SECTIONS.map(({ path, label, icon }) => ({
      key: path,
      icon,
      label: (
        <SiteLink to={path}>
          {label}
          {path === ROUTES.adminContact && <UnreadBadge />}
        </SiteLink>
      ),
    })),
    { key: 'site', icon: <HomeOutlined />, label: <SiteLink to={ROUTES.home}>{ADMIN_MENU.backToSite}</SiteLink> },
  ];
  return (
    <nav aria-label="Admin">
      <Menu
        mode={horizontal ? 'horizontal' : 'inline'}
        // On a phone every section stays in the bar, which scrolls sideways, rather than hiding in "…".
        disabledOverflow={horizontal}
        selectedKeys={selected ? [selected] : []}
        items={items}
        style={horizontal ? undefined : { borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

function AdminArea() {
  const themeVars = useThemeVarsClass();
  return (
    <>
      <WithFirebase firestore unavailable={<LiveInboxUnavailable />}>
        <LiveInboxSync />
      </WithFirebase>
      {/* The side menu needs room: below 992 px CSS swaps it for a menu bar above the screen. */}
      <Layout className={`fm-admin ${themeVars}`} hasSider>
        <Layout.Sider width={232} theme="light" className="fm-admin-sider">
          <AdminMenu horizontal={false} />
        </Layout.Sider>
        <div className="fm-admin-bar">
          <AdminMenu horizontal />
        </div>
        {/* Not antd's Layout.Content, which is a <main>: the site's frame holds the page's one <main>. */}
        <div className="fm-admin-content">
          <Suspense fallback={<AdminTableSkeleton label="Loading" />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout>
    </>
  );
}

/** What a reader or a visitor sees on any /admin path. */
function AdminAccessDenied({ signedIn }: { signedIn: boolean }) {
  usePageMeta({ title: 'Admin', description: "The owner's area of the site." });
  return (
    <PageContainer>
      <AccessDenied title={ADMIN_ACCESS.title} message={signedIn ? ADMIN_ACCESS.notAdmin : ADMIN_ACCESS.signedOut} />
    </PageContainer>
  );
}

export default function AdminLayout() {
  // Always asked: an owner whose device lost its signed-in hint still has their session cookie.
  const session = useCurrentUser({ alwaysAsk: true });
  const checking = sessionCheckView(session, ADMIN_ACCESS);
  if (checking) return checking;
  const { user } = session;
  if (!user?.isAdmin) return <AdminAccessDenied signedIn={!!user} />;
  return <AdminArea />;
}
