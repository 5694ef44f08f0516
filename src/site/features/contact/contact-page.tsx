import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { Columns, Column } from '@/components/ui/columns';
import { PageContainer } from '@/components/layout/page-container';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { env } from '@/config/env';
import { CONTACT_RESPONSE_TIME } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';
import { CONTACT_PAGE_META } from '@/domain/page-meta/contact';
import { ContactForm } from './components/contact-form';
import { Island } from '@/components/island';
import { SiteLink } from '@/components/ui/site-link';

export default function ContactPage() {
  usePageMeta(CONTACT_PAGE_META);

  return (
    <PageContainer>
      <Flex vertical gap={32}>
        <header>
          <Title level={1}>Contact Us</Title>
          <Paragraph style={{ fontSize: 17, maxWidth: 760 }}>
            Have a question about Christian dating, a suggestion for an article, or a story of how God brought you
            together? We would love to hear from you.
          </Paragraph>
        </header>
        <Columns gap={32}>
          <Column xs={24} lg={15}>
            <Surface>
              <Title level={2} style={{ marginTop: 0 }}>
                Send Us a Message
              </Title>
              <Island name="contact-form" component={ContactForm} props={{}} when="interaction" />
            </Surface>
          </Column>
          <Column xs={24} lg={9}>
            <Surface>
              <Title level={2} style={{ marginTop: 0 }}>
                Contact Information
              </Title>
              <Flex vertical gap={20}>
                <div>
                  <Title level={3} style={{ fontSize: 16 }}>
                    <Icon svg={MailOutlined} aria-hidden="true" /> Email
                  </Title>
                  <a href={`mailto:${env.supportEmail}`} style={{ textDecoration: 'underline' }}>
                    {env.supportEmail}
                  </a>
                </div>
                <div>
                  <Title level={3} style={{ fontSize: 16 }}>
                    <Icon svg={ClockCircleOutlined} aria-hidden="true" /> Response Time
                  </Title>
                  <Text>We typically respond within {CONTACT_RESPONSE_TIME}.</Text>
                </div>
                <div>
                  <Title level={3} style={{ fontSize: 16 }}>
                    <Icon svg={QuestionCircleOutlined} aria-hidden="true" /> Quick Answers
                  </Title>
                  <Text>
                    Many common questions are answered in our{' '}
                    <SiteLink to={ROUTES.faq} style={{ textDecoration: 'underline' }}>
                      FAQ
                    </SiteLink>
                    .
                  </Text>
                </div>
              </Flex>
            </Surface>
          </Column>
        </Columns>
      </Flex>
    </PageContainer>
  );
}
