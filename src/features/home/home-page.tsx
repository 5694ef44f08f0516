import { Typography } from 'antd';
import { PageContainer } from '@/components/layout/page-container';
import { usePageMeta } from '@/lib/page-meta';

// Interim page so the router compiles; replaced by the full screen in the next commits.
export default function HomePage() {
  usePageMeta({ title: 'Home', description: 'Home' });
  return (
    <PageContainer>
      <Typography.Title level={1}>Home</Typography.Title>
    </PageContainer>
  );
}
