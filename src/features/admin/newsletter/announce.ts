// 'Announce this post': the composer's subject and Markdown body, from a post in Blog Management.
import { ROUTES } from '@/domain/routes';
import type { NewsletterDraftInput } from '@/domain/schemas';
import type { BlogPost } from '@/domain/types';
import { NEWSLETTER_TEXT } from '../admin-text';

/** The post's words as Markdown text: a '*' or '[' in a title stays a character, never markup. */
const asMarkdownText = (text: string) => text.replace(/[\\`*_[\]<>#!|~]/g, '\\$&');

/**
 * The greeting, the picture (linking to the article), the excerpt and a link to the article. Site
 * paths stay paths: the server makes them absolute when it renders the email.
 */
export function announcementDraft(
  post: Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'imageUrl'>,
): NewsletterDraftInput {
  const link = ROUTES.article(post.slug);
  const title = asMarkdownText(post.title);
  const lines = [NEWSLETTER_TEXT.greeting, ''];
  if (post.imageUrl) lines.push(`[![${title}](<${post.imageUrl}>)](${link})`, '');
  lines.push(asMarkdownText(post.excerpt), '', `[${NEWSLETTER_TEXT.readArticle(title)}](${link})`);
  return { subject: post.title, body: lines.join('\n') };
}
