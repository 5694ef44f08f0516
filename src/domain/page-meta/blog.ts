import type { PageMeta } from '../page-head';

export const BLOG_PAGE_META: PageMeta = {
  title: 'Christian Dating Advice',
  description:
    'Biblical dating advice for Christian singles: boundaries, prayer, preparing for marriage and thriving in your single season.',
  keywords: 'Christian dating advice, biblical dating, Christian relationships, boundaries, marriage preparation',
};
