import type { PageMeta } from '../page-head';

export const FAQ_PAGE_META: PageMeta = {
  title: 'Christian Dating FAQ',
  description:
    'Answers to common questions about Christian dating, dating apps, biblical guidance, single life, prayer, marriage preparation and safety.',
  keywords:
    'Christian dating FAQ, Christian dating questions, equally yoked, Christian dating apps, biblical dating advice',
};
