// 'Announce this post': the composer's subject and Markdown body, from a post in Blog Management.
import { shareImageUrl } from '@/domain/image-variants';
import { ROUTES } from '@/domain/routes';
import type { NewsletterDraftInput } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';
import { NEWSLETTER_TEXT } from '../admin-text';

/** The post's words as Markdown text: a '*' or '[' in a title stays a character, never markup. */
const asMarkdownText = (text: string) => text.replace(/[\\`*_[\]<>#!|~]/g, '\\$&');

/**
 * The greeting, the picture (linking to the article), the excerpt and a link to the article. Site
 * paths stay paths: the server makes them absolute when it renders the email. The picture is its
 * file at the fixed share width (SHARE_IMAGE_WIDTH, in the fallback format every mail program
 * shows) where the server made its variants. It is a link's only content, so its alt names it:
 * the owner's description of the picture, else the article's title (where the link leads).
 */
export function announcementDraft(
  post: Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'imageUrl' | 'image' | 'imageAlt'>,
): NewsletterDraftInput {
  const link = ROUTES.article(post.slug);
  const title = asMarkdownText(post.title);
  const lines = [NEWSLETTER_TEXT.greeting, ''];
  if (post.imageUrl) {
    const alt = post.imageAlt ? asMarkdownText(post.imageAlt) : title;
    lines.push(`[![${alt}](<${shareImageUrl(post.imageUrl, post.image)}>)](${link})`, '');
  }
  lines.push(asMarkdownText(post.excerpt), '', `[${NEWSLETTER_TEXT.readArticle(title)}](${link})`);
  return { subject: post.title, body: lines.join('\n') };
}
