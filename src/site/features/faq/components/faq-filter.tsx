import { useEffect, useRef, useState } from 'react';
import { Flex } from '@/components/ui/flex';
import { RadioButtons } from '@/components/ui/radio-buttons';
import { SearchInput } from '@/components/ui/search-input';
import type { FaqCategory } from '@/domain/types';
import { useSiteNavigation } from '@/lib/site-navigation';
import { ALL_FAQ_CATEGORIES, FAQ_LIST, filterFaqItems, type FaqCategoryFilter } from '../faq-search';

/** The server's list (./faq-list.tsx) as the search needs it: read from the page once, not per keystroke. */
interface FaqListOnPage {
  questions: { element: HTMLDetailsElement; category: FaqCategory; question: string; answer: string }[];
  groups: { element: HTMLElement; questions: HTMLDetailsElement[] }[];
  empty: HTMLElement | null;
}

function readFaqList(list: HTMLElement): FaqListOnPage {
  const questionsIn = (parent: HTMLElement) =>
    Array.from(parent.querySelectorAll<HTMLDetailsElement>(`details[${FAQ_LIST.categoryAttribute}]`));
  return {
    questions: questionsIn(list).map((element) => ({
      element,
      category: element.getAttribute(FAQ_LIST.categoryAttribute) as FaqCategory,
      question: element.querySelector('summary')?.textContent ?? '',
      answer: element.querySelector(`[${FAQ_LIST.answerAttribute}]`)?.textContent ?? '',
    })),
    groups: Array.from(list.querySelectorAll<HTMLElement>(`[${FAQ_LIST.groupAttribute}]`), (element) => ({
      element,
      questions: questionsIn(element),
    })),
    empty: list.querySelector<HTMLElement>(`[${FAQ_LIST.emptyAttribute}]`),
  };
}

/** Hides the questions that do not match, a group left with none, and shows the empty state when none does. */
function showMatching(list: FaqListOnPage, search: string, category: FaqCategoryFilter): void {
  const matching = new Set(filterFaqItems(list.questions, search, category).map((question) => question.element));
  for (const { element } of list.questions) element.hidden = !matching.has(element);
  for (const group of list.groups) group.element.hidden = !group.questions.some((element) => matching.has(element));
  if (list.empty) list.empty.hidden = matching.size > 0;
}

/**
 * The question a '#question-id' link points at, opened. The answers are `<details>` the browser
 * opens and closes by itself, before and without scripts, so the page only sets `open` here, on the
 * element: a rendered `open` would differ between the server, which never sees the hash, and the
 * browser.
 */
function openLinkedQuestion(hash: string): HTMLDetailsElement | null {
  const details = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute(FAQ_LIST.categoryAttribute)) return null;
  details.open = true;
  return details;
}

/**
 * A later link to another question: opened, and brought into view by the page too. The browser
 * scrolls to a new '#id' by itself, but Chromium drops that scroll while an earlier smooth one is
 * still running (a second link pressed quickly, or one right after the page opened at a question);
 * a scroll asked for by a script replaces the running one.
 */
function revealLinkedQuestion(hash: string): void {
  openLinkedQuestion(hash)?.scrollIntoView({ block: 'start' });
}

/**
 * The FAQ's search and category choice: an island (src/components/island.tsx), the one part of the
 * FAQ that takes input besides the answers' `<details>`, which need no script. It filters the
 * server's list (./faq-list.tsx) where it stands, so neither the questions nor their icons are in
 * its script.
 */
export function FaqFilter({ options }: { options: readonly FaqCategoryFilter[] }) {
  // The router's location in the app, the document's on a page with islands (which moves by page loads).
  const { hash } = useSiteNavigation().location;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>(ALL_FAQ_CATEGORIES);
  // The server drew the list once and nothing redraws it, so it is read on the first filter only.
  const list = useRef<FaqListOnPage | null>(null);
  useEffect(() => {
    const element = document.getElementById(FAQ_LIST.id);
    if (!element) return;
    list.current ??= readFaqList(element);
    showMatching(list.current, search, category);
  }, [search, category]);
  // The question the page was opened at, or moved to inside the app (whose router scrolls to it).
  useEffect(() => void openLinkedQuestion(hash), [hash]);
  // A later link to another question on the page opens that one too, and scrolls to it.
  useEffect(() => {
    const onHashChange = () => revealLinkedQuestion(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return (
    <Flex vertical gap={16} role="search" aria-label="Search the FAQ">
      <SearchInput
        value={search}
        onValueChange={setSearch}
        placeholder="Search questions..."
        aria-label="Search questions"
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>Category</legend>
        <RadioButtons name="faq-category" options={options} value={category} onChange={setCategory} />
      </fieldset>
    </Flex>
  );
}
