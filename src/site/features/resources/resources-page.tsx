import { Flex } from '@/components/ui/flex';
import { Columns, Column } from '@/components/ui/columns';
import { Empty, LoadFailed } from '@/components/ui/lazy-feedback';
import { useSearchParams } from 'react-router';
import { CardSkeletons } from '@/components/card-skeletons';
import { PageContainer } from '@/components/layout/page-container';
import { Paragraph, Title } from '@/components/ui/text';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { SKELETON_COUNT_LARGE } from '@/lib/ui-constants';
import { usePageMeta } from '@/lib/page-meta';
import { RESOURCES_PAGE_META } from '@/domain/page-meta/resources';
import { useResources } from './api/get-resources';
import { FeaturedCourse } from './components/featured-course';
import { ResourceCard } from '@/components/resource-card';
import { resourceFilterOf, resourceFilterQuery, type ResourceFilter } from '@/domain/resource';
import { ROUTES } from '@/domain/routes';
import { RESOURCE_TABS } from './resource-filter';
import { PlainTabs } from '@/components/ui/plain-tabs';
import './components/resources.css';

const LIBRARY_ID = 'resource-library';
const CARD_SPANS = { xs: 24, sm: 12, lg: 8 } as const;

function ResourceList({ filter }: { filter: ResourceFilter }) {
  const { data: resources, isPending, isError, refetch, isFetching } = useResources(filter);
  if (isPending) return <CardSkeletons count={SKELETON_COUNT_LARGE} label="Loading resources" image={false} />;
  if (isError) {
    return <LoadFailed title="Failed to load resources" retry={() => void refetch()} retrying={isFetching} />;
  }
  if (resources.length === 0) return <Empty description="No resources found" />;
  return (
    <Columns gap={24}>
      {resources.map((resource) => (
        <Column key={resource.id} {...CARD_SPANS}>
          <ResourceCard resource={resource} />
        </Column>
      ))}
    </Columns>
  );
}

export default function ResourcesPage() {
  usePageMeta(RESOURCES_PAGE_META);
  // The tab lives in the URL (?type=book): its links work before and without scripts. On a page
  // load they land at the library, where the reader pressed.
  const [params] = useSearchParams();
  const filter = resourceFilterOf(params);

  return (
    <>
      <PageContainer>
        <Flex vertical gap={32}>
          <header>
            <Title level={1}>Christian Relationship Resources</Title>
            <Paragraph style={{ fontSize: 17, maxWidth: 760 }}>
              Books, devotionals and courses we recommend for growing in faith while you date, wait or prepare for
              marriage.
            </Paragraph>
            <Paragraph type="secondary">
              Some links on this page are affiliate links: we may earn a commission on a purchase, at no extra cost to
              you.
            </Paragraph>
          </header>

          <FeaturedCourse />

          <section id={LIBRARY_ID} className="fm-resource-library" aria-labelledby={`${LIBRARY_ID}-title`}>
            <Title level={2} id={`${LIBRARY_ID}-title`}>
              Browse Resources
            </Title>
            <PlainTabs
              id="resource-type"
              aria-label="Resource type"
              activeKey={filter}
              hrefOf={(key) => `${ROUTES.resources}${resourceFilterQuery(key)}#${LIBRARY_ID}`}
              items={RESOURCE_TABS}
            >
              <ResourceList filter={filter} />
            </PlainTabs>
          </section>
        </Flex>
      </PageContainer>
      <NewsletterSection />
    </>
  );
}
