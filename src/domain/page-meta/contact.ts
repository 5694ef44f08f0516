import { BRAND, CONTACT_RESPONSE_TIME } from '../constants';
import type { PageMeta } from '../page-head';

export const CONTACT_PAGE_META: PageMeta = {
  title: 'Contact Us',
  description: `Questions, suggestions or a story to share? Write to ${BRAND}; we typically respond within ${CONTACT_RESPONSE_TIME}.`,
  keywords: 'contact Faithful Matches, Christian dating advice questions, Christian dating help',
};
