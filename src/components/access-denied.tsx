import { HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Card, Flex, Result } from 'antd';
import { useLocation } from 'react-router';
import { ButtonLink } from './ui/button-link';
import { authPath, ROUTES } from '@/domain/routes';

/**
 * What a member-only or admin-only screen shows to someone who may not see it: a clear card, the
 * way home, and a way to sign in that brings them back here. The server refuses them as well.
 */
export function AccessDenied({ title = 'Access Denied', message }: { title?: string; message: string }) {
  const { pathname, search } = useLocation();
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status="403"
        title={<h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>}
        subTitle={message}
        extra={
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
    </Card>
  );
}
