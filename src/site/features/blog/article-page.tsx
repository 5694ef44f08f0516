import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { Island } from '@/components/island';
import { ShareButtons } from './share-buttons';
import { ArticleBody } from '@/components/article-body';
import { PostMeta } from '@/components/post-meta';
import { IMAGE_SIZES, ResponsivePicture } from '@/components/responsive-picture';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/json-ld';
import { ROUTES } from '@/domain/routes';
import { articleJsonLd } from '@/domain/structured-data/article';
import type { BlogPost } from '@/domain/types';
import { isUnreachable } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { articlePageMeta } from '@/domain/page-meta/article';
import { useBlogPost } from './api/get-blog-post';
import { ARTICLE_TEXT } from './blog-text';
import './article-page.css';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteUrl } from '@/lib/site-url';
import { SiteLink } from '@/components/ui/site-link';

/** The card shown instead of an article: its title, what happened, and the way back to the list. */
function ArticleMessage({
  title,
  detail,
  icon,
  live,
}: {
  title: string;
  detail: string;
  icon?: ReactNode;
  live?: boolean;
}) {
  usePageMeta({ title, description: detail });
  return (
    <PageContainer narrow>
      <Surface role={live ? 'status' : undefined} style={{ textAlign: 'center', margin: '48px auto', maxWidth: 560 }}>
        <Title level={1} style={{ fontSize: 28 }}>
          {icon}
          {icon && ' '}
          {title}
        </Title>
        <Paragraph type="secondary">{detail}</Paragraph>
        <ButtonLink to={ROUTES.blog} type="primary" icon={<Icon svg={ArrowLeftOutlined} />}>
          Back to Dating Advice
        </ButtonLink>
      </Surface>
    </PageContainer>
  );
}

/** How often the offline card tries again while the browser says it is online. */
const OFFLINE_RETRY_MS = 4000;

/**
 * Not 'not found': the server was never reached. Tries again when the connection returns, and
 * then every few seconds while the browser says it is online: the 'online' event can come before
 * the service worker's own requests get through, and a flaky connection sends no event at all.
 */
function ArticleOffline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (navigator.onLine) retry();
    }, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [retry]);
  return (
    <ArticleMessage
      live
      title={ARTICLE_TEXT.offline}
      detail={ARTICLE_TEXT.offlineDetail}
      icon={<Icon svg={DisconnectOutlined} aria-hidden />}
    />
  );
}

function ArticleSkeleton() {
  usePageMeta({ title: 'Loading article', description: 'Christian dating advice from Faithful Matches.' });
  return (
    <PageContainer narrow>
      {/* At least a screen tall, so the footer never shows under the placeholder and then jumps away. */}
      <div role="status" aria-label="Loading article" style={{ minHeight: '100vh' }}>
        <Skeleton active title="80%" rows={2} />
        <div
          aria-hidden
          style={{
            aspectRatio: '16 / 9',
            background: 'var(--ant-color-fill-content)',
            borderRadius: 12,
            margin: '24px 0',
          }}
        />
        <Skeleton active rows={8} title={false} />
      </div>
    </PageContainer>
  );
}

function Article({ post }: { post: BlogPost }) {
  usePageMeta(articlePageMeta(post));
  const siteUrl = useSiteUrl();
  return (
    <PageContainer narrow>
      <JsonLd data={articleJsonLd(post, siteUrl)} />
      {/* A plain breadcrumb in antd's look (its tokens, article-page.css): public pages hydrate no antd, and
          antd's pulls in Dropdown and Menu for item menus this page never uses (≈28 KB gzip more). */}
      <nav aria-label="Breadcrumb" className="fm-breadcrumb">
        <ol>
          <li>
            <SiteLink to={ROUTES.home}>Home</SiteLink>
          </li>
          <li>
            <SiteLink to={ROUTES.blog}>Dating Advice</SiteLink>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <article>
        <header>
          <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 12 }}>
            <PostMeta post={post} gap={12} />
            <Island
              name="favorite-toggle"
              component={FavoriteToggle}
              props={{ kind: 'blog-posts', id: post.id, title: post.title, page: ROUTES.article(post.slug) } as const}
            />
          </Flex>
          <Title level={1} style={{ fontSize: 'clamp(28px, 5vw, 40px)', lineHeight: 1.2 }}>
            {post.title}
          </Title>
          <Paragraph
            data-testid="article-excerpt"
            style={{ fontSize: 19, lineHeight: 1.6, color: 'var(--ant-color-text-secondary)' }}
          >
            {post.excerpt}
          </Paragraph>
        </header>
        {post.imageUrl && (
          <ResponsivePicture
            src={post.imageUrl}
            image={post.image}
            // The owner's description, or none: the title is the heading just above.
            alt={post.imageAlt ?? ''}
            sizes={IMAGE_SIZES.articleHero}
            // The page's largest paint on a phone: fetched before the scripts it would otherwise queue behind.
            priority
            style={{
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 12,
              margin: '8px 0 32px',
            }}
          />
        )}
        {post.contentHtml === undefined ? (
          // An answer kept from before articles were Markdown: its text as it was, line breaks by CSS.
          <div data-testid="article-content" className="fm-article-body" style={{ whiteSpace: 'pre-line' }}>
            {post.content}
          </div>
        ) : (
          <ArticleBody data-testid="article-content" html={post.contentHtml} />
        )}
        <footer style={{ marginTop: 40, display: 'flex', flexDirection: 'column', gap: 24 }}>
          <Island name="share-buttons" component={ShareButtons} props={{ slug: post.slug, title: post.title }} />
          <Surface
            style={{ background: 'var(--ant-color-primary-bg)', borderColor: 'var(--ant-color-primary-border)' }}
          >
            <Flex wrap gap={16} align="center" justify="space-between">
              <div>
                <Title level={2} style={{ fontSize: 20, margin: 0 }}>
                  Want more encouragement like this?
                </Title>
                <Text>Get weekly advice and a free 30-day prayer journal.</Text>
              </div>
              <ButtonLink
                to={`${ROUTES.home}#newsletter`}
                type="primary"
                icon={<Icon svg={MailOutlined} aria-hidden />}
              >
                Join the Newsletter
              </ButtonLink>
            </Flex>
          </Surface>
          <SiteLink to={ROUTES.blog}>
            <Icon svg={ArrowLeftOutlined} aria-hidden /> Back to all articles
          </SiteLink>
        </footer>
      </article>
    </PageContainer>
  );
}

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useBlogPost(slug);
  const retry = useCallback(() => void refetch(), [refetch]);
  if (isPending) return <ArticleSkeleton />;
  if (isError) {
    if (isUnreachable(error)) return <ArticleOffline retry={retry} />;
    return <ArticleMessage title={ARTICLE_TEXT.notFound} detail={ARTICLE_TEXT.notFoundDetail} />;
  }
  return <Article post={data} />;
}
