import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/layout/page-container';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { JsonLd } from '@/components/json-ld';
import { faqJsonLd } from '@/domain/structured-data/faq';
import { usePageMeta } from '@/lib/page-meta';
import { FAQ_PAGE_META } from '@/domain/page-meta/faq';
import { FAQ_ITEMS } from '@/domain/faq-items';
import { Island } from '@/components/island';
import { FaqFilter } from './components/faq-filter';
import { FaqList } from './components/faq-list';
import { faqFilterOptions } from './faq-search';
import './faq-page.css';

const JSON_LD = faqJsonLd(FAQ_ITEMS);
const FILTER_OPTIONS = faqFilterOptions(FAQ_ITEMS);

/** The 'Still Have Questions?' card links to the legacy '/contact', which redirects to the contact page. */
const CONTACT_LINK = '/contact';

export default function FaqPage() {
  usePageMeta(FAQ_PAGE_META);

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

        <Island name="faq-filter" component={FaqFilter} props={{ options: FILTER_OPTIONS }} />
        <FaqList items={FAQ_ITEMS} />

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
