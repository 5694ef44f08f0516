import { TAGLINE } from '../constants';
import type { PageMeta } from '../page-head';

export const HOME_PAGE_META: PageMeta = {
  title: 'Christian Dating Advice, App Reviews and Resources',
  description: `${TAGLINE} Dating advice, honest Christian dating app reviews, devotionals and a free 30-day prayer journal.`,
  keywords: 'Christian dating, biblical dating advice, Christian dating apps, Christian singles, prayer journal',
};
