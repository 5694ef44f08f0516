import type { PageMeta } from '../page-head';

export const APP_REVIEWS_PAGE_META: PageMeta = {
  title: 'Christian Dating App Reviews',
  description:
    'Honest reviews of Christian dating apps: compare Christian Mingle, Upward, eHarmony and more on price, members, pros and cons.',
  keywords: 'Christian dating apps, Christian dating app reviews, Christian Mingle review, Upward Dating, eHarmony',
};
