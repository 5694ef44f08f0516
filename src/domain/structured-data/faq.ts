// schema.org blocks for the FAQ page (see home.ts for why one module per page).
import type { FaqItem } from '../types';

const CONTEXT = 'https://schema.org';

/** The FAQ as schema.org FAQPage, built from the same items the page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
