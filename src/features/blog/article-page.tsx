import { Typography } from 'antd';
import { PageContainer } from '@/components/layout/page-container';
import { usePageMeta } from '@/lib/page-meta';

// Interim page so the router compiles; replaced by the full screen in the next commits.
export default function ArticlePage() {
  usePageMeta({ title: 'Article', description: 'Article' });
  return (
    <PageContainer>
      <Typography.Title level={1}>Article</Typography.Title>
    </PageContainer>
  );
}
