import { BRAND } from '../constants';
import type { PageMeta } from '../page-head';

export const AFFILIATE_DISCLOSURE_PAGE_META: PageMeta = {
  title: 'Affiliate Disclosure',
  description: `How ${BRAND} earns commissions through affiliate links and why they never decide our reviews.`,
  keywords: 'affiliate disclosure, FTC disclosure, Faithful Matches affiliate links',
};
