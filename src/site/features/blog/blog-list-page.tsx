import { ROUTES } from '@/domain/routes';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import { Columns, Column } from '@/components/ui/columns';
import { Empty, LoadFailed } from '@/components/ui/lazy-feedback';
import { CardSkeletons } from '@/components/card-skeletons';
import { PageContainer } from '@/components/layout/page-container';
import { PostCard } from '@/components/post-card';
import { blogPageOf, blogPageQuery } from '@/domain/blog';
import { SKELETON_COUNT_LARGE } from '@/lib/ui-constants';
import { usePageMeta } from '@/lib/page-meta';
import { BLOG_PAGE_META } from '@/domain/page-meta/blog';
import { useBlogList } from './api/get-blog-posts';
import { BLOG_TEXT } from './blog-text';
import { BlogSearch } from './components/blog-search';
import { Island } from '@/components/island';
import { PAGE_FRAME_ATTRIBUTE } from '@/lib/page-frame';
import { useSiteNavigation } from '@/lib/site-navigation';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { buttonClass } from '@/components/ui/plain-button';
import { SiteLink } from '@/components/ui/site-link';

/** Purely decorative: popular topics as a visual cue, not a second filter. */
const POPULAR_CATEGORIES = ['Biblical Dating', 'Prayer', 'Boundaries', 'Marriage Prep', 'Single Life', 'Online Dating'];

export default function BlogListPage() {
  usePageMeta(BLOG_PAGE_META);
  // What the address shows: the search box's draft is the island's (./components/blog-search.tsx).
  const { search, category, after, before } = blogPageOf(new URLSearchParams(useSiteNavigation().location.search));
  const { data, isPending, isError, refetch, isFetching } = useBlogList({ search, category, after, before });

  let results;
  if (isPending) {
    results = <CardSkeletons count={SKELETON_COUNT_LARGE} label="Loading articles" />;
  } else if (isError) {
    results = <LoadFailed title={BLOG_TEXT.error} retry={() => void refetch()} retrying={isFetching} />;
  } else if (data.posts.length === 0) {
    results = <Empty description={BLOG_TEXT.empty} />;
  } else {
    const pageLink = (page: { after?: string; before?: string }) =>
      `${ROUTES.blog}${blogPageQuery({ search, category }, page)}`;
    results = (
      <>
        <Columns gap={24}>
          {data.posts.map((post, index) => (
            <Column key={post.id} xs={24} md={12} lg={8}>
              <PostCard post={post} priority={index === 0} />
            </Column>
          ))}
        </Columns>
        {/* Plain links, so every page of the list is reachable before and without scripts. */}
        <nav aria-label={BLOG_TEXT.pagesLabel} style={{ marginTop: 32 }}>
          <Flex justify="space-between" align="center" gap={16} wrap>
            {data.before ? (
              <SiteLink to={pageLink({ before: data.before })} rel="prev" className={buttonClass({})}>
                {BLOG_TEXT.previousPage}
              </SiteLink>
            ) : (
              <span />
            )}
            <Text type="secondary">{BLOG_TEXT.count(data.total, Boolean(search.trim()))}</Text>
            {data.after ? (
              <SiteLink to={pageLink({ after: data.after })} rel="next" className={buttonClass({})}>
                {BLOG_TEXT.nextPage}
              </SiteLink>
            ) : (
              <span />
            )}
          </Flex>
        </nav>
      </>
    );
  }

  return (
    <PageContainer>
      <header style={{ textAlign: 'center', marginBottom: 32 }}>
        <Title level={1} style={{ marginBottom: 8 }}>
          Christian Dating Advice
        </Title>
        <Paragraph type="secondary" style={{ fontSize: 17, maxWidth: 680, margin: '0 auto' }}>
          Biblical wisdom for every step of your dating journey, from your single season to preparing for marriage.
        </Paragraph>
      </header>

      <Island name="blog-search" component={BlogSearch} props={{}} />

      {/* Another search's or category's results come here in place: on a page with islands, the server's
          HTML of that address (src/lib/page-frame.ts); in the app, the router's render. */}
      <div
        aria-live="polite"
        aria-busy={isPending}
        {...{ [PAGE_FRAME_ATTRIBUTE]: 'blog-results' }}
        // Brought into view below the sticky header after Next or Previous in place.
        style={{ scrollMarginTop: 88 }}
      >
        {results}
      </div>

      <aside aria-label="Popular categories" style={{ marginTop: 48, textAlign: 'center' }}>
        <Text strong style={{ display: 'block', marginBottom: 12 }}>
          Popular Categories
        </Text>
        <Flex wrap gap={8} justify="center">
          {POPULAR_CATEGORIES.map((name) => (
            <Tag key={name} style={{ fontSize: 14, lineHeight: '22px', padding: '4px 12px' }}>
              {name}
            </Tag>
          ))}
        </Flex>
      </aside>
    </PageContainer>
  );
}
