import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { Columns, Column } from '@/components/ui/columns';
import { Empty, LoadFailed } from '@/components/ui/lazy-feedback';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { CardSkeletons } from '@/components/card-skeletons';
import { Island } from '@/components/island';
import { NewsletterButton } from '@/components/newsletter/newsletter-button';
import { PostCard } from '@/components/post-card';
import { HOME_POST_COUNT, HOME_REVIEW_COUNT, TAGLINE } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { TestimonialsCarousel } from './components/testimonials/testimonials-carousel';
import { JsonLd } from '@/components/json-ld';
import { homeJsonLd } from '@/domain/structured-data/home';
import { usePageMeta } from '@/lib/page-meta';
import { HOME_PAGE_META } from '@/domain/page-meta/home';
import { useLatestPosts } from './api/get-latest-posts';
import { useTopReviews } from './api/get-top-reviews';
import { AppReviewSummaryCard } from '@/components/app-review-summary-card';
import './home-page.css';
import { Paragraph, Title } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { useSiteUrl } from '@/lib/site-url';

const VALUE_CARDS = [
  {
    icon: <Icon svg={BookOutlined} aria-hidden />,
    title: 'Rooted in Scripture',
    text: 'Practical dating advice grounded in the Bible, written for real questions Christian singles ask.',
  },
  {
    icon: <Icon svg={SafetyCertificateOutlined} aria-hidden />,
    title: 'Honest App Reviews',
    text: 'We test Christian dating apps for safety, faith focus and value, and tell you the pros and the cons.',
  },
  {
    icon: <Icon svg={HeartOutlined} aria-hidden />,
    title: 'Hope for Every Season',
    text: 'Encouragement for waiting well, dating wisely and preparing for a marriage that honors God.',
  },
] as const;

function HomeSection({
  title,
  intro,
  children,
  tinted,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section className={tinted ? 'fm-home-section fm-home-section--tinted' : 'fm-home-section'} aria-label={title}>
      <div className="fm-home-section__inner">
        <Title level={2} style={{ textAlign: 'center', marginBottom: 8 }}>
          {title}
        </Title>
        <Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32, fontSize: 16 }}>
          {intro}
        </Paragraph>
        {children}
      </div>
    </section>
  );
}

function LatestArticles() {
  const { data, isPending, isError, refetch } = useLatestPosts();
  if (isPending) return <CardSkeletons count={HOME_POST_COUNT} label="Loading latest articles" />;
  if (isError) return <LoadFailed title="Failed to fetch blog posts" retry={() => void refetch()} hint={false} />;
  if (data.length === 0) return <Empty description="No articles found" />;
  return (
    <Columns gap={24}>
      {data.map((post) => (
        <Column key={post.id} xs={24} md={12} lg={8}>
          <PostCard post={post} headingLevel={3} />
        </Column>
      ))}
    </Columns>
  );
}

function TopReviews() {
  const { data, isPending, isError, refetch } = useTopReviews();
  if (isPending) return <CardSkeletons count={HOME_REVIEW_COUNT + 1} label="Loading top app reviews" image={false} />;
  if (isError) return <LoadFailed title="Failed to fetch app reviews" retry={() => void refetch()} hint={false} />;
  if (data.length === 0) return <Empty description="No reviews available" />;
  return (
    <Columns gap={24} justify="center">
      {data.map((review) => (
        <Column key={review.id} xs={24} md={12}>
          <AppReviewSummaryCard review={review} />
        </Column>
      ))}
    </Columns>
  );
}

export default function HomePage() {
  usePageMeta(HOME_PAGE_META);
  const siteUrl = useSiteUrl();

  return (
    <>
      <JsonLd data={homeJsonLd(siteUrl)} />
      <section className="fm-hero" aria-labelledby="hero-title">
        <div className="fm-hero__inner">
          <h1 id="hero-title" className="fm-hero__title">
            Find Love That Honors God
          </h1>
          <p className="fm-hero__tagline">{TAGLINE}</p>
          <Flex wrap gap={12} justify="center">
            <Island
              name="newsletter-button"
              component={NewsletterButton}
              props={{ label: 'Get Your Free Prayer Journal', size: 'large' } as const}
            />
            <ButtonLink to={ROUTES.appReviews} size="large">
              Compare Dating Apps
            </ButtonLink>
          </Flex>
        </div>
      </section>

      <section className="fm-home-section" aria-label="Why Faithful Matches">
        <div className="fm-home-section__inner">
          <Columns gap={24}>
            {VALUE_CARDS.map((card) => (
              <Column key={card.title} xs={24} md={8}>
                <Surface data-testid="value-card" style={{ height: '100%', textAlign: 'center' }}>
                  <div className="fm-value-icon">{card.icon}</div>
                  <h2 style={{ fontSize: 20, margin: '12px 0 8px' }}>{card.title}</h2>
                  <Paragraph type="secondary" style={{ margin: 0 }}>
                    {card.text}
                  </Paragraph>
                </Surface>
              </Column>
            ))}
          </Columns>
        </div>
      </section>

      <HomeSection title="Latest Dating Advice" intro="Fresh biblical guidance for every stage of your journey." tinted>
        <LatestArticles />
        <Flex justify="center" style={{ marginTop: 32 }}>
          <ButtonLink to={ROUTES.blog}>View All Articles</ButtonLink>
        </Flex>
      </HomeSection>

      <HomeSection
        title="Top-Rated Christian Dating Apps"
        intro="Our highest-rated platforms for meeting Christian singles."
      >
        <TopReviews />
        <Flex justify="center" style={{ marginTop: 32 }}>
          <ButtonLink to={ROUTES.appReviews}>See All App Reviews</ButtonLink>
        </Flex>
      </HomeSection>

      <NewsletterSection />

      <TestimonialsCarousel />
    </>
  );
}
