import { BRAND } from '../constants';
import type { PageMeta } from '../page-head';

export const TERMS_OF_SERVICE_PAGE_META: PageMeta = {
  title: 'Terms of Service',
  description: `The terms for using ${BRAND}: our advice and reviews, affiliate links, accounts and acceptable use.`,
  keywords: 'terms of service, Faithful Matches terms, terms of use',
};
