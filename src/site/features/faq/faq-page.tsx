import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { RadioButtons } from '@/components/ui/radio-buttons';
import { Empty } from '@/components/ui/lazy-feedback';
import { SearchInput } from '@/components/ui/search-input';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/layout/page-container';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { JsonLd } from '@/components/json-ld';
import { faqJsonLd } from '@/domain/structured-data/faq';
import { usePageMeta } from '@/lib/page-meta';
import { FAQ_PAGE_META } from '@/domain/page-meta/faq';
import { CategoryIcon } from './components/category-icon';
import { FAQ_ITEMS } from '@/domain/faq-items';
import {
  ALL_FAQ_CATEGORIES,
  faqFilterOptions,
  filterFaqItems,
  groupFaqItems,
  type FaqCategoryFilter,
} from './faq-search';
import './faq-page.css';

const FILTER_OPTIONS = faqFilterOptions(FAQ_ITEMS);
const JSON_LD = faqJsonLd(FAQ_ITEMS);

/** The 'Still Have Questions?' card links to the legacy '/contact', which redirects to the contact page. */
const CONTACT_LINK = '/contact';

/**
 * Opens the question a '#question-id' link points at (ScrollToHash scrolls to it). The answers are
 * `<details>` the browser opens and closes by itself, before and without the app, so the page only
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

export default function FaqPage() {
  usePageMeta(FAQ_PAGE_META);
  const { hash } = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>(ALL_FAQ_CATEGORIES);
  // Typing stays responsive; the filtered list follows a moment later.
  const deferredSearch = useDeferredValue(search);
  const groups = useMemo(
    () => groupFaqItems(filterFaqItems(FAQ_ITEMS, deferredSearch, category)),
    [deferredSearch, category],
  );
  // A later link to another question on the page opens that one too.
  useEffect(() => openLinkedQuestion(hash), [hash]);

  return (
    <PageContainer narrow>
      <JsonLd data={JSON_LD} />
      <Flex vertical gap={32}>
        <header>
          <Title level={1}>Frequently Asked Questions</Title>
          <Paragraph style={{ fontSize: 17 }}>
            Honest, biblical answers to the questions Christian singles ask us most about dating, apps, waiting well and
            preparing for marriage.
          </Paragraph>
        </header>

        <Flex vertical gap={16} role="search" aria-label="Search the FAQ">
          <SearchInput
            value={search}
            onValueChange={setSearch}
            placeholder="Search questions..."
            aria-label="Search questions"
          />
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>Category</legend>
            <RadioButtons options={FILTER_OPTIONS} value={category} onChange={setCategory} />
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

        <Surface
          style={{
            textAlign: 'center',
            background: 'var(--ant-color-primary-bg)',
            borderColor: 'var(--ant-color-primary-border)',
          }}
        >
          <Title level={2} style={{ marginTop: 0 }}>
            Still Have Questions?
          </Title>
          <Paragraph>
            Can&apos;t find the answer you&apos;re looking for? Send us a message and we&apos;ll gladly help.
          </Paragraph>
          <ButtonLink
            to={CONTACT_LINK}
            type="primary"
            size="large"
            icon={<Icon svg={MailOutlined} aria-hidden="true" />}
          >
            Contact Us
          </ButtonLink>
        </Surface>
      </Flex>
    </PageContainer>
  );
}
