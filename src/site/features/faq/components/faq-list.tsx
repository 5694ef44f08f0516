import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Empty } from '@/components/ui/lazy-feedback';
import { Flex } from '@/components/ui/flex';
import { Icon } from '@/components/ui/icon';
import { Paragraph, Title } from '@/components/ui/text';
import type { FaqItem } from '@/domain/types';
import { FAQ_LIST, groupFaqItems } from '../faq-search';
import { CategoryIcon } from './category-icon';

export function anchorFor(category: string): string {
  return `faq-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * Every question, grouped by category: the server's HTML, never hydrated. The answers are
 * `<details>` the browser opens and closes by itself; the search and the category choice
 * (./faq-filter.tsx, an island) only hide what does not match, so this list, its text and its icons
 * cost the page no script. The empty state is here too, hidden until nothing matches.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <section id={FAQ_LIST.id} aria-label="Questions and answers">
      <div hidden {...{ [FAQ_LIST.emptyAttribute]: '' }}>
        <Empty description="No questions found matching your search." />
      </div>
      <Flex vertical gap={28}>
        {groupFaqItems(items).map((group) => (
          <section
            key={group.category}
            aria-labelledby={anchorFor(group.category)}
            data-testid="faq-group"
            {...{ [FAQ_LIST.groupAttribute]: '' }}
          >
            <Title level={2} id={anchorFor(group.category)} style={{ fontSize: 22 }}>
              <CategoryIcon category={group.category} /> {group.category}
            </Title>
            {/* One answer open at a time per group: `<details>` sharing a name is the platform's
                exclusive accordion, working from the first paint and without scripts. */}
            <div className="fm-faq-list">
              {group.items.map((item) => (
                <details
                  key={item.id}
                  id={item.id}
                  name={anchorFor(group.category)}
                  className="fm-faq-item"
                  {...{ [FAQ_LIST.categoryAttribute]: item.category }}
                >
                  <summary className="fm-faq-item__question">
                    <Icon svg={RightOutlined} aria-hidden="true" className="fm-faq-item__arrow" />
                    {item.question}
                  </summary>
                  <div className="fm-faq-item__answer" {...{ [FAQ_LIST.answerAttribute]: '' }}>
                    <Paragraph style={{ margin: 0 }}>{item.answer}</Paragraph>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </Flex>
    </section>
  );
}
