// What each page says about itself in its head: one table read by the pages in the browser and by
// the pages function, which writes the same tags into the HTML for crawlers and link previews.
import { BRAND, CONTACT_RESPONSE_TIME, TAGLINE } from './constants';
import type { PageMeta } from './page-head';
import { ROUTES, type PUBLIC_PAGES } from './routes';
import type { BlogPost } from './types';

export const PUBLIC_PAGE_META: Record<(typeof PUBLIC_PAGES)[number], PageMeta> = {
  [ROUTES.home]: {
    title: 'Christian Dating Advice, App Reviews and Resources',
    description: `${TAGLINE} Dating advice, honest Christian dating app reviews, devotionals and a free 30-day prayer journal.`,
    keywords: 'Christian dating, biblical dating advice, Christian dating apps, Christian singles, prayer journal',
  },
  [ROUTES.blog]: {
    title: 'Christian Dating Advice',
    description:
      'Biblical dating advice for Christian singles: boundaries, prayer, preparing for marriage and thriving in your single season.',
    keywords: 'Christian dating advice, biblical dating, Christian relationships, boundaries, marriage preparation',
  },
  [ROUTES.appReviews]: {
    title: 'Christian Dating App Reviews',
    description:
      'Honest reviews of Christian dating apps: compare Christian Mingle, Upward, eHarmony and more on price, members, pros and cons.',
    keywords: 'Christian dating apps, Christian dating app reviews, Christian Mingle review, Upward Dating, eHarmony',
  },
  [ROUTES.resources]: {
    title: 'Christian Relationship Resources',
    description:
      'Hand-picked Christian books, devotionals and courses on dating, relationships and preparing for marriage.',
    keywords:
      'Christian relationship books, Christian dating devotionals, Christian dating courses, biblical dating resources',
  },
  [ROUTES.contact]: {
    title: 'Contact Us',
    description: `Questions, suggestions or a story to share? Write to ${BRAND}; we typically respond within ${CONTACT_RESPONSE_TIME}.`,
    keywords: 'contact Faithful Matches, Christian dating advice questions, Christian dating help',
  },
  [ROUTES.faq]: {
    title: 'Christian Dating FAQ',
    description:
      'Answers to common questions about Christian dating, dating apps, biblical guidance, single life, prayer, marriage preparation and safety.',
    keywords:
      'Christian dating FAQ, Christian dating questions, equally yoked, Christian dating apps, biblical dating advice',
  },
  [ROUTES.privacy]: {
    title: 'Privacy Policy',
    description: `How ${BRAND} collects, uses and protects your information: newsletter, contact form, accounts and the one sign-in cookie.`,
    keywords: 'privacy policy, Faithful Matches privacy, cookies, personal data',
  },
  [ROUTES.terms]: {
    title: 'Terms of Service',
    description: `The terms for using ${BRAND}: our advice and reviews, affiliate links, accounts and acceptable use.`,
    keywords: 'terms of service, Faithful Matches terms, terms of use',
  },
  [ROUTES.affiliateDisclosure]: {
    title: 'Affiliate Disclosure',
    description: `How ${BRAND} earns commissions through affiliate links and why they never decide our reviews.`,
    keywords: 'affiliate disclosure, FTC disclosure, Faithful Matches affiliate links',
  },
};

export const NOT_FOUND_PAGE_META: PageMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
};

/** An article's head: its own title, excerpt and picture, shared as an article. */
export function articlePageMeta(post: Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'imageUrl'>): PageMeta {
  return {
    title: post.title,
    description: post.excerpt,
    keywords: `${post.category}, Christian dating`,
    image: post.imageUrl,
    type: 'article',
  };
}
