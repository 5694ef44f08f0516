import { Button, Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';

/**
 * A page that throws while rendering, or a route chunk that no longer exists
 * after a deploy, lands here instead of a blank screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  usePageMeta({ title: 'Something went wrong', description: 'An unexpected error occurred.' });
  const chunkMissing = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="error"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>}
      subTitle={
        chunkMissing
          ? 'A newer version of the site is available. Reload to continue.'
          : (detail ?? 'Please reload the page or go back to the home page.')
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>,
        <Link key="home" to={ROUTES.home}>
          Go Home
        </Link>,
      ]}
    />
  );
}
