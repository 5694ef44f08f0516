import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { Paragraph, Title } from '@/components/ui/text';
import { ROUTES } from '@/domain/routes';
import './legal-page.css';
import { formatDate } from '@/components/format';
import { SiteLink } from '@/components/ui/site-link';

/** The date all three documents were last revised; change it with the text. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPageLayout({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PageContainer narrow>
      <article className="fm-legal">
        <header>
          <Title level={1}>{title}</Title>
          <Paragraph type="secondary">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatDate(LEGAL_LAST_UPDATED)}</time>
          </Paragraph>
          <Paragraph style={{ fontSize: 17 }}>{intro}</Paragraph>
        </header>
        {sections.map((section) => (
          <section key={section.heading}>
            <Title level={2} style={{ fontSize: 22 }}>
              {section.heading}
            </Title>
            {section.body}
          </section>
        ))}
        <Paragraph type="secondary" style={{ marginTop: 32 }}>
          See also our <SiteLink to={ROUTES.privacy}>Privacy Policy</SiteLink>,{' '}
          <SiteLink to={ROUTES.terms}>Terms of Service</SiteLink> and{' '}
          <SiteLink to={ROUTES.affiliateDisclosure}>Affiliate Disclosure</SiteLink>.
        </Paragraph>
      </article>
    </PageContainer>
  );
}

export const P = Paragraph;
