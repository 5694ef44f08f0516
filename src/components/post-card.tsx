import { ROUTES } from '@/domain/routes';
import type { BlogPostSummary } from '@/domain/types';
import { PostMeta } from './post-meta';
import { Paragraph } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { FavoriteToggle } from './favorite-toggle';
import { Island } from './island';
import { IMAGE_SIZES, ResponsivePicture } from './responsive-picture';
import { SiteLink } from '@/components/ui/site-link';

// `height: auto`: the picture's own width and height attributes would otherwise fix its height.
const imageStyle = {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
} as const;

/**
 * An article teaser (home and blog list): image, category, date, read time, title link, excerpt.
 * `priority` only where the card's picture is the page's largest paint: the blog list's first card,
 * whose picture is on screen under the search and chips on a 412×915 phone and is its largest
 * element (Lighthouse on Dating Advice: the picture's request waited about 1 s behind the scripts
 * while lazy). Home's cards come after its hero and value cards, a screen or more down on that
 * phone, so they stay lazy there, as on the dashboard.
 *
 * The picture's alt is the owner's description of it, or `''` without one: the title is the
 * card's heading, and a screen reader would hear it twice.
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
          <ResponsivePicture
            src={post.imageUrl}
            image={post.image}
            alt={post.imageAlt ?? ''}
            sizes={IMAGE_SIZES.postCard}
            priority={priority}
            style={imageStyle}
          />
        ) : undefined
      }
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }}>
        <PostMeta post={post} />
        <Island
          name="favorite-toggle"
          component={FavoriteToggle}
          props={{ kind: 'blog-posts', id: post.id, title: post.title, page: ROUTES.article(post.slug) } as const}
        />
      </div>
      <Heading style={{ fontSize: 19, lineHeight: 1.35, margin: 0 }}>
        <SiteLink to={ROUTES.article(post.slug)} style={{ color: 'var(--ant-color-text-heading)' }}>
          {post.title}
        </SiteLink>
      </Heading>
      <Paragraph type="secondary" style={{ margin: 0 }} lines={3}>
        {post.excerpt}
      </Paragraph>
    </Surface>
  );
}
