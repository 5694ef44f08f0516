import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { AccessDenied, sessionCheckView } from '@/components/access-denied';
import { PageContainer } from '@/components/layout/page-container';
import { displayName } from '@/domain/user';
import { usePageMeta } from '@/lib/page-meta';
import { useCurrentUser } from '@/lib/session/current-user';
import { useLogout } from '@/lib/session/use-logout';
import { useLastVisitMember, useSavedLists, type DashboardMember } from './api/get-saved-lists';
import { ProfileSettings } from './components/profile-settings';
import { DASHBOARD_LISTS, SavedList } from './components/saved-list';
import { DASHBOARD_TEXT } from './dashboard-text';

function Dashboard({ member }: { member: DashboardMember }) {
  const logout = useLogout();
  const { lists, fromLastVisit } = useSavedLists(member);
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
            {DASHBOARD_TEXT.welcome(member.name)}
          </Typography.Title>
          <Typography.Text type="secondary">{DASHBOARD_TEXT.summary}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            {DASHBOARD_TEXT.settings}
          </Button>
          <Button icon={<LogoutOutlined />} loading={loggingOut} onClick={() => void onLogout()}>
            {DASHBOARD_TEXT.logout}
          </Button>
        </Flex>
      </Flex>

      {fromLastVisit ? (
        <Alert type="info" showIcon title={DASHBOARD_TEXT.fromLastVisit} style={{ marginBottom: 24 }} />
      ) : null}

      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {DASHBOARD_LISTS.map(({ kind, countLabel, icon }) => {
          const view = lists[kind];
          return (
            <Col key={kind} xs={24} sm={8}>
              <Card data-testid={`count-${kind}`}>
                <Statistic
                  title={countLabel}
                  prefix={icon}
                  value={view.status === 'success' ? view.items.length : 0}
                  loading={view.status === 'pending'}
                />
              </Card>
            </Col>
          );
        })}
      </Row>

      <Tabs
        items={DASHBOARD_LISTS.map((list) => ({
          key: list.kind,
          label: list.tabLabel,
          children: <SavedList list={list} view={lists[list.kind]} />,
        }))}
      />

      <ProfileSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </PageContainer>
  );
}

export default function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: DASHBOARD_TEXT.summary });
  // Always asked: a member whose device lost its signed-in hint still has their session cookie.
  const session = useCurrentUser({ alwaysAsk: true });
  const { user } = session;
  // Offline, who is signed in cannot be asked: the lists kept at this member's last visit show.
  const lastVisitMember = useLastVisitMember();
  if (!user && lastVisitMember) return <Dashboard member={lastVisitMember} />;
  const checking = sessionCheckView(session, DASHBOARD_TEXT);
  if (checking) return checking;
  if (!user) {
    return (
      <PageContainer>
        <AccessDenied title={DASHBOARD_TEXT.accessDenied} message={DASHBOARD_TEXT.pleaseLogIn} />
      </PageContainer>
    );
  }
  return <Dashboard member={{ uid: user.uid, name: displayName(user) }} />;
}
