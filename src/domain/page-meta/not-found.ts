import type { PageMeta } from '../page-head';

export const NOT_FOUND_PAGE_META: PageMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
};
