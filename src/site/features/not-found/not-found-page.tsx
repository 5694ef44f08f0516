import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { Icon } from '@/components/ui/icon';

import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/layout/page-container';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';
import { NOT_FOUND_PAGE_META } from '@/domain/page-meta/not-found';
import { Paragraph, Title } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';

/** Keeps search engines from indexing an unknown path while the 404 card is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_PAGE_META);
  useNoIndex();
  return (
    <PageContainer narrow>
      <Surface style={{ maxWidth: 520, margin: '48px auto', textAlign: 'center' }}>
        <Title level={1} style={{ fontSize: 28 }}>
          Page Not Found
        </Title>
        <Paragraph type="secondary">Sorry, the page you are looking for does not exist or has moved.</Paragraph>
        <ButtonLink to={ROUTES.home} type="primary" icon={<Icon svg={HomeOutlined} />}>
          Go Home
        </ButtonLink>
      </Surface>
    </PageContainer>
  );
}
