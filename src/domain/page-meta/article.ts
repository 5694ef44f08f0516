import { shareImageFacts, shareImageUrl } from '../image-variants';
import type { PageMeta } from '../page-head';
import type { BlogPost } from '../types';

/**
 * An article's head: its own title, excerpt and picture, shared as an article. The picture at the
 * fixed share width (SHARE_IMAGE_WIDTH) with its size, where the server has made its variants; its
 * alt the owner's description, or none (the page's own `alt=""`: the preview shows the title).
 */
export function articlePageMeta(
  post: Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'imageUrl' | 'image' | 'imageAlt'>,
): PageMeta {
  const share = post.imageUrl ? shareImageFacts(post.image) : undefined;
  return {
    title: post.title,
    description: post.excerpt,
    keywords: `${post.category}, Christian dating`,
    image: post.imageUrl ? shareImageUrl(post.imageUrl, post.image) : undefined,
    imageAlt: post.imageAlt ?? '',
    imageWidth: share?.width,
    imageHeight: share?.height,
    type: 'article',
  };
}
