import type { PageMeta } from '../page-head';

export const RESOURCES_PAGE_META: PageMeta = {
  title: 'Christian Relationship Resources',
  description:
    'Hand-picked Christian books, devotionals and courses on dating, relationships and preparing for marriage.',
  keywords:
    'Christian relationship books, Christian dating devotionals, Christian dating courses, biblical dating resources',
};
