import { FAQ_CATEGORIES } from '@/domain/constants';
import type { FaqCategory, FaqItem } from '@/domain/types';

export const ALL_FAQ_CATEGORIES = 'All';

/**
 * The names the search (./components/faq-filter.tsx) finds the server's list (./components/faq-list.tsx)
 * by: here, apart from the list, so the search's script carries none of the list's.
 */
export const FAQ_LIST = {
  id: 'faq-questions',
  /** On each question's `<details>`: its category, which the category choice matches. */
  categoryAttribute: 'data-faq-category',
  /** On each answer, the text the search matches besides the question's `<summary>`. */
  answerAttribute: 'data-faq-answer',
  groupAttribute: 'data-faq-group',
  emptyAttribute: 'data-faq-empty',
} as const;
export type FaqCategoryFilter = typeof ALL_FAQ_CATEGORIES | FaqCategory;

export interface FaqGroup {
  category: FaqCategory;
  items: FaqItem[];
}

/** The filter offers 'All' plus only the categories that have questions, in the spec's order. */
export function faqFilterOptions(items: readonly FaqItem[]): FaqCategoryFilter[] {
  const present = new Set(items.map((item) => item.category));
  return [ALL_FAQ_CATEGORIES, ...FAQ_CATEGORIES.filter((category) => present.has(category))];
}

/** What a question is matched on: on the page, read from its HTML (./components/faq-filter.tsx). */
type SearchedFaqItem = Pick<FaqItem, 'category' | 'question' | 'answer'>;

/** Case-insensitive match of every typed word in the question or the answer, within the chosen category. */
export function filterFaqItems<Item extends SearchedFaqItem>(
  items: readonly Item[],
  search: string,
  category: FaqCategoryFilter,
): Item[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (category !== ALL_FAQ_CATEGORIES && item.category !== category) return false;
    const text = `${item.question}\n${item.answer}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Groups in the spec's category order; items keep their own order inside a group. */
export function groupFaqItems(items: readonly FaqItem[]): FaqGroup[] {
  return FAQ_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
