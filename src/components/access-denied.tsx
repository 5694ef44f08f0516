// The cards a member-only or admin-only screen shows instead of itself: 'Access Denied' to someone
// who may not see it, 'Failed to fetch user' when the server could not say who is signed in.
import { HomeOutlined, LoginOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageContainer } from './layout/page-container';
import { ButtonLink } from './ui/button-link';
import { authPath, ROUTES } from '@/domain/routes';
import type { CurrentUser } from '@/lib/session/current-user';

/** One card: the screen's one h1, what happened, what to do. */
function GuardCard({
  status,
  title,
  message,
  actions,
}: Pick<ResultProps, 'status'> & { title: string; message: string; actions: ReactNode }) {
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>}
        subTitle={message}
        extra={actions}
      />
    </Card>
  );
}

/**
 * What a member-only or admin-only screen shows to someone who may not see it: a clear card, the
 * way home, and a way to sign in that brings them back here. The server refuses them as well.
 */
export function AccessDenied({ title = 'Access Denied', message }: { title?: string; message: string }) {
  const { pathname, search } = useLocation();
  return (
    <GuardCard
      status="403"
      title={title}
      message={message}
      actions={
        <Flex gap={12} justify="center" wrap>
          <ButtonLink to={ROUTES.home} type="primary" icon={<HomeOutlined />}>
            Go Home
          </ButtonLink>
          <ButtonLink to={authPath(ROUTES.signIn, `${pathname}${search}`)} icon={<LoginOutlined />}>
            Sign In
          </ButtonLink>
        </Flex>
      }
    />
  );
}

export const SESSION_CHECK_TEXT = {
  // The words GET /api/auth/me's failures raise (any answer but a 401).
  title: 'Failed to fetch user',
  retry: 'Try again',
} as const;

/**
 * What a member-only or admin-only screen shows when the server could not say who is signed in (an
 * error, no connection): not 'Access Denied', which would tell a member to log in. Trying again
 * shows the screen once the server answers.
 */
export function SessionCheckFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <GuardCard
      status="error"
      title={SESSION_CHECK_TEXT.title}
      message={message}
      actions={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          {SESSION_CHECK_TEXT.retry}
        </Button>
      }
    />
  );
}

/**
 * A member-only or admin-only screen until the server has said who is signed in: a placeholder
 * while it asks, 'Failed to fetch user' with a retry when it could not say. Null once it has said,
 * and the screen decides between itself and 'Access Denied'.
 */
export function sessionCheckView(
  session: Pick<CurrentUser, 'isLoading' | 'isError' | 'retry' | 'isRetrying'>,
  text: { loading: string; checkFailed: string },
): ReactNode {
  if (session.isLoading) {
    return (
      <PageContainer>
        <div role="status" aria-label={text.loading}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageContainer>
    );
  }
  if (session.isError) {
    return (
      <PageContainer>
        <SessionCheckFailed message={text.checkFailed} onRetry={session.retry} retrying={session.isRetrying} />
      </PageContainer>
    );
  }
  return null;
}
