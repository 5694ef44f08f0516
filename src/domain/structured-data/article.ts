// schema.org blocks for the article page (see home.ts for why one module per page).
import { BRAND, DEFAULT_SHARE_IMAGE } from '../constants';
import { shareImageUrl } from '../image-variants';
import { ROUTES } from '../routes';
import type { BlogPost } from '../types';

const CONTEXT = 'https://schema.org';
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** An article: the post itself and where it sits (Home › Dating Advice › the article). */
export function articleJsonLd(post: BlogPost, siteUrl: string) {
  const url = absolute(ROUTES.article(post.slug), siteUrl);
  const organization = { '@type': 'Organization', name: BRAND, url: absolute(ROUTES.home, siteUrl) };
  return [
    {
      '@context': CONTEXT,
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      // The picture at the fixed share width where its variants exist (as Open Graph's).
      image: [absolute(post.imageUrl ? shareImageUrl(post.imageUrl, post.image) : DEFAULT_SHARE_IMAGE, siteUrl)],
      datePublished: post.publishedAt,
      dateModified: post.updatedAt ?? post.publishedAt,
      articleSection: post.category,
      timeRequired: `PT${post.readTime}M`,
      author: organization,
      publisher: { ...organization, logo: { '@type': 'ImageObject', url: absolute(DEFAULT_SHARE_IMAGE, siteUrl) } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
    {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', path: ROUTES.home },
        { name: 'Dating Advice', path: ROUTES.blog },
        { name: post.title, path: ROUTES.article(post.slug) },
      ].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path, siteUrl),
      })),
    },
  ];
}
