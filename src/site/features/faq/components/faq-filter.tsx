import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { RadioButtons } from '@/components/ui/radio-buttons';
import { Empty } from '@/components/ui/lazy-feedback';
import { SearchInput } from '@/components/ui/search-input';
import { Paragraph, Title } from '@/components/ui/text';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { useSiteNavigation } from '@/lib/site-navigation';
import {
  ALL_FAQ_CATEGORIES,
  faqFilterOptions,
  filterFaqItems,
  groupFaqItems,
  type FaqCategoryFilter,
} from '../faq-search';
import { CategoryIcon } from './category-icon';

const FILTER_OPTIONS = faqFilterOptions(FAQ_ITEMS);

/**
 * Opens the question a '#question-id' link points at (the browser scrolls to it). The answers are
 * `<details>` the browser opens and closes by itself, before and without scripts, so the page only
 * sets `open` here, on the element: a rendered `open` would differ between the server, which never
 * sees the hash, and the browser.
 */
function openLinkedQuestion(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  if (!FAQ_ITEMS.some((item) => item.id === id)) return;
  const details = document.getElementById(id);
  if (details instanceof HTMLDetailsElement) details.open = true;
}

function anchorFor(category: string): string {
  return `faq-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The questions with their search and category choice: an island (src/components/island.tsx), the
 * one part of the FAQ that takes input besides the answers' `<details>`, which need no script.
 * Its questions are a constant, so it needs no props.
 */
export function FaqFilter() {
  // The router's location in the app, the document's on a page with islands (which moves by page loads).
  const { hash } = useSiteNavigation().location;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>(ALL_FAQ_CATEGORIES);
  // Typing stays responsive; the filtered list follows a moment later.
  const deferredSearch = useDeferredValue(search);
  const groups = useMemo(
    () => groupFaqItems(filterFaqItems(FAQ_ITEMS, deferredSearch, category)),
    [deferredSearch, category],
  );
  useEffect(() => openLinkedQuestion(hash), [hash]);
  // A later link to another question on the page opens that one too: the app's router says so by
  // `hash` above, a page with islands by the browser's own event.
  useEffect(() => {
    const onHashChange = () => openLinkedQuestion(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return (
    <>
      <Flex vertical gap={16} role="search" aria-label="Search the FAQ">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search questions..."
          aria-label="Search questions"
        />
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>Category</legend>
          <RadioButtons name="faq-category" options={FILTER_OPTIONS} value={category} onChange={setCategory} />
        </fieldset>
      </Flex>

      <section aria-label="Questions and answers">
        {groups.length === 0 ? (
          <Empty description="No questions found matching your search." />
        ) : (
          <Flex vertical gap={28}>
            {groups.map((group) => (
              <section key={group.category} aria-labelledby={anchorFor(group.category)} data-testid="faq-group">
                <Title level={2} id={anchorFor(group.category)} style={{ fontSize: 22 }}>
                  <CategoryIcon category={group.category} /> {group.category}
                </Title>
                {/* One answer open at a time per group: `<details>` sharing a name is the platform's
                    exclusive accordion, working from the first paint and without scripts. */}
                <div className="fm-faq-list">
                  {group.items.map((item) => (
                    <details key={item.id} id={item.id} name={anchorFor(group.category)} className="fm-faq-item">
                      <summary className="fm-faq-item__question">
                        <Icon svg={RightOutlined} aria-hidden="true" className="fm-faq-item__arrow" />
                        {item.question}
                      </summary>
                      <div className="fm-faq-item__answer">
                        <Paragraph style={{ margin: 0 }}>{item.answer}</Paragraph>
                      </div>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </Flex>
        )}
      </section>
    </>
  );
}
