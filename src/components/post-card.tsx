import { Link } from 'react-router';
import { ROUTES } from '@/domain/routes';
import type { BlogPostSummary } from '@/domain/types';
import { PostMeta } from './post-meta';
import { Paragraph } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { FavoriteToggle } from './favorite-toggle';

const imageStyle = { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' } as const;

/**
 * An article teaser (home and blog list): image, category, date, read time, title link, excerpt.
 * `priority` for the list's first card: on a phone its picture is the largest thing on screen, so
 * it is fetched at once and first instead of lazily after layout (Lighthouse on Dating Advice: the
 * picture's request waited about 1 s behind the scripts).
 */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Surface
      data-testid="post-card"
      style={{ height: '100%', overflow: 'hidden' }}
      bodyStyle={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      cover={
        post.imageUrl ? (
          <img
            src={post.imageUrl}
            alt={post.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            style={imageStyle}
          />
        ) : undefined
      }
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }}>
        <PostMeta post={post} />
        <FavoriteToggle kind="blog-posts" id={post.id} title={post.title} page={ROUTES.article(post.slug)} />
      </div>
      <Heading style={{ fontSize: 19, lineHeight: 1.35, margin: 0 }}>
        <Link to={ROUTES.article(post.slug)} style={{ color: 'var(--ant-color-text-heading)' }}>
          {post.title}
        </Link>
      </Heading>
      <Paragraph type="secondary" style={{ margin: 0 }} lines={3}>
        {post.excerpt}
      </Paragraph>
    </Surface>
  );
}
