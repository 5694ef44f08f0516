import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { PageContainer } from '@/components/layout/page-container';
import { displayName } from '@/domain/user';
import { usePageMeta } from '@/lib/page-meta';
import { useCurrentUser } from '@/lib/session/current-user';
import { useLogout } from '@/lib/session/use-logout';
import { DASHBOARD_LISTS, useSavedLists } from './api/get-saved-lists';
import { ProfileSettings } from './components/profile-settings';
import { SavedList } from './components/saved-list';

export const DASHBOARD_TEXT = {
  accessDenied: 'Access Denied',
  pleaseLogIn: 'Please log in to access your dashboard.',
} as const;

function Dashboard({ name }: { name: string }) {
  const logout = useLogout();
  const lists = useSavedLists();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    // On success the page turns into 'Access Denied' by itself (the cached user is gone).
    await logout();
    setLoggingOut(false);
  };

  return (
    <PageContainer>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }}>
            Welcome back, {name}!
          </Typography.Title>
          <Typography.Text type="secondary">Your saved articles, resources and app reviews.</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            Settings
          </Button>
          <Button icon={<LogoutOutlined />} loading={loggingOut} onClick={() => void onLogout()}>
            Logout
          </Button>
        </Flex>
      </Flex>

      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {DASHBOARD_LISTS.map(({ kind, countLabel, icon }) => (
          <Col key={kind} xs={24} sm={8}>
            <Card data-testid={`count-${kind}`}>
              <Statistic
                title={countLabel}
                prefix={icon}
                value={lists[kind].data?.length ?? 0}
                loading={lists[kind].isPending}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <Tabs
        items={DASHBOARD_LISTS.map((list) => ({
          key: list.kind,
          label: list.tabLabel,
          children: <SavedList list={list} query={lists[list.kind]} />,
        }))}
      />

      <ProfileSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </PageContainer>
  );
}

export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your saved articles, resources and app reviews.' });
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading your dashboard">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageContainer>
    );
  }
  if (!user) {
    return (
      <PageContainer>
        <AccessDenied title={DASHBOARD_TEXT.accessDenied} message={DASHBOARD_TEXT.pleaseLogIn} />
      </PageContainer>
    );
  }
  return <Dashboard name={displayName(user)} />;
}
