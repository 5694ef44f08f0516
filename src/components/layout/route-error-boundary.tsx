import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainButton } from '@/components/ui/plain-button';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { ROUTES } from '@/domain/routes';
import { isMissingAsset } from '@/lib/missing-asset';
import { usePageMeta } from '@/lib/page-meta';
import { PageContainer } from './page-container';
import { SiteLink } from '@/components/ui/site-link';

/**
 * A page that throws while rendering, or a route chunk (or stylesheet) that no longer exists
 * after a deploy, lands here instead of a blank screen. (Plain markup, not antd
 * Result: this sits in the entry chunk and Result's illustrations are heavy.)
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkMissing = isMissingAsset(error);
  // Offline, a screen whose script was never fetched (the owner's are not precached) is not an update.
  const offline = chunkMissing && typeof navigator !== 'undefined' && !navigator.onLine;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const title = offline ? "You're offline" : 'Something went wrong';
  usePageMeta({
    title,
    description: offline ? 'This screen loads once the connection is back.' : 'An unexpected error occurred.',
  });
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageContainer narrow>
      <Surface role="alert" style={{ textAlign: 'center', maxWidth: 560, margin: '48px auto' }}>
        <Title level={1} style={{ fontSize: 28 }}>
          {title}
        </Title>
        <Paragraph type="secondary">
          {offline
            ? "This screen isn't saved on this device yet. Reload once your connection is back."
            : chunkMissing
              ? 'A newer version of the site is available. Reload to continue.'
              : (detail ?? 'Please reload the page or go back to the home page.')}
        </Paragraph>
        <div style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
          <PlainButton type="primary" onClick={() => window.location.reload()}>
            Reload
          </PlainButton>
          <SiteLink to={ROUTES.home}>Go Home</SiteLink>
        </div>
      </Surface>
    </PageContainer>
  );
}
