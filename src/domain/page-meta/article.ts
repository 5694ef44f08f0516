import type { PageMeta } from '../page-head';
import type { BlogPost } from '../types';

/** An article's head: its own title, excerpt and picture, shared as an article. */
export function articlePageMeta(post: Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'imageUrl'>): PageMeta {
  return {
    title: post.title,
    description: post.excerpt,
    keywords: `${post.category}, Christian dating`,
    image: post.imageUrl,
    // The article page's own alt for its picture.
    imageAlt: post.title,
    type: 'article',
  };
}
