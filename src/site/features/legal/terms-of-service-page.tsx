import { env } from '@/config/env';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';
import { TERMS_OF_SERVICE_PAGE_META } from '@/domain/page-meta/terms-of-service';
import { LegalPageLayout, P, type LegalSection } from './legal-page-layout';
import { SiteLink } from '@/components/ui/site-link';

function sections(supportEmail: string): LegalSection[] {
  return [
    {
      heading: 'Using our site',
      body: (
        <P>
          By using {BRAND} you agree to these terms. If you do not agree, please do not use the site. You must be at
          least 18 years old to create an account, subscribe to the newsletter or contact us.
        </P>
      ),
    },
    {
      heading: 'Our content is guidance, not professional advice',
      body: (
        <P>
          Our articles, reviews and answers share biblical perspectives and practical experience to encourage you. They
          are not a substitute for pastoral care, professional counselling, medical, legal or financial advice. If you
          are in danger or facing abuse, contact local emergency services or a trusted professional straight away.
        </P>
      ),
    },
    {
      heading: 'Dating apps and other websites',
      body: (
        <P>
          We review and link to apps and shops we do not own or control. Their services, prices, safety practices and
          terms are their own and may change after we write about them. Please read their terms and take sensible safety
          precautions when meeting anyone you know only online.
        </P>
      ),
    },
    {
      heading: 'Affiliate links',
      body: (
        <P>
          Some links are affiliate links and we may earn a commission when you sign up or buy through them, at no extra
          cost to you. The details are in our <SiteLink to={ROUTES.affiliateDisclosure}>Affiliate Disclosure</SiteLink>.
        </P>
      ),
    },
    {
      heading: 'Accounts',
      body: (
        <P>
          If you create an account, keep your sign-in details private and tell us if you believe someone else has used
          it. We may suspend accounts that misuse the site. You may delete your account at any time by writing to us.
        </P>
      ),
    },
    {
      heading: 'Acceptable use',
      body: (
        <ul>
          <li>Do not send spam, abusive or unlawful content through our contact form or newsletter signup.</li>
          <li>Do not try to break, overload or gain unauthorised access to the site or its data.</li>
          <li>Do not sign other people up to our newsletter without their permission.</li>
        </ul>
      ),
    },
    {
      heading: 'Our content',
      body: (
        <P>
          The articles, reviews, images and design of {BRAND} belong to us or our licensors. You are welcome to share
          links and short quotations with credit; please ask before republishing whole articles. Scripture quotations
          belong to their respective translations.
        </P>
      ),
    },
    {
      heading: 'No warranty and limitation of liability',
      body: (
        <P>
          We work hard to keep information accurate and up to date, but the site is provided &quot;as is&quot; without
          warranties of any kind. To the extent the law allows, we are not liable for losses arising from your use of
          the site or of any third-party app or product we mention. Nothing in these terms limits rights you have under
          consumer law that cannot be excluded.
        </P>
      ),
    },
    {
      heading: 'Changes to these terms',
      body: (
        <P>
          We may update these terms from time to time. The date at the top shows the latest version; continuing to use
          the site after a change means you accept the updated terms.
        </P>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <P>
          Questions about these terms? Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </P>
      ),
    },
  ];
}

export default function TermsOfServicePage() {
  usePageMeta(TERMS_OF_SERVICE_PAGE_META);
  return (
    <LegalPageLayout
      title="Terms of Service"
      intro={`These terms set out the ground rules for using ${BRAND}. We have kept them short and in plain language.`}
      sections={sections(env.supportEmail)}
    />
  );
}
